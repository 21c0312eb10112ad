import * as v from 'valibot';
import { listReport, type ReportDownloadFilters } from '../../api/calls/payouts';
import type { ReportRow } from '../../api/schemas/payouts';
import type { PagedListOptions, TypedQuery } from '../../components/lists/usePagedList';
import { cleanFilters, dateRangeSchema, defaultDateRange, type DateRange, type DateRangeLimit } from '../../filters';
import { toReportDate } from '../../format';
import { DEFAULT_PAGE_SIZE } from '../payoutTransactions/transactionFilters';

/** The transactions report filters; kept under 'filters:payoutReport'. */
export type ReportListFilters = {
  readonly dateRange: DateRange;
  readonly companyIds: readonly number[];
  readonly statusIds: readonly number[];
  readonly countryId: number | null;
};

const REPORT_STORAGE_KEY = 'payoutReport';

/** Spec 01 section 4: the report offers these transfer statuses, in this order. */
export const REPORT_STATUS_IDS = [1, 2, 5, 4] as const;

const reportFiltersSchema = v.object({
  dateRange: dateRangeSchema,
  companyIds: v.array(v.pipe(v.number(), v.integer())),
  statusIds: v.array(v.picklist(REPORT_STATUS_IDS)),
  countryId: v.nullable(v.pipe(v.number(), v.integer())),
});

const emptyReportFilters = (now: Date, limit?: DateRangeLimit | null): ReportListFilters => ({
  dateRange: defaultDateRange(now, limit),
  companyIds: [],
  statusIds: [],
  countryId: null,
});

/** The report's call filters: dates as YYYY/MM/DD (the report's own format), empties dropped. */
export const toReportCall = (filters: ReportListFilters): ReportDownloadFilters =>
  cleanFilters({
    from: toReportDate(filters.dateRange[0]),
    to: toReportDate(filters.dateRange[1]),
    companyIds: filters.companyIds,
    statusIds: filters.statusIds,
    countryId: filters.countryId,
  });

/** GET /v1/summary_sales_report/ for a query of the list; `signal` cancels it. */
const fetchReportPage = (query: TypedQuery<ReportListFilters>, signal?: AbortSignal) =>
  listReport({ page: query.page, itemsPerPage: query.itemsPerPage, ...toReportCall(query.filters) }, signal);

export const reportListOptions = (now: Date, limit?: DateRangeLimit | null): PagedListOptions<ReportListFilters, ReportRow> => ({
  storageKey: REPORT_STORAGE_KEY,
  filtersSchema: reportFiltersSchema as v.GenericSchema<unknown, ReportListFilters>,
  defaults: { filters: emptyReportFilters(now, limit), page: 1, itemsPerPage: DEFAULT_PAGE_SIZE },
  fetchPage: fetchReportPage,
});
