import {
  AMOUNT_RANGE,
  CARD_BRANDS,
  channelKind,
  FEE_TAX,
  LOCAL_CHANNELS,
  MERCHANT_FEE,
  PAY_IN_CHANNELS,
  PAYMENT_CURRENCY_CODES,
  PAYMENT_MERCHANTS,
  REJECTIONS,
  TBK_CHANNELS,
  toUsd,
  type PaymentMerchant,
} from '../../payments/reference.ts';
import { randomHolderId } from '../../payouts/ids.ts';
import { BANKING, type CountryCode } from '../../payouts/reference.ts';
import { createRandom, hashSeed, type Random } from '../random.ts';

/**
 * Payments area: pay-in operations of every payments merchant over the last 120 days, payment
 * vouchers, and when the currency rates were last updated. Notification logs are generated the
 * first time an operation's detail is shown (payments/logs.ts), so a reset stays cheap.
 */

interface CommissionData {
  readonly fee: string | null;
  readonly fee_usd: string | null;
  readonly tax: string | null;
  readonly tax_usd: string | null;
  readonly net_amount: string | null;
  readonly net_amount_usd: string | null;
  readonly merchant_fee: string | null;
  readonly operation_tax: string | null;
  readonly markup: string | null;
  readonly settlement_date: string | null;
}

interface CardData {
  readonly number: string;
  readonly auth: string | null;
  readonly brand: string;
  /** extra_data (card_number, auth_number, card_brand) or tbk_transaction (vads_*). */
  readonly source: 'extra_data' | 'tbk_transaction';
}

export interface NotificationLog {
  readonly id: number;
  readonly fec_add: string;
  readonly request: unknown;
  readonly response: unknown;
}

export interface PaymentRecord {
  readonly operation_id: number;
  readonly merchant_id: number;
  readonly merchant_trans_id: string;
  readonly channel: number;
  readonly currency: string;
  /** Decimal text with 2 decimals, as Django serialises it. */
  readonly amount: string;
  readonly amountValue: number;
  last_status: number;
  readonly fec_creacion: string;
  readonly createdMs: number;
  updated_at: string;
  /** As served: mostly a JSON string, sometimes an object, a few cut short, some null. */
  readonly shopper_information: unknown;
  readonly card: CardData | null;
  readonly rejection: { readonly code: string; readonly message: string | null } | null;
  readonly commission: CommissionData | null;
  /** The merchant's endpoint keeps failing for this operation (status 2, odd id): renotify answers an error. */
  readonly notifyFails: boolean;
  /** Notifications sent before the seed's `now`; the entries are made on first use. */
  readonly seededLogSize: number;
  /** Newest first; null until first generated. */
  log: NotificationLog[] | null;
}

type VoucherState = 'PAGADO' | 'PENDIENTE' | 'RECHAZADO';

export interface VoucherRecord {
  readonly id: number;
  readonly company_id: number;
  readonly rut: string;
  readonly nombre: string;
  readonly banco: string;
  readonly monto: string;
  readonly monto_abono: string | null;
  readonly estado_pago: VoucherState;
  readonly estado_abono: 'ABONADO' | 'PENDIENTE' | 'RECHAZADO';
  /** YYYY-MM-DD */
  readonly fecha_de_pago: string;
  readonly fecha_abono: string | null;
  readonly forma_de_pago: string;
  readonly forma_abono: string | null;
  readonly voucher_id: number | null;
  readonly currency_code: string;
}

interface PaymentExport {
  readonly operationIds: readonly number[];
  readonly language: 'en' | 'es';
  /** Who asked for it: nobody else may download it. */
  readonly userId: number;
}

