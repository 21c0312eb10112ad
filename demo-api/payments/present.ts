import { createRandom, hashSeed } from '../store/random.ts';
import type { NotificationLog, PaymentRecord, VoucherRecord } from '../store/seed/payments.ts';
import { RETRY_GAP_MS } from '../store/seed/payments.ts';
import { PAYMENT_MERCHANTS, type PaymentMerchant } from './reference.ts';

/** The JSON the payments calls answer, and the notification logs made on first use. */

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const FAILURES = [500, 502, 503, 504, 404] as const;

export const merchantOf = (record: PaymentRecord): PaymentMerchant =>
  PAYMENT_MERCHANTS.find((merchant) => merchant.id === record.merchant_id) ?? PAYMENT_MERCHANTS[0]!;

/** The status the merchant was told of: completed for the attempts, refunded for a refund's second notice. */
const notifiedStatus = (record: PaymentRecord, index: number, size: number) =>
  record.last_status === 6 && index === size - 1 ? 6 : record.last_status === 2 || record.last_status === 6 ? 3 : record.last_status;

/** One notification: the request sent to the merchant and what its endpoint answered. */
export function logEntry(record: PaymentRecord, id: number, atMs: number, code: number, status: number, signature: string): NotificationLog {
  const merchant = merchantOf(record);
  const request = {
    url: status === 4 || status === 5 ? merchant.reject_notification_url : merchant.notification_url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': signature },
    body: {
      operation_id: record.operation_id,
      merchant_trans_id: record.merchant_trans_id,
      status,
      amount: record.amount,
      currency: record.currency,
      channel: record.channel,
      fec_creacion: record.fec_creacion,
    },
  };
  const ok = code >= 200 && code < 300;
  const response = {
    http_status_code: code,
    headers: { 'Content-Type': ok ? 'application/json' : 'text/html' },
    body: ok ? { received: true } : code === 404 ? '<h1>Not Found</h1>' : `<html><body>${code} Server Error</body></html>`,
    elapsed_ms: code === 504 ? 30000 : 80 + ((record.operation_id + id) % 700),
  };
  // One operation in five was stored by an integration that keeps the request as JSON text.
  return { id, fec_add: iso(atMs), request: record.operation_id % 5 === 0 ? JSON.stringify(request) : request, response };
}

/** The operation's notifications, newest first: made once from its id, then kept (renotify adds to it). */
export function logOf(record: PaymentRecord): NotificationLog[] {
  if (record.log) return record.log;
  const random = createRandom(hashSeed(`payments:log:${record.operation_id}`));
  const size = record.seededLogSize;
  const createdMs = record.createdMs;
  const updatedMs = Date.parse(record.updated_at);
  const entries: NotificationLog[] = [];
  for (let index = 0; index < size; index += 1) {
    // The last attempt is at updated_at, the earlier ones a retry gap apart before it.
    const atMs = Math.max(createdMs + (index + 1) * 1000, updatedMs - (size - 1 - index) * Math.min(RETRY_GAP_MS, (updatedMs - createdMs) / size));
    const last = index === size - 1;
    const failing = record.last_status === 2 || (record.last_status === 3 && !last);
    const code = failing ? random.pick(FAILURES) : 200;
    entries.push(logEntry(record, record.operation_id * 1000 + index, atMs, code, notifiedStatus(record, index, size), random.hex(32)));
  }
  record.log = entries.reverse();
  return record.log;
}

function extraData(record: PaymentRecord) {
  const card = record.card?.source === 'extra_data' ? record.card : null;
  if (!card && !record.rejection) return null;
  return {
    card_number: card?.number ?? null,
    auth_number: card?.auth ?? null,
    card_brand: card?.brand ?? null,
    rejection_message: record.rejection?.message ?? null,
    rejection_code: record.rejection?.code ?? null,
  };
}

function tbkTransaction(record: PaymentRecord) {
  const card = record.card?.source === 'tbk_transaction' ? record.card : null;
  return card ? { vads_card_number: card.number, vads_auth_number: card.auth, vads_card_brand: card.brand } : null;
}

/** A row of the list: everything but the notifications log. */
export function operationJson(record: PaymentRecord) {
  const merchant = merchantOf(record);
  return {
    operation_id: record.operation_id,
    merchant_trans_id: record.merchant_trans_id,
    channel: record.channel,
    currency: record.currency,
    amount: record.amount,
    last_status: record.last_status,
    fec_creacion: record.fec_creacion,
    updated_at: record.updated_at,
    shopper_information: record.shopper_information,
    merchant: { id: merchant.id, bussines_name: merchant.bussines_name },
    extra_data: extraData(record),
    tbk_transaction: tbkTransaction(record),
    operation_commission: record.commission,
  };
}

/** The detail: the row plus its notifications log. */
export const transactionJson = (record: PaymentRecord) => ({ ...operationJson(record), log_transactions: logOf(record) });

/** `companyName` null: the caller may not see whose voucher it is (spec 02 section 6). */
export const voucherJson = (record: VoucherRecord, companyName: string | null) => ({
  id: record.id,
  rut: record.rut,
  nombre: record.nombre,
  banco: record.banco,
  monto: record.monto,
  monto_abono: record.monto_abono,
  estado_pago: record.estado_pago,
  estado_abono: record.estado_abono,
  fecha_de_pago: record.fecha_de_pago,
  fecha_abono: record.fecha_abono,
  forma_de_pago: record.forma_de_pago,
  forma_abono: record.forma_abono,
  voucher: { id: record.voucher_id, has_voucher: record.voucher_id !== null },
  transaction: { currency_code: record.currency_code },
  payroll: companyName === null ? null : { company_name: companyName },
  company: companyName === null ? null : { name: companyName },
});
