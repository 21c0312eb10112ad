import { PAY_IN_CHANNELS, type PayInKind } from '../../machines/payments/payInChannels.ts';
import { USD_RATES, type CountryCode } from '../payouts/reference.ts';

/** Payments reference data: the payments merchants (mids), channels by country, card and rejection data. */

export { PAY_IN_CHANNELS };
export type { PayInKind };

export interface PaymentMerchant {
  /** The merchant id (the session's `mids`). */
  readonly id: number;
  readonly bussines_name: string;
  /** The company it belongs to (access seed). */
  readonly company_id: number;
  readonly country: CountryCode;
  /** Operations seeded over the last 120 days. */
  readonly operations: number;
  /** Share of each currency; the rest of the six get a small share each. */
  readonly currencies: Readonly<Record<string, number>>;
  readonly referencePrefix: string;
  readonly notification_url: string;
  readonly reject_notification_url: string;
}

const urls = (slug: string) => ({
  notification_url: `https://${slug}.example/webhooks/payments/success`,
  reject_notification_url: `https://${slug}.example/webhooks/payments/failure`,
});

/**
 * admin holds 101-104 (its companies 1 and 3), alpsadmin sees every merchant, carga and the
 * approvers 101, manager 101 and 103, cargalima 103.
 */
export const PAYMENT_MERCHANTS: readonly PaymentMerchant[] = [
  { id: 101, bussines_name: 'Comercial Andes', company_id: 1, country: 'CL', operations: 5000, currencies: { CLP: 80, USD: 10 }, referencePrefix: 'AND-', ...urls('andes') },
  { id: 102, bussines_name: 'Andes Online Store', company_id: 1, country: 'CL', operations: 2500, currencies: { CLP: 45, USD: 20, BRL: 15, EUR: 12 }, referencePrefix: 'AOS', ...urls('andes-online') },
  { id: 103, bussines_name: 'Inversiones Lima', company_id: 3, country: 'PE', operations: 2500, currencies: { PEN: 80, USD: 12 }, referencePrefix: 'LIM-', ...urls('inversiones-lima') },
  { id: 104, bussines_name: 'Lima Market', company_id: 3, country: 'PE', operations: 1500, currencies: { PEN: 70, USD: 12, BRL: 8 }, referencePrefix: 'LMK', ...urls('lima-market') },
  { id: 105, bussines_name: 'Minera Pacífico', company_id: 2, country: 'CL', operations: 400, currencies: { CLP: 70, USD: 22 }, referencePrefix: 'MPA-', ...urls('minera-pacifico') },
  { id: 106, bussines_name: 'Retail Austral', company_id: 4, country: 'CL', operations: 400, currencies: { CLP: 85 }, referencePrefix: 'RAU', ...urls('retail-austral') },
  { id: 107, bussines_name: 'Agroexport Perú', company_id: 5, country: 'PE', operations: 400, currencies: { PEN: 60, USD: 30 }, referencePrefix: 'AGX-', ...urls('agroexport') },
  { id: 108, bussines_name: 'Servicios Aztecas', company_id: 6, country: 'MX', operations: 400, currencies: { MXN: 80, USD: 12 }, referencePrefix: 'AZT', ...urls('aztecas') },
  { id: 109, bussines_name: 'Logística del Sur', company_id: 7, country: 'CL', operations: 400, currencies: { CLP: 85 }, referencePrefix: 'LDS-', ...urls('logistica-sur') },
  { id: 110, bussines_name: 'Textiles Cusco', company_id: 8, country: 'PE', operations: 400, currencies: { PEN: 85 }, referencePrefix: 'TXC', ...urls('textiles-cusco') },
];


/** The six currencies of payments and the converter. */
export const PAYMENT_CURRENCY_CODES = ['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN'] as const;

/** Channels used mostly in each country (the others appear now and then). */
export const LOCAL_CHANNELS: Record<CountryCode, readonly number[]> = {
  CL: [1, 2, 3, 4, 5, 6, 19, 24, 26],
  PE: [7, 8, 9, 10, 11, 12, 13, 14, 19, 24],
  MX: [15, 16, 17, 18, 19, 24, 25, 26],
};

export const channelKind = (id: number): PayInKind => PAY_IN_CHANNELS.find((channel) => channel.id === id)?.kind ?? 'bank_transfer';

/** Card channels whose card data arrive in the alternative record (tbk_transaction) rather than extra_data. */
export const TBK_CHANNELS: readonly number[] = [2];

export const CARD_BRANDS = [
  { brand: 'VISA', bin: '454545' },
  { brand: 'MASTERCARD', bin: '548921' },
  { brand: 'AMEX', bin: '377777' },
  { brand: 'DINERS', bin: '365432' },
  { brand: 'MAGNA', bin: '544411' },
] as const;

/** What a provider answers when it refuses a payment, by kind of channel. */
export const REJECTIONS: Record<PayInKind, ReadonlyArray<{ code: string; message: string | null }>> = {
  card: [
    { code: '05', message: 'Do not honor' },
    { code: '51', message: 'Insufficient funds' },
    { code: '54', message: 'Expired card' },
    { code: '57', message: 'Transaction not permitted to cardholder' },
    { code: '-1', message: 'Rechazo de transacción' },
    { code: '-3', message: null },
  ],
  bank_transfer: [
    { code: 'BT01', message: 'Transfer not confirmed by the bank' },
    { code: 'BT04', message: 'Cuenta de origen sin fondos' },
  ],
  cash: [{ code: 'CSH2', message: 'Payment code expired before payment' }],
  wallet: [
    { code: 'W12', message: 'Payment declined by the wallet' },
    { code: 'W30', message: 'Usuario canceló el pago en la aplicación' },
  ],
};

/** Merchant fee (fraction of the amount) by kind of channel, and the VAT on the fee by country. */
export const MERCHANT_FEE: Record<PayInKind, number> = { card: 0.0295, bank_transfer: 0.012, cash: 0.025, wallet: 0.0199 };
export const FEE_TAX: Record<CountryCode, number> = { CL: 0.19, PE: 0.18, MX: 0.16 };

/** Amount range by currency (whole units for CLP). */
export const AMOUNT_RANGE: Record<string, { min: number; max: number; decimals: number }> = {
  CLP: { min: 990, max: 890_000, decimals: 0 },
  PEN: { min: 10, max: 4_800, decimals: 2 },
  MXN: { min: 50, max: 24_000, decimals: 2 },
  USD: { min: 5, max: 1_900, decimals: 2 },
  EUR: { min: 5, max: 1_500, decimals: 2 },
  BRL: { min: 20, max: 8_500, decimals: 2 },
};

/**
 * The converter's rates: how many `to` one `from` buys, from the same fixed USD values the
 * payouts' "summary in USD" uses, so every screen of the demo converts alike.
 */
export function rateMatrix(): Record<string, Record<string, number>> {
  const rates: Record<string, Record<string, number>> = {};
  for (const from of PAYMENT_CURRENCY_CODES) {
    const row: Record<string, number> = {};
    for (const to of PAYMENT_CURRENCY_CODES) row[to] = Number(((USD_RATES[from] ?? 1) / (USD_RATES[to] ?? 1)).toPrecision(8));
    rates[from] = row;
  }
  return rates;
}

export const toUsd = (amount: number, currency: string): number => amount * (Object.hasOwn(USD_RATES, currency) ? USD_RATES[currency]! : 1);
