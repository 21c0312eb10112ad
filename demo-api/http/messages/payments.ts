import type { Texts } from '../language.ts';

/** The payments area: list refusals, renotify, the export and the voucher proof. */
export const paymentsTexts = {
  // Django's and Django REST framework's own texts
  enterWholeNumber: { en: 'Enter a whole number.', es: 'Introduzca un número entero.' },
  selectValidChoice: {
    en: 'Select a valid choice. {value} is not one of the available choices.',
    es: 'Escoja una opción válida. {value} no es una de las opciones disponibles.',
  },
  atMost: { en: 'Ensure this value is less than or equal to {max}.', es: 'Asegúrese de que este valor es menor o igual a {max}.' },
  atLeast: { en: 'Ensure this value is greater than or equal to {min}.', es: 'Asegúrese de que este valor es mayor o igual a {min}.' },

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
  colChannel: { en: 'Channel', es: 'Canal' },
  colShopperDocument: { en: 'Shopper document', es: 'Documento del comprador' },
  colShopper: { en: 'Shopper', es: 'Comprador' },
  colCreatedUtc: { en: 'Created (UTC)', es: 'Creada (UTC)' },
  status1: { en: 'Created', es: 'Creada' },
  status2: { en: 'Completed without notification', es: 'Completada sin notificación' },
  status3: { en: 'Completed and notified', es: 'Completada y notificada' },
  status4: { en: 'Rejected', es: 'Rechazada' },
  status5: { en: 'Canceled/Expired', es: 'Anulada/Vencida' },
  status6: { en: 'Refunded', es: 'Reembolsada' },

  // Voucher proof
  voucherTitle: { en: 'Payment voucher {id}', es: 'Comprobante de pago {id}' },
} as const satisfies Texts;
