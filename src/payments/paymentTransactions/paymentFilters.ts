import * as v from 'valibot';
import { keyMessage, type Message } from '@machines/shared/message';
import type { PageOf } from '@machines/shared/pagedList';
import { readSession } from '../../platform/storage';
import { listPayments, type PaymentFilters, type PaymentListQuery } from '../../api/calls/payments';
import { earlyLoader } from '../../platform/prefetch/earlyLoader';
import { PAY_IN_CHANNELS, PAYMENT_CURRENCIES, PAYMENT_STATUSES, type PaymentOperation } from '../../api/schemas/payments';
import { DEFAULT_LIST_PAGE_SIZE } from '../../components/lists/pageSizes';
import { savedQueryOf, type PagedListOptions, type TypedQuery } from '../../components/lists/usePagedList';
import { PAYMENT_SORTS } from './sortPayments';
import {
  MAX_MERCHANTS,
  dateRangeSchema,
  defaultDateRange,
  sanitizeAmount,
  sanitizeIdList,
  toIdList,
  type DateRange,
  type DateRangeLimit,
} from '../../filters';

/**
 * The payments list filters as the user typed them (texts stay texts, so a visit elsewhere
 * brings back exactly what was filtered). Kept under 'filters:paymentTransactions'.
 */
export type PaymentListFilters = {
  readonly dateRange: DateRange;
  /** Pay-in channel ids (PAY_IN_CHANNELS). */
  readonly channelIds: readonly number[];
  readonly statuses: readonly number[];
  readonly currencies: readonly string[];
  readonly reference: string;
  readonly shopperFirstName: string;
  readonly shopperLastName: string;
  readonly shopperDocument: string;
  /** Digits with one optional decimal point. */
  readonly amount: string;
  /** Operation ids, comma separated. */
  readonly operationIds: string;
  /** Merchant ids (the session's mids), at most 7. */
  readonly merchantIds: readonly number[];
};

const PAYMENTS_STORAGE_KEY = 'paymentTransactions';
const PAYMENT_TRANSACTIONS_PATH = '/payments/transactions';

const AMOUNT = /^(\d+\.?\d*|\.\d+)$/;
const CHANNEL_IDS = PAY_IN_CHANNELS.map((channel) => channel.id);
const text = v.string();

/** A stored query must pass the same rules as the form, or the defaults are used. */
export const paymentFiltersSchema = v.object({
  dateRange: dateRangeSchema,
  channelIds: v.array(v.picklist(CHANNEL_IDS)),
  statuses: v.array(v.picklist(PAYMENT_STATUSES)),
  currencies: v.array(v.picklist(PAYMENT_CURRENCIES)),
  reference: text,
  shopperFirstName: text,
  shopperLastName: text,
  shopperDocument: text,
  amount: v.pipe(text, v.check((value) => value === sanitizeAmount(value))),
  operationIds: v.pipe(text, v.check((value) => value === sanitizeIdList(value))),
  merchantIds: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(MAX_MERCHANTS)),
});

export const emptyPaymentFilters = (now: Date, limit?: DateRangeLimit | null): PaymentListFilters => ({
  dateRange: defaultDateRange(now, limit),
  channelIds: [],
  statuses: [],
  currencies: [],
  reference: '',
  shopperFirstName: '',
  shopperLastName: '',
  shopperDocument: '',
  amount: '',
  operationIds: '',
  merchantIds: [],
});

export type PaymentFilterField = 'amount' | 'operationIds';
export type PaymentFilterErrors = Partial<Record<PaymentFilterField, Message>>;

/**
 * Spec 02 section 5, checked when the user presses Filter or Export (the inputs already keep
 * only digits and one point, or digits and single commas, and the merchant filter stops at
 * 7): what is left to refuse is an amount that is only a point and ids that are only commas.
 */
export function validatePaymentFilters(filters: PaymentListFilters): PaymentFilterErrors {
  const errors: PaymentFilterErrors = {};
  const amount = filters.amount.trim();
  if (amount !== '' && !AMOUNT.test(amount)) errors.amount = keyMessage('paymentTransactions:validation.amount');
  if (filters.operationIds.trim() !== '' && toIdList(filters.operationIds).length === 0) {
    errors.operationIds = keyMessage('paymentTransactions:validation.operationIds');
  }
  return errors;
}

/** The call's filters; `listPayments` trims, joins and leaves out the empty ones. */
export const toPaymentCall = (filters: PaymentListFilters): PaymentFilters => ({
  from: filters.dateRange[0],
  to: filters.dateRange[1],
  channelIds: filters.channelIds,
  statuses: filters.statuses,
  currencies: filters.currencies,
  reference: filters.reference,
  shopperFirstName: filters.shopperFirstName,
  shopperLastName: filters.shopperLastName,
  shopperDocument: filters.shopperDocument,
  // '12.' is typed on the way to '12.5'; sent as it is read, '12'.
  amount: filters.amount.trim().replace(/\.$/, ''),
  operationIds: toIdList(filters.operationIds),
  merchantIds: filters.merchantIds,
});

/** The call for one query of the list. */
const paymentCallOf = (query: TypedQuery<PaymentListFilters>): PaymentListQuery => ({
  page: query.page,
  itemsPerPage: query.itemsPerPage,
  ...toPaymentCall(query.filters),
});

/** GET /v1/payments/operation/ for a query of the list; `signal` cancels it. */
export const fetchPaymentPage = (query: TypedQuery<PaymentListFilters>, signal?: AbortSignal) =>
  paymentPages.load(paymentCallOf(query), signal);

export const paymentListOptions = (now: Date, limit?: DateRangeLimit | null): PagedListOptions<PaymentListFilters, PaymentOperation> => ({
  storageKey: PAYMENTS_STORAGE_KEY,
  filtersSchema: paymentFiltersSchema as v.GenericSchema<unknown, PaymentListFilters>,
  defaults: { filters: emptyPaymentFilters(now, limit), page: 1, itemsPerPage: DEFAULT_LIST_PAGE_SIZE },
  sorts: PAYMENT_SORTS,
  fetchPage: fetchPaymentPage,
});

/**
 * GET /v1/payments/operation/, the list's first page asked for as soon as a sign-in announces
 * this page (admin's landing: src/platform/prefetch/earlyLoader.ts), with the query the list will open with.
 */
const paymentPages = earlyLoader<PaymentListQuery, { items: readonly PaymentOperation[]; paginate: PageOf['paginate'] }>(
  PAYMENT_TRANSACTIONS_PATH,
  () => (readSession() ? paymentCallOf(savedQueryOf(paymentListOptions(new Date()))) : null),
  async (call, signal) => {
    const answer = await listPayments(call, signal);
    return { items: answer.items.data, paginate: answer.paginate };
  },
);

/** Starts the list's first page while the page is opening (before it renders). */
export const startFirstPaymentPage = (): void => paymentPages.start();
