/** How the dashboard groups pay-in channels. */
export type PayInKind = 'bank_transfer' | 'cash' | 'card' | 'wallet';

/**
 * The 26 pay-in providers, ids 1 to 26 (spec 02 section 4, spec 01 section 9: the first an
 * online bank-payment provider, the last a payment gateway). The names are the demo's choice;
 * the app's filters and the demo API's seeds read this one list, so they cannot drift apart.
 */
export const PAY_IN_CHANNELS: ReadonlyArray<{ readonly id: number; readonly name: string; readonly kind: PayInKind }> = [
  { id: 1, name: 'Khipu', kind: 'bank_transfer' },
  { id: 2, name: 'Webpay Plus', kind: 'card' },
  { id: 3, name: 'Servipag', kind: 'cash' },
  { id: 4, name: 'Multicaja', kind: 'cash' },
  { id: 5, name: 'MACH', kind: 'wallet' },
  { id: 6, name: 'Transferencia Chile', kind: 'bank_transfer' },
  { id: 7, name: 'PagoEfectivo', kind: 'cash' },
  { id: 8, name: 'SafetyPay', kind: 'bank_transfer' },
  { id: 9, name: 'BCP Banca por Internet', kind: 'bank_transfer' },
  { id: 10, name: 'Interbank', kind: 'bank_transfer' },
  { id: 11, name: 'BBVA Perú', kind: 'bank_transfer' },
  { id: 12, name: 'Yape', kind: 'wallet' },
  { id: 13, name: 'Plin', kind: 'wallet' },
  { id: 14, name: 'Niubiz', kind: 'card' },
  { id: 15, name: 'SPEI', kind: 'bank_transfer' },
  { id: 16, name: 'OXXO Pay', kind: 'cash' },
  { id: 17, name: '7-Eleven México', kind: 'cash' },
  { id: 18, name: 'CoDi', kind: 'bank_transfer' },
  { id: 19, name: 'Mercado Pago', kind: 'wallet' },
  { id: 20, name: 'PSE', kind: 'bank_transfer' },
  { id: 21, name: 'Efecty', kind: 'cash' },
  { id: 22, name: 'Boleto Bancário', kind: 'cash' },
  { id: 23, name: 'Pix', kind: 'bank_transfer' },
  { id: 24, name: 'Visa / Mastercard', kind: 'card' },
  { id: 25, name: 'PayPal', kind: 'wallet' },
  { id: 26, name: 'Kushki', kind: 'card' },
];
