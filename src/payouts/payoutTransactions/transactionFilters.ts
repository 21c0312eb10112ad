import * as v from 'valibot';
import { keyMessage, type Message } from '@machines/shared/message';
import { listPayoutTransactions } from '../../api/calls/payouts';
import type { PayoutTransaction } from '../../api/schemas/payouts';
import type { PagedListOptions, TypedQuery } from '../../components/lists/usePagedList';
import { cleanFilters, dateRangeSchema, defaultDateRange, toIdList, type DateRange, type DateRangeLimit } from '../../filters';

/**
 * The payout transactions filters, as the user typed them (texts stay texts, so a visit
 * elsewhere brings back exactly what was filtered). Kept under 'filters:payoutTransactions'.
 */
export type TransactionListFilters = {
  readonly dateRange: DateRange;
  readonly companyIds: readonly number[];
  readonly statusIds: readonly number[];
  readonly countryId: number | null;
  /** Customer DNI (vat_id). */
  readonly vatId: string;
  /** Customer name (name__icontains). */
  readonly name: string;
  /** Payout number (uploaded_file__id): digits only. */
  readonly payrollId: string;
  readonly amount: string;
  readonly creditNote: string;
  /** Transaction ids, comma separated (id__in). */
  readonly ids: string;
};

const TRANSACTIONS_STORAGE_KEY = 'payoutTransactions';

/** Spec 01 section 9 gives these for the dashboard list; the payout lists use the same. */
import { DEFAULT_LIST_PAGE_SIZE } from '../../components/lists/pageSizes';

export const DEFAULT_PAGE_SIZE = DEFAULT_LIST_PAGE_SIZE;

/** Transfer status ids 1–5 (spec 01 section 4), in id order. */
export const TRANSFER_STATUS_IDS = [1, 2, 3, 4, 5] as const;

const PAYROLL_NUMBER = /^\d+$/;
const AMOUNT = /^(\d+\.?\d*|\.\d+)$/;
const ID_LIST = /^[\d,\s]*$/;

export type FilterField = 'payrollId' | 'amount' | 'ids';
export type FilterErrors = Partial<Record<FilterField, Message>>;

const text = v.string();
const ids = v.array(v.pipe(v.number(), v.integer()));

/** A stored query must pass the same rules as the form, or the defaults are used. */
const transactionFiltersSchema = v.object({
  dateRange: dateRangeSchema,
  companyIds: ids,
  statusIds: v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
  countryId: v.nullable(v.pipe(v.number(), v.integer())),
  vatId: text,
  name: text,
  payrollId: v.pipe(text, v.check((value) => value.trim() === '' || PAYROLL_NUMBER.test(value.trim()))),
  amount: v.pipe(text, v.check((value) => value.trim() === '' || AMOUNT.test(value.trim()))),
  creditNote: text,
  ids: v.pipe(text, v.regex(ID_LIST)),
});

const emptyTransactionFilters = (now: Date, limit?: DateRangeLimit | null): TransactionListFilters => ({
  dateRange: defaultDateRange(now, limit),
  companyIds: [],
  statusIds: [],
  countryId: null,
  vatId: '',
  name: '',
  payrollId: '',
  amount: '',
  creditNote: '',
  ids: '',
});

/**
 * Spec 01 section 5, checked when the user presses Filter: a payout number is a whole
 * number, an amount is digits with one optional decimal point, ids are digits and commas.
 * The inputs keep what was typed; only the message says what is wrong.
 */
export function validateTransactionFilters(filters: TransactionListFilters): FilterErrors {
  const errors: FilterErrors = {};
  const payrollId = filters.payrollId.trim();
  if (payrollId !== '' && !(PAYROLL_NUMBER.test(payrollId) && Number.isSafeInteger(Number(payrollId)))) {
    errors.payrollId = keyMessage('payoutTransactions:validation.payrollId');
  }
  const amount = filters.amount.trim();
  if (amount !== '' && !AMOUNT.test(amount)) errors.amount = keyMessage('payoutTransactions:validation.amount');
  const idText = filters.ids.trim();
  if (idText !== '' && (!ID_LIST.test(idText) || toIdList(idText).length === 0)) {
    errors.ids = keyMessage('payoutTransactions:validation.ids');
  }
  return errors;
}

/** GET /v1/transactions/ for a query: trimmed, and empty filters are not sent; `signal` cancels it. */
function fetchTransactionPage(query: TypedQuery<TransactionListFilters>, signal?: AbortSignal) {
  const { filters } = query;
  const payrollId = filters.payrollId.trim();
  return listPayoutTransactions(
    {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      ...cleanFilters({
        from: filters.dateRange[0],
        to: filters.dateRange[1],
        companyIds: filters.companyIds,
        statusIds: filters.statusIds,
        countryId: filters.countryId,
        vatId: filters.vatId,
        name: filters.name,
        payrollId: payrollId === '' ? null : Number(payrollId),
        amount: filters.amount,
        creditNote: filters.creditNote,
        ids: toIdList(filters.ids),
      }),
    },
    signal,
  );
}

export const transactionListOptions = (
  now: Date,
  limit?: DateRangeLimit | null,
): PagedListOptions<TransactionListFilters, PayoutTransaction> => ({
  storageKey: TRANSACTIONS_STORAGE_KEY,
  filtersSchema: transactionFiltersSchema as v.GenericSchema<unknown, TransactionListFilters>,
  defaults: { filters: emptyTransactionFilters(now, limit), page: 1, itemsPerPage: DEFAULT_PAGE_SIZE },
  fetchPage: fetchTransactionPage,
});
