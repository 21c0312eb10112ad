import { languageOf, type DemoLanguage } from '../http/language.ts';

/** Every text the payments area answers, in both languages (placeholders: `{name}`). */
export const paymentMessages = {
  // Django's and Django REST framework's own texts
  notFound: { en: 'Not found.', es: 'No encontrado.' },
  fieldRequired: { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  enterNumber: { en: 'Enter a number.', es: 'Introduzca un número.' },
  enterWholeNumber: { en: 'Enter a whole number.', es: 'Introduzca un número entero.' },
  enterDate: { en: 'Enter a valid date.', es: 'Introduzca una fecha válida.' },
  validInteger: { en: 'A valid integer is required.', es: 'Se requiere un número entero válido.' },
  invalidChoice: {
    en: 'Select a valid choice. {value} is not one of the available choices.',
    es: 'Escoja una opción válida. {value} no es una de las opciones disponibles.',
  },
  notAChoice: { en: '"{value}" is not a valid choice.', es: '"{value}" no es una elección válida.' },
  atMost: { en: 'Ensure this value is less than or equal to {max}.', es: 'Asegúrese de que este valor es menor o igual a {max}.' },
  atLeast: { en: 'Ensure this value is greater than or equal to {min}.', es: 'Asegúrese de que este valor es mayor o igual a {min}.' },

  // The spec's texts
  tooManyMerchants: { en: 'You can select up to 7 merchants.', es: 'Puede seleccionar hasta 7 comercios.' },
  exportEmailed: {
    en: 'Generating report.  It will be sent to your email in a few minutes.',
    es: 'Generando reporte.  Será enviado a su correo en unos minutos.',
  },

  // Renotify
  renotified: {
    en: 'Notification of operation {id} sent to the merchant.',
    es: 'Notificación de la operación {id} enviada al comercio.',
  },
  renotifyTooSoon: {
    en: 'Operation {id} was notified less than {minutes} minutes ago. Try again later.',
    es: 'La operación {id} fue notificada hace menos de {minutes} minutos. Intente más tarde.',
  },
  renotifyStatus: {
    en: 'Operation {id} cannot be notified again: only completed operations can.',
    es: 'La operación {id} no se puede volver a notificar: solo las operaciones completadas.',
  },
  renotifyFailed: {
    en: "The merchant's notification URL answered HTTP {code}. The notification of operation {id} was not delivered.",
    es: 'La URL de notificación del comercio respondió HTTP {code}. La notificación de la operación {id} no fue entregada.',
  },

  // Export file headers
  colOperation: { en: 'Operation id', es: 'Id de operación' },
  colReference: { en: 'Reference', es: 'Referencia' },
  colMerchant: { en: 'Merchant', es: 'Comercio' },
  colChannel: { en: 'Channel', es: 'Canal' },
  colCurrency: { en: 'Currency', es: 'Moneda' },
  colAmount: { en: 'Amount', es: 'Monto' },
  colDocument: { en: 'Shopper document', es: 'Documento del comprador' },
  colShopper: { en: 'Shopper', es: 'Comprador' },
  colStatus: { en: 'Status', es: 'Estado' },
  colCreated: { en: 'Created (UTC)', es: 'Creada (UTC)' },
  status1: { en: 'Created', es: 'Creada' },
  status2: { en: 'Completed without notification', es: 'Completada sin notificación' },
  status3: { en: 'Completed and notified', es: 'Completada y notificada' },
  status4: { en: 'Rejected', es: 'Rechazada' },
  status5: { en: 'Canceled/Expired', es: 'Cancelada/Expirada' },
  status6: { en: 'Refunded', es: 'Reembolsada' },

  // Voucher proof
  voucherTitle: { en: 'Payment voucher {id}', es: 'Comprobante de pago {id}' },
} as const satisfies Record<string, Record<DemoLanguage, string>>;

export type PaymentMessageKey = keyof typeof paymentMessages;

export function sayPayments(language: DemoLanguage, key: PaymentMessageKey, params: Record<string, string | number> = {}): string {
  const template: string = paymentMessages[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

export const sayFor = (request: Request, key: PaymentMessageKey, params?: Record<string, string | number>): string =>
  sayPayments(languageOf(request), key, params);
