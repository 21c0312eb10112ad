import type { Texts } from '../language.ts';

/** Merchant settings, credentials, users, own profile and password. */
export const settingsTexts = {
  invalidUrl: { en: 'Enter a valid URL.', es: 'Introduzca una URL válida.' },
  invalidEnv: { en: 'This environment is not enabled for your user.', es: 'Este ambiente no está habilitado para su usuario.' },
  unknownPair: {
    en: 'These keys were not generated for this merchant. Generate them again.',
    es: 'Estas llaves no fueron generadas para este comercio. Genérelas de nuevo.',
  },
  notificationUpdated: { en: 'Notification url updated successfully', es: 'URL de notificación actualizada correctamente' },
  generated: { en: 'Credentials generated successfully', es: 'Credenciales generadas correctamente' },
  saved: { en: 'Credential saved successfully', es: 'Credencial guardada correctamente' },
  profileUpdated: { en: 'Data updated successfully', es: 'Datos actualizados correctamente' },
  profileMissing: {
    en: 'This user has no merchant profile to update.',
    es: 'Este usuario no tiene un perfil de comercio que actualizar.',
  },
  passwordChanged: { en: 'Password changed successfully', es: 'Contraseña cambiada correctamente' },
  oldPasswordWrong: {
    en: 'Your old password was entered incorrectly. Please enter it again.',
    es: 'Su contraseña antigua es incorrecta. Por favor, introdúzcala de nuevo.',
  },
  passwordsDiffer: { en: 'The two password fields didn’t match.', es: 'Los dos campos de contraseña no coinciden.' },
  passwordNumeric: { en: 'This password is entirely numeric.', es: 'Esta contraseña es completamente numérica.' },
  passwordSame: {
    en: 'The new password must be different from the old one.',
    es: 'La nueva contraseña debe ser distinta de la anterior.',
  },
  statusUpdated: { en: 'status updated successfully', es: 'estado actualizado correctamente' },
  userUpdated: { en: 'user updated successfully', es: 'usuario actualizado correctamente' },
  userCreated: { en: 'user created successfully', es: 'usuario creado correctamente' },
  emailTaken: { en: 'A user with that email already exists.', es: 'Ya existe un usuario con ese correo electrónico.' },
  notYourself: { en: 'You cannot disable your own user.', es: 'No puede deshabilitar su propio usuario.' },
  notYourProfile: { en: 'You cannot change your own profile.', es: 'No puede cambiar su propio perfil.' },
} as const satisfies Texts;