export interface PaymentsData {
  readonly merchants: readonly PaymentMerchant[];
  /** Newest first (by fec_creacion, then operation id). */
  readonly operations: PaymentRecord[];
  readonly byId: Map<number, PaymentRecord>;
  /** An operation of merchant 101 with 50 notifications (the detail's benchmark). */
  readonly longLogOperationId: number;
  /** Operations of merchant 101 notified a minute or two before `now` (renotify answers 403). */
  readonly recentlyNotifiedIds: readonly number[];
  readonly vouchers: VoucherRecord[];
  readonly ratesUpdatedAt: string;
  readonly exports: Map<string, PaymentExport>;
  nextExport: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Operations are spread over the last 120 days (the list's date limit). */
const PAYMENTS_WINDOW_MS = 119.5 * DAY;
const FIRST_OPERATION_ID = 48_210_001;
/** Gap between notification attempts of one operation. */
export const RETRY_GAP_MS = 10 * MINUTE;
const LONG_LOG_SIZE = 50;

/** Share of each status: 1 Created … 6 Refunded. */
const STATUS_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [1, 7],
  [2, 8],
  [3, 55],
  [4, 15],
  [5, 10],
  [6, 5],
];

function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

const money = (value: number) => value.toFixed(2);
const ratio = (value: number) => value.toFixed(4);
const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function currencyWeights(merchant: PaymentMerchant): ReadonlyArray<readonly [string, number]> {
  const listed = Object.entries(merchant.currencies);
  const rest = PAYMENT_CURRENCY_CODES.filter((code) => !(code in merchant.currencies));
  const left = Math.max(0, 100 - listed.reduce((sum, [, weight]) => sum + weight, 0));
  return [...listed, ...rest.map((code) => [code, left / rest.length] as const)];
}

function channelWeights(country: CountryCode): ReadonlyArray<readonly [number, number]> {
  return PAY_IN_CHANNELS.map((channel) => [channel.id, LOCAL_CHANNELS[country].includes(channel.id) ? 6 : 1] as const);
}

function amountOf(random: Random, currency: string): number {
  const range = AMOUNT_RANGE[currency] ?? { min: 1, max: 1000, decimals: 2 };
  const raw = range.min + (range.max - range.min) * random.next() ** 2;
  const factor = 10 ** range.decimals;
  return Math.round(raw * factor) / factor;
}

/** First names as e-mail local parts (accents dropped), worked out once. */
const EMAIL_NAME = new Map(
  Object.values(BANKING).flatMap((banking) => banking.firstNames.map((name) => [name, name.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')] as const)),
);

function shopperInformation(random: Random, country: CountryCode): unknown {
  const banking = BANKING[country];
  const first = random.pick(banking.firstNames);
  const last = random.pick(banking.lastNames);
  const info = {
    Num_doc_identi: randomHolderId(banking, random),
    name_shopper: first,
    las_name_Shopper: last,
    email_shopper: `${EMAIL_NAME.get(first) ?? 'shopper'}.${random.int(10, 99)}@mail.example`,
  };
  const form = random.next();
  if (form < 0.65) return JSON.stringify(info);
  if (form < 0.88) return info;
  if (form < 0.94) {
    // Cut short as some integrations store it: the document and first name survive.
    const text = JSON.stringify(info);
    return text.slice(0, text.indexOf('"las_name_Shopper"') + 12);
  }
  if (form < 0.97) return JSON.stringify({ ...info, Num_doc_identi: Number(info.Num_doc_identi.replace(/\D/g, '')) || info.Num_doc_identi });
  return null;
}

function cardData(random: Random, channel: number, status: number): CardData | null {
  if (channelKind(channel) !== 'card' || status === 1 || status === 5) return null;
  const { brand, bin } = random.pick(CARD_BRANDS);
  const tbk = TBK_CHANNELS.includes(channel) || (channel === 26 && random.next() < 0.25);
  return {
    number: `${bin}******${String(random.int(0, 9999)).padStart(4, '0')}`,
    auth: status === 4 ? null : String(random.int(100000, 999999)),
    brand,
    source: tbk ? 'tbk_transaction' : 'extra_data',
  };
}

function commissionOf(random: Random, merchant: PaymentMerchant, channel: number, currency: string, amount: number, status: number, createdMs: number, nowMs: number): CommissionData | null {
  if (![2, 3, 6].includes(status) || random.next() < 0.05) return null;
  const feeRate = MERCHANT_FEE[channelKind(channel)] + (merchant.id % 3) * 0.001;
  const taxRate = FEE_TAX[merchant.country];
  const fee = amount * feeRate;
  const tax = fee * taxRate;
  const net = amount - fee - tax;
  const noUsd = random.next() < 0.12;
  const settled = nowMs - createdMs > 2 * DAY && random.next() < 0.85;
  return {
    fee: money(fee),
    fee_usd: noUsd ? null : money(toUsd(fee, currency)),
    tax: money(tax),
    tax_usd: noUsd ? null : money(toUsd(tax, currency)),
    net_amount: money(net),
    net_amount_usd: noUsd ? null : money(toUsd(net, currency)),
    merchant_fee: ratio(feeRate),
    operation_tax: random.next() < 0.06 ? null : ratio(taxRate),
    markup: random.next() < 0.5 ? null : money(random.int(0, 150) / 100),
    settlement_date: settled ? day(createdMs + 2 * DAY) : null,
  };
}

function logSizeOf(random: Random, status: number): number {
  if (status === 2) return random.int(1, 4);
  if (status === 3) return random.int(1, 3);
  if (status === 4) return 1;
  if (status === 5) return random.next() < 0.5 ? 1 : 0;
  if (status === 6) return 2;
  return 0;
}

function updatedMsOf(random: Random, status: number, createdMs: number, logSize: number, nowMs: number): number {
  const after =
    status === 1 ? 0
    : status === 2 ? logSize * RETRY_GAP_MS
    : status === 3 ? random.int(5, 90) * SECOND + (logSize - 1) * RETRY_GAP_MS
    : status === 4 ? random.int(30, 600) * SECOND
    : status === 5 ? DAY
    : random.int(1, 20) * DAY;
  return Math.min(createdMs + after, nowMs);
}

interface Draft {
  readonly merchant: PaymentMerchant;
  readonly createdMs: number;
  /** Forced channel (every channel appears for every merchant) or status. */
  readonly channel?: number;
  readonly status?: number;
  readonly fresh?: boolean;
}

function seedOperations(random: Random, nowMs: number) {
  const drafts: Draft[] = [];
  for (const merchant of PAYMENT_MERCHANTS) {
    for (let index = 0; index < merchant.operations; index += 1) {
      drafts.push({ merchant, createdMs: nowMs - Math.floor(random.next() * PAYMENTS_WINDOW_MS), channel: index < PAY_IN_CHANNELS.length ? index + 1 : undefined });
    }
  }
  const weights = new Map(PAYMENT_MERCHANTS.map((merchant) => [merchant.id, { channels: channelWeights(merchant.country), currencies: currencyWeights(merchant) }]));
  const andes = PAYMENT_MERCHANTS[0]!;
  for (const secondsAgo of [170, 110, 50]) drafts.push({ merchant: andes, createdMs: nowMs - secondsAgo * SECOND, channel: 1, status: 3, fresh: true });
  drafts.sort((a, b) => a.createdMs - b.createdMs);

  const operations: PaymentRecord[] = drafts.map((draft, index) => {
    const { merchant, createdMs } = draft;
    const operation_id = FIRST_OPERATION_ID + index;
    const { channels, currencies } = weights.get(merchant.id)!;
    const channel = draft.channel ?? weighted(random, channels);
    const currency = weighted(random, currencies);
    const status = draft.status ?? weighted(random, STATUS_WEIGHTS);
    const amountValue = amountOf(random, currency);
    const logSize = draft.fresh ? 1 : logSizeOf(random, status);
    const updatedMs = draft.fresh ? createdMs + 8 * SECOND : updatedMsOf(random, status, createdMs, logSize, nowMs);
    const rejections = REJECTIONS[channelKind(channel)];
    return {
      operation_id,
      merchant_id: merchant.id,
      merchant_trans_id: `${merchant.referencePrefix}${String(operation_id - FIRST_OPERATION_ID + 10_000).padStart(6, '0')}`,
      channel,
      currency,
      amount: money(amountValue),
      amountValue,
      last_status: status,
      fec_creacion: iso(createdMs),
      createdMs,
      updated_at: iso(updatedMs),
      shopper_information: shopperInformation(random, merchant.country),
      card: cardData(random, channel, status),
      rejection: status === 4 ? random.pick(rejections) : null,
      commission: commissionOf(random, merchant, channel, currency, amountValue, status, createdMs, nowMs),
      // Odd ids, so a tester can pick one (the draw stays, so the rest of the seed is unchanged).
      notifyFails: status === 2 && random.next() >= 0 && operation_id % 2 === 1,
      seededLogSize: logSize,
      log: null,
    };
  });
  operations.reverse();

  // The newest completed-and-notified operation of merchant 101 older than ten hours: 50 attempts.
  const longIndex = operations.findIndex((record) => record.merchant_id === andes.id && record.last_status === 3 && nowMs - record.createdMs > 10 * HOUR);
  const long = operations[longIndex]!;
  operations[longIndex] = { ...long, seededLogSize: LONG_LOG_SIZE, updated_at: iso(long.createdMs + (LONG_LOG_SIZE - 1) * RETRY_GAP_MS + 30 * SECOND) };
  const recentlyNotifiedIds = operations.filter((record) => record.merchant_id === andes.id && nowMs - record.createdMs <= 3 * MINUTE && record.last_status === 3).map((record) => record.operation_id);
  return { operations, longLogOperationId: long.operation_id, recentlyNotifiedIds };
}

const VOUCHER_COUNTS: Record<number, number> = { 1: 140, 2: 40, 3: 90, 4: 40, 5: 40, 6: 40, 7: 40, 8: 40 };
const COUNTRY_OF_COMPANY: Record<number, CountryCode> = { 1: 'CL', 2: 'CL', 3: 'PE', 4: 'CL', 5: 'PE', 6: 'MX', 7: 'CL', 8: 'PE' };
const PAY_FORMS: Record<CountryCode, ReadonlyArray<readonly [string, string]>> = {
  CL: [
    ['Transferencia electrónica', 'Transferencia'],
    ['Vale vista', 'Vale vista'],
    ['Depósito en cuenta', 'Depósito'],
  ],
  PE: [
    ['Transferencia interbancaria', 'Transferencia CCI'],
    ['Depósito en cuenta', 'Depósito'],
  ],
  MX: [['Transferencia SPEI', 'SPEI']],
};

function seedVouchers(random: Random, nowMs: number): VoucherRecord[] {
  const drafts: Array<{ company_id: number; paidMs: number }> = [];
  for (const [company, count] of Object.entries(VOUCHER_COUNTS)) {
    for (let index = 0; index < count; index += 1) drafts.push({ company_id: Number(company), paidMs: nowMs - Math.floor(random.next() * PAYMENTS_WINDOW_MS) });
  }
  drafts.sort((a, b) => a.paidMs - b.paidMs);
  return drafts
    .map(({ company_id, paidMs }, index): VoucherRecord => {
      const country = COUNTRY_OF_COMPANY[company_id] ?? 'CL';
      const banking = BANKING[country];
      const currency = random.next() < 0.9 ? banking.mainCurrency : 'USD';
      const amount = amountOf(random, currency) * 10;
      const roll = random.next();
      const state: VoucherState = roll < 0.85 ? 'PAGADO' : roll < 0.95 ? 'PENDIENTE' : 'RECHAZADO';
      const [forma_de_pago, forma_abono] = random.pick(PAY_FORMS[country]);
      const creditedMs = Math.min(paidMs + random.int(0, 2) * DAY, nowMs);
      const id = index + 1;
      const company = random.next() < 0.25;
      return {
        id,
        company_id,
        rut: randomHolderId(banking, random),
        nombre: company
          ? `${random.pick(banking.lastNames)} ${random.pick(['y Cía.', 'Hermanos', 'Servicios', 'Comercial'])}`
          : `${random.pick(banking.firstNames)} ${random.pick(banking.lastNames)} ${random.pick(banking.lastNames)}`,
        banco: random.pick(banking.banks),
        monto: money(amount),
        monto_abono: state === 'PAGADO' ? money(amount) : state === 'RECHAZADO' ? money(0) : null,
        estado_pago: state,
        estado_abono: state === 'PAGADO' ? 'ABONADO' : state,
        fecha_de_pago: day(paidMs),
        fecha_abono: state === 'PENDIENTE' ? null : day(creditedMs),
        forma_de_pago,
        forma_abono: state === 'PENDIENTE' ? null : forma_abono,
        voucher_id: state === 'PAGADO' && random.next() < 0.95 ? 70_000 + id : null,
        currency_code: currency,
      };
    })
    .reverse();
}

/** Fresh, deterministic payments data, dated relative to `now`. */
export function seedPayments(now: Date): PaymentsData {
  const random = createRandom(hashSeed('payments'));
  const nowMs = now.getTime();
  const { operations, longLogOperationId, recentlyNotifiedIds } = seedOperations(random, nowMs);
  return {
    merchants: PAYMENT_MERCHANTS,
    operations,
    byId: new Map(operations.map((record) => [record.operation_id, record])),
    longLogOperationId,
    recentlyNotifiedIds,
    vouchers: seedVouchers(random, nowMs),
    // Rates are refreshed hourly: the last update is the start of the current hour.
    ratesUpdatedAt: iso(Math.floor(nowMs / HOUR) * HOUR),
    exports: new Map(),
    nextExport: 1,
  };
}
