import type { Texts } from '../language.ts';

/** Texts more than one area answers, or the HTTP layer itself: here once, under one key. */
export const commonTexts = {
  // Django's and Django REST framework's own texts
  notFound: { en: 'Not found.', es: 'No encontrado.' },
  notPermitted: {
    en: 'You do not have permission to perform this action.',
    es: 'Usted no tiene permiso para realizar esta acción.',
  },
  fieldRequired: { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  invalidPage: { en: 'Invalid page.', es: 'Página inválida.' },
  enterNumber: { en: 'Enter a number.', es: 'Introduzca un número.' },
  enterDate: { en: 'Enter a valid date.', es: 'Introduzca una fecha válida.' },
  expectedList: { en: 'Expected a list of items but got type "{type}".', es: 'Se esperaba una lista de elementos pero se recibió el tipo "{type}".' },
  listTooLong: {
    en: 'Ensure this field has no more than {max} elements.',
    es: 'Asegúrese de que este campo no tenga más de {max} elementos.',
  },
  validInteger: { en: 'A valid integer is required.', es: 'Se requiere un número entero válido.' },
  invalidBoolean: { en: 'Must be a valid boolean.', es: 'Debe ser un valor booleano válido.' },
  notAChoice: { en: '"{value}" is not a valid choice.', es: '"{value}" no es una elección válida.' },
  tooLong: { en: 'Ensure this field has no more than {max} characters.', es: 'Asegúrese de que este campo no tenga más de {max} caracteres.' },
  invalidEmail: { en: 'Enter a valid email address.', es: 'Introduzca una dirección de correo electrónico válida.' },
  passwordTooShort: {
    en: 'This password is too short. It must contain at least 8 characters.',
    es: 'Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.',
  },

  // Refusals of a request's token, body or path
  invalidToken: { en: 'Invalid token.', es: 'Token inválido.' },
  jsonParseError: { en: 'JSON parse error - {detail}', es: 'Error de análisis JSON - {detail}' },
  expectedObject: {
    en: 'Invalid data. Expected a dictionary, but got {type}.',
    es: 'Datos inválidos. Se esperaba un diccionario pero se recibió {type}.',
  },
  unsupportedMediaType: {
    en: 'Unsupported media type "{type}" in request.',
    es: 'Tipo de medio "{type}" no soportado en la solicitud.',
  },
  malformedMultipart: {
    en: 'Multipart form parse error - {detail}',
    es: 'Error de análisis del formulario multiparte - {detail}',
  },
  malformedPath: { en: 'Malformed request path.', es: 'Ruta de solicitud mal formada.' },
  requestTooLarge: {
    en: 'Request body too large: at most {max} are accepted here.',
    es: 'Cuerpo de la solicitud demasiado grande: aquí se aceptan como máximo {max}.',
  },
  serverError: { en: 'A server error occurred.', es: 'Se produjo un error en el servidor.' },

  // Idempotency keys (issue 29)
  idempotencyKeyInvalid: {
    en: 'The Idempotency-Key header must be 1 to 255 visible characters.',
    es: 'El encabezado Idempotency-Key debe tener de 1 a 255 caracteres visibles.',
  },
  idempotencyKeyInUse: {
    en: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    es: 'Una solicitud con esta Idempotency-Key todavía se está procesando. Inténtelo de nuevo en un momento.',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used with a different request.',
    es: 'Esta Idempotency-Key ya se usó con una solicitud diferente.',
  },

  // The spec's texts for payments and balances alike
  tooManyMerchants: { en: 'You can select up to 7 merchants.', es: 'Puede seleccionar hasta 7 comercios.' },
  exportEmailed: {
    en: 'Generating report.  It will be sent to your email in a few minutes.',
    es: 'Generando reporte.  Será enviado a su correo en unos minutos.',
  },

  // Export columns
  colMerchant: { en: 'Merchant', es: 'Comercio' },
  colBank: { en: 'Bank', es: 'Banco' },
  colAmount: { en: 'Amount', es: 'Monto' },
  colCurrency: { en: 'Currency', es: 'Moneda' },
  colStatus: { en: 'Status', es: 'Estado' },
} as const satisfies Texts;
