import * as v from 'valibot';
import { listPayrolls } from '../../api/calls/payouts';
import type { BulkFilters } from '../../api/calls/payrollBulk';
import type { Payroll } from '../../api/schemas/payouts';
import type { PagedListOptions, TypedQuery } from '../../components/lists/usePagedList';
import { dateRangeSchema, defaultDateRange, type DateRange, type DateRangeLimit } from '../../filters';

/**
 * What the payout list filters by; kept in session storage under 'filters:payoutList'. A type
 * (not an interface) so that it is a plain record for the list chart's FILTER event.
 */
export type PayoutListFilters = {
  readonly dateRange: DateRange;
  readonly companyIds: readonly number[];
  readonly statusIds: readonly number[];
  readonly countryId: number | null;
};

export const PAYOUT_LIST_STORAGE_KEY = 'payoutList';

/** Spec 01 section 9: 10, 25, 50 or 150 rows, 10 by default. */
export { LIST_PAGE_SIZES as PAGE_SIZES } from '../../components/lists/pageSizes';
import { DEFAULT_LIST_PAGE_SIZE as DEFAULT_PAGE_SIZE } from '../../components/lists/pageSizes';
/** Spec 01 section 2: page controls appear only at this size (and with more than one page). */
export const PAGED_SIZE = 150;

/** Payroll status ids 0–9 (spec 01 section 4). */
export const PAYROLL_STATUS_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

const ids = v.array(v.pipe(v.number(), v.integer()));

export const payoutListFiltersSchema = v.object({
  dateRange: dateRangeSchema,
  companyIds: ids,
  statusIds: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))),
  countryId: v.nullable(v.pipe(v.number(), v.integer())),
});

export const defaultPayoutListQuery = (now: Date, limit?: DateRangeLimit | null): TypedQuery<PayoutListFilters> => ({
  filters: { dateRange: defaultDateRange(now, limit), companyIds: [], statusIds: [], countryId: null },
  page: 1,
  itemsPerPage: DEFAULT_PAGE_SIZE,
});

/** The list's filters as the server reads them (the list call's, and a bulk action's 'all matching'). */
export const wireFiltersOf = (filters: PayoutListFilters): BulkFilters => ({
  statusIds: filters.statusIds,
  companyIds: filters.companyIds,
  countryId: filters.countryId,
  from: filters.dateRange[0],
  to: filters.dateRange[1],
});

/** GET /v1/payrolls/ for a query of the list; `signal` cancels it. */
function fetchPayrollPage(query: TypedQuery<PayoutListFilters>, signal?: AbortSignal) {
  return listPayrolls({ page: query.page, itemsPerPage: query.itemsPerPage, ...wireFiltersOf(query.filters) }, signal);
}

export const payoutListOptions = (now: Date): PagedListOptions<PayoutListFilters, Payroll> => ({
  storageKey: PAYOUT_LIST_STORAGE_KEY,
  filtersSchema: payoutListFiltersSchema as v.GenericSchema<unknown, PayoutListFilters>,
  defaults: defaultPayoutListQuery(now),
  fetchPage: fetchPayrollPage,
});

/** Whether the page controls show: 150 per page and more than one page (spec 01 section 2). */
export const showsPageControls = (itemsPerPage: number, numPages: number): boolean =>
  itemsPerPage === PAGED_SIZE && numPages > 1;
