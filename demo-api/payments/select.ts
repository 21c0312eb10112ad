import { readShopper } from '../../machines/payments/shopper.ts';
import type { MessageKey } from '../http/messages/index.ts';
import { dayRange, param } from '../http/query.ts';
import { fieldError, notFound } from '../http/refusal.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { PaymentRecord, VoucherRecord } from '../store/seed/payments.ts';
import { PAY_IN_CHANNELS, PAYMENT_CURRENCY_CODES, PAYMENT_MERCHANTS } from './reference.ts';

/** Who sees which payments and vouchers, and the list filters of spec 02 sections 5 and 7. */

const MAX_MERCHANTS = 7;
const EXPORT_LIMIT = 20000;

/** Provider staff (ALPSADMIN) see every merchant; everyone else the merchants of their session (mids). */
export const visibleMerchantIds = (user: DemoUser): number[] =>
  user.profile_names.includes('ALPSADMIN') ? PAYMENT_MERCHANTS.map((merchant) => merchant.id) : [...user.mids];

export function findOperation(request: Request, user: DemoUser, id: number | null): PaymentRecord {
  const record = id === null ? undefined : db.payments.byId.get(id);
  return record && visibleMerchantIds(user).includes(record.merchant_id) ? record : notFound(request);
}

/** `a<sep>b<sep>c` with empty entries dropped; each must pass `valid` or the field is refused. */
function listParam(request: Request, url: URL, name: string, separator: string, valid: (part: string) => boolean, key: MessageKey): string[] | null {
  const value = param(url, name);
  if (value === null) return null;
  const parts = value.split(separator).map((part) => part.trim()).filter((part) => part !== '');
  const bad = parts.find((part) => !valid(part));
  if (bad !== undefined) fieldError(request, name, key, { value: bad });
  return parts;
}

const digits = (part: string) => /^\d+$/.test(part);
const compact = (text: string) => text.replace(/[.\-\s]/g, '').toUpperCase();
const CHANNEL_IDS = new Set(PAY_IN_CHANNELS.map((channel) => String(channel.id)));
const STATUS_IDS = new Set(['1', '2', '3', '4', '5', '6']);
const CURRENCIES = new Set<string>(PAYMENT_CURRENCY_CODES);

type Compare = (a: PaymentRecord, b: PaymentRecord) => number;

/**
 * Fields the list may be ordered by. A Map, so a client-chosen name is looked up among these
 * only (never `__proto__`, `constructor` or `toString` of a plain object).
 */
export const ORDERING_FIELDS: ReadonlyMap<string, Compare> = new Map<string, Compare>([
  ['operation_id', (a, b) => a.operation_id - b.operation_id],
  ['merchant_trans_id', (a, b) => a.merchant_trans_id.localeCompare(b.merchant_trans_id)],
  ['channel', (a, b) => a.channel - b.channel],
  ['currency', (a, b) => a.currency.localeCompare(b.currency)],
  ['fec_creacion', (a, b) => a.createdMs - b.createdMs],
]);

/**
 * `ordering`: one field or a comma list (`-` before a field for descending), as DRF's
 * OrderingFilter reads it; null when absent. A field not in ORDERING_FIELDS is refused with
 * 400 `{ordering: ['Select a valid choice. X is not one of the available choices.']}`, as
 * django-filter's OrderingFilter does, rather than silently ignored.
 */
