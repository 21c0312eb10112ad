/** Server messages in both languages, chosen per request like the provider does. */
export type DemoLanguage = 'en' | 'es';

export const messages = {
  invalidToken: { en: 'Invalid token.', es: 'Token inválido.' },
  fieldRequired: { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  invalidCredentials: {
    en: 'Unable to log in with provided credentials.',
    es: 'No es posible iniciar sesión con las credenciales proporcionadas.',
  },
  loggedOut: { en: 'Successfully logged out.', es: 'Sesión cerrada correctamente.' },
  resetEmailSent: {
    en: 'Password reset e-mail has been sent.',
    es: 'Se ha enviado el correo para restablecer la contraseña.',
  },
  invalidEmail: { en: 'Enter a valid email address.', es: 'Introduzca una dirección de correo electrónico válida.' },
  passwordReset: { en: 'Password has been reset.', es: 'La contraseña ha sido restablecida.' },
  resetTokenInvalid: { en: 'The token is invalid or expired.', es: 'El token no es válido o ha expirado.' },
  passwordTooShort: {
    en: 'This password is too short. It must contain at least 8 characters.',
    es: 'Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.',
  },
  jsonParseError: { en: 'JSON parse error - {detail}', es: 'Error de análisis JSON - {detail}' },
  expectedObject: {
    en: 'Invalid data. Expected a dictionary, but got {type}.',
    es: 'Datos inválidos. Se esperaba un diccionario pero se recibió {type}.',
  },
  unsupportedMediaType: {
    en: 'Unsupported media type "{type}" in request.',
    es: 'Tipo de medio "{type}" no soportado en la solicitud.',
  },
  tooManyAttempts: {
    en: 'Too many failed sign-in attempts. Try again in {minutes} min.',
    es: 'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en {minutes} min.',
  },
  requestTooLarge: {
    en: 'Request body too large: at most {max} are accepted here.',
    es: 'Cuerpo de la solicitud demasiado grande: aquí se aceptan como máximo {max}.',
  },
  malformedPath: { en: 'Malformed request path.', es: 'Ruta de solicitud mal formada.' },
  malformedMultipart: {
    en: 'Multipart form parse error - {detail}',
    es: 'Error de análisis del formulario multiparte - {detail}',
  },
  notFound: { en: 'Not found.', es: 'No encontrado.' },
  serverError: { en: 'A server error occurred.', es: 'Se produjo un error en el servidor.' },
  invalidDateTime: { en: 'Enter a valid date/time.', es: 'Introduzca una fecha/hora válida.' },
  invalidAdvance: {
    en: 'A valid non-negative number of milliseconds is required.',
    es: 'Se requiere un número válido y no negativo de milisegundos.',
  },
} as const satisfies Record<string, Record<DemoLanguage, string>>;

export type MessageKey = keyof typeof messages;

const toLanguage = (tag: string | null | undefined): DemoLanguage | null => {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'es' ? primary : null;
};

/** The best supported language of an Accept-Language header, honouring q weights. */
function fromAcceptLanguage(header: string | null): DemoLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: toLanguage(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** `language` query parameter first, then Accept-Language, then English. */
export function languageOf(request: Request): DemoLanguage {
  const query = new URL(request.url).searchParams.get('language');
  return toLanguage(query) ?? fromAcceptLanguage(request.headers.get('accept-language')) ?? 'en';
}

/** The message in the request's language, with `{name}` placeholders filled in. */
export function translate(request: Request, key: MessageKey, params: Record<string, string> = {}): string {
  const template: string = messages[key][languageOf(request)];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
