import type { Texts } from '../language.ts';

/** Sign-in, password recovery, the second factor (issue 26, also releasing approvals) and the test controls. */
export const accessTexts = {
  invalidCredentials: {
    en: 'Unable to log in with provided credentials.',
    es: 'No es posible iniciar sesión con las credenciales proporcionadas.',
  },
  loggedOut: { en: 'Successfully logged out.', es: 'Sesión cerrada correctamente.' },
  resetEmailSent: {
    en: 'Password reset e-mail has been sent.',
    es: 'Se ha enviado el correo para restablecer la contraseña.',
  },
  passwordReset: { en: 'Password has been reset.', es: 'La contraseña ha sido restablecida.' },
  resetTokenInvalid: { en: 'The token is invalid or expired.', es: 'El token no es válido o ha expirado.' },
  tooManyAttempts: {
    en: 'Too many failed sign-in attempts. Try again in {minutes} min.',
    es: 'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en {minutes} min.',
  },
  secondFactorExpired: {
    en: 'Your sign-in took too long. Enter your password again.',
    es: 'Su inicio de sesión tardó demasiado. Ingrese su contraseña nuevamente.',
  },
  secondFactorCodeWrong: {
    en: 'That code is not right. Check the app and try again.',
    es: 'Ese código no es correcto. Revise la aplicación e inténtelo nuevamente.',
  },
  recoveryCodeWrong: {
    en: 'That recovery code is not right or was already used.',
    es: 'Ese código de recuperación no es correcto o ya fue utilizado.',
  },
  secondFactorAlreadyOn: { en: 'Two-step verification is already on.', es: 'La verificación en dos pasos ya está activada.' },
  secondFactorOff: { en: 'Two-step verification is off.', es: 'La verificación en dos pasos está desactivada.' },
  secondFactorStartAgain: {
    en: 'Start again: ask for a new QR code.',
    es: 'Comience de nuevo: solicite un nuevo código QR.',
  },
  releaseNeedsFactor: {
    en: 'Approving this needs two-step verification. Turn it on in My profile.',
    es: 'Aprobar esto requiere la verificación en dos pasos. Actívela en Mi perfil.',
  },
  releaseCodeNeeded: {
    en: 'This approval needs a code from your authenticator app.',
    es: 'Esta aprobación necesita un código de su aplicación de autenticación.',
  },
  invalidDateTime: { en: 'Enter a valid date/time.', es: 'Introduzca una fecha/hora válida.' },
  invalidAdvance: {
    en: 'A valid non-negative number of milliseconds is required.',
    es: 'Se requiere un número válido y no negativo de milisegundos.',
  },
} as const satisfies Texts;