function orderingOf(request: Request, url: URL): Compare | null {
  const parts = listParam(request, url, 'ordering', ',', (part) => ORDERING_FIELDS.has(part.replace(/^-/, '')), 'selectValidChoice');
  if (parts === null || parts.length === 0) return null;
  const compares = parts.map((part) => {
    const compare = ORDERING_FIELDS.get(part.replace(/^-/, ''))!;
    return part.startsWith('-') ? (a: PaymentRecord, b: PaymentRecord) => -compare(a, b) : compare;
  });
  return (a, b) => {
    for (const compare of compares) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}

/** The merchant ids asked for (company_id__in), checked against the user's: at most 7, each theirs. */
function merchantFilter(request: Request, url: URL, visible: readonly number[]): Set<number> | null {
  const ids = listParam(request, url, 'company_id__in', ',', digits, 'enterWholeNumber');
  if (ids === null) return null;
  if (new Set(ids).size > MAX_MERCHANTS) fieldError(request, 'company_id__in', 'tooManyMerchants');
  const foreign = ids.find((id) => !visible.includes(Number(id)));
  if (foreign !== undefined) fieldError(request, 'company_id__in', 'selectValidChoice', { value: foreign });
  return new Set(ids.map(Number));
}

/**
 * GET /v1/payments/operation/: operation_id (comma list), channel (dash list), last_status and
 * currency (comma lists), reference (contains), shopper_first_name / shopper_last_name
 * (contains), vat-id (contains, ignoring dots, hyphens and case), amount (exact), start-date /
 * end-date (YYYY-MM-DD, inclusive business days), company_id__in; `ordering` (ORDERING_FIELDS); newest first.
 */
export function selectOperations(request: Request, url: URL, user: DemoUser): PaymentRecord[] {
  const visible = visibleMerchantIds(user);
  const ids = listParam(request, url, 'operation_id', ',', digits, 'enterWholeNumber');
  const channels = listParam(request, url, 'channel', '-', (part) => CHANNEL_IDS.has(part), 'selectValidChoice');
  const statuses = listParam(request, url, 'last_status', ',', (part) => STATUS_IDS.has(part), 'selectValidChoice');
  const currencies = listParam(request, url, 'currency', ',', (part) => CURRENCIES.has(part.toUpperCase()), 'selectValidChoice');
  const merchants = merchantFilter(request, url, visible);
  const reference = param(url, 'reference')?.toLowerCase() ?? null;
  const firstName = param(url, 'shopper_first_name')?.toLowerCase() ?? null;
  const lastName = param(url, 'shopper_last_name')?.toLowerCase() ?? null;
  const document = param(url, 'vat-id');
  const documentKey = document === null ? null : compact(document);
  const amount = param(url, 'amount');
  if (amount !== null && !/^\d+(\.\d+)?$/.test(amount)) fieldError(request, 'amount', 'enterNumber');
  const amountValue = amount === null ? null : Number(amount);
  const inRange = dayRange(request, url, 'start-date', 'end-date', '-');
  const compare = orderingOf(request, url);

  const idSet = ids && new Set(ids.map(Number));
  const channelSet = channels && new Set(channels.map(Number));
  const statusSet = statuses && new Set(statuses.map(Number));
  const currencySet = currencies && new Set(currencies.map((code) => code.toUpperCase()));
  const visibleSet = new Set(visible);
  const shopperNeeded = firstName !== null || lastName !== null || documentKey !== null;

  const rows = db.payments.operations.filter((record) => {
    if (!visibleSet.has(record.merchant_id)) return false;
    if (merchants && !merchants.has(record.merchant_id)) return false;
    if (idSet && !idSet.has(record.operation_id)) return false;
    if (channelSet && !channelSet.has(record.channel)) return false;
    if (statusSet && !statusSet.has(record.last_status)) return false;
    if (currencySet && !currencySet.has(record.currency)) return false;
    if (amountValue !== null && record.amountValue !== amountValue) return false;
    if (reference !== null && !record.merchant_trans_id.toLowerCase().includes(reference)) return false;
    if (!inRange.has(record.createdMs)) return false;
    if (shopperNeeded) {
      // The server reads shopper_information as the app does: what a cut-short value still holds.
      const shopper = readShopper(record.shopper_information);
      if (firstName !== null && !(shopper.firstName ?? '').toLowerCase().includes(firstName)) return false;
      if (lastName !== null && !(shopper.lastName ?? '').toLowerCase().includes(lastName)) return false;
      if (documentKey !== null && !compact(shopper.document ?? '').includes(documentKey)) return false;
    }
    return true;
  });

  if (!compare) return rows;
  return rows.sort((a, b) => compare(a, b) || b.operation_id - a.operation_id);
}

/** The export's row limit: 20000 unless a lower one is asked for. */
export function exportLimit(request: Request, url: URL): number {
  const value = param(url, 'limit');
  if (value === null) return EXPORT_LIMIT;
  if (!/^-?\d+$/.test(value)) fieldError(request, 'limit', 'validInteger');
  const limit = Number(value);
  if (limit > EXPORT_LIMIT) fieldError(request, 'limit', 'atMost', { max: EXPORT_LIMIT });
  if (limit < 1) fieldError(request, 'limit', 'atLeast', { min: 1 });
  return limit;
}

/** Vouchers of the user's companies (alpsadmin has all eight). */
const visibleVouchers = (user: DemoUser): VoucherRecord[] =>
  db.payments.vouchers.filter((record) => user.company_ids.includes(record.company_id));

/**
 * The vouchers report: rut__startswith (dots and hyphen ignored), nombre__icontains,
 * banco__icontains, monto_abono (exact), fecha_abono__gte / __lte (YYYY-MM-DD, inclusive).
 * Newest payment first.
 */
export function selectVouchers(request: Request, url: URL, user: DemoUser): VoucherRecord[] {
  const rut = param(url, 'rut__startswith');
  const rutKey = rut === null ? null : compact(rut);
  const name = param(url, 'nombre__icontains')?.toLowerCase() ?? null;
  const bank = param(url, 'banco__icontains')?.toLowerCase() ?? null;
  const amount = param(url, 'monto_abono');
  if (amount !== null && !/^\d+(\.\d+)?$/.test(amount)) fieldError(request, 'monto_abono', 'enterNumber');
  const amountValue = amount === null ? null : Number(amount);
  const inRange = dayRange(request, url, 'fecha_abono__gte', 'fecha_abono__lte', '-');
  const dated = param(url, 'fecha_abono__gte') !== null || param(url, 'fecha_abono__lte') !== null;
  return visibleVouchers(user).filter(
    (record) =>
      (rutKey === null || compact(record.rut).startsWith(rutKey)) &&
      (name === null || record.nombre.toLowerCase().includes(name)) &&
      (bank === null || record.banco.toLowerCase().includes(bank)) &&
      (amountValue === null || (record.monto_abono !== null && Number(record.monto_abono) === amountValue)) &&
      (!dated || (record.fecha_abono !== null && inRange.hasDate(record.fecha_abono))),
  );
}
