import * as v from 'valibot';
import { keyMessage, type Message } from '@machines/shared/message';
import { listVouchers } from '../../api/calls/payments';
import type { VoucherRow } from '../../api/schemas/payments';
import { DEFAULT_LIST_PAGE_SIZE } from '../../components/lists/pageSizes';
import type { PagedListOptions, TypedQuery } from '../../components/lists/usePagedList';
import { dateRangeSchema, type DateRange } from '../../filters';

/**
 * The payment vouchers report's filters as the user typed them (spec 02 section 2), kept
 * under 'filters:payoutVouchers' so a visit elsewhere brings them back as they were.
 */
export type VoucherListFilters = {
  /** Payment (credit) date, fecha_abono; both ends empty by default: every voucher. */
  readonly dateRange: DateRange;
  /** Client tax id, starts with (rut__startswith). */
  readonly rut: string;
  /** Client name, contains (nombre__icontains). */
  readonly name: string;
  /** Bank, contains (banco__icontains). */
  readonly bank: string;
  /** Payment amount, exact (monto_abono): digits and one decimal point. */
  readonly amount: string;
};

const VOUCHERS_STORAGE_KEY = 'payoutVouchers';

const AMOUNT = /^(\d+\.?\d*|\.\d+)$/;

export type VoucherFilterErrors = Partial<Record<'amount', Message>>;

/** A stored query must pass the same rules as the form, or the defaults are used. */
const voucherFiltersSchema = v.object({
  dateRange: dateRangeSchema,
  rut: v.string(),
  name: v.string(),
  bank: v.string(),
  amount: v.pipe(v.string(), v.check((value) => value.trim() === '' || AMOUNT.test(value.trim()))),
});

export const emptyVoucherFilters = (): VoucherListFilters => ({ dateRange: [null, null], rut: '', name: '', bank: '', amount: '' });

/** Checked on Filter: the amount is digits with at most one decimal point ('.' alone is refused). */
export function validateVoucherFilters(filters: VoucherListFilters): VoucherFilterErrors {
  const amount = filters.amount.trim();
  return amount !== '' && !AMOUNT.test(amount) ? { amount: keyMessage('payoutVouchers:validation.amount') } : {};
}

/** GET /v1/vouchers/ for a query (the call trims texts and drops empty filters); `signal` cancels it. */
const fetchVoucherPage = ({ filters, page, itemsPerPage }: TypedQuery<VoucherListFilters>, signal?: AbortSignal) =>
  listVouchers(
    {
      page,
      itemsPerPage,
      rut: filters.rut,
      name: filters.name,
      bank: filters.bank,
      amount: filters.amount,
      from: filters.dateRange[0],
      to: filters.dateRange[1],
    },
    signal,
  );

export const voucherListOptions = (): PagedListOptions<VoucherListFilters, VoucherRow> => ({
  storageKey: VOUCHERS_STORAGE_KEY,
  filtersSchema: voucherFiltersSchema as v.GenericSchema<unknown, VoucherListFilters>,
  defaults: { filters: emptyVoucherFilters(), page: 1, itemsPerPage: DEFAULT_LIST_PAGE_SIZE },
  fetchPage: fetchVoucherPage,
});
