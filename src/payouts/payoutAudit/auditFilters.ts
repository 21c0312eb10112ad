import * as v from 'valibot';
import type { PagedListOptions, TypedQuery } from '../../components/lists/usePagedList';
import { DEFAULT_LIST_PAGE_SIZE } from '../../components/lists/pageSizes';
import { cleanFilters, dateRangeSchema, defaultDateRange, type DateRange } from '../../filters';
import type { LedgerFilters } from '../../api/calls/payrollLedger';
import { listLedger } from '../../api/calls/payrollLedger';
import { withVerdicts, type AuditRow } from './auditRows';

/** The audit trail's filters as the user set them; kept under 'filters:payoutAudit'. */
export type AuditFilters = {
  readonly dateRange: DateRange;
  readonly companyIds: readonly number[];
  /** A name or username, or part of one. */
  readonly user: string;
  readonly events: readonly string[];
  /** Resulting payroll status. */
  readonly statusIds: readonly number[];
};

const AUDIT_STORAGE_KEY = 'payoutAudit';

/** The lifecycle's events, in the order a payroll meets them. */
export const AUDIT_EVENTS = [
  'UPLOAD',
  'UPLOAD_BY_API',
  'PROCESS',
  'PROCESSED',
  'PROCESSING_FAILED',
  'HEADER_ERROR',
  'LINES_INVALID',
  'BLOCK',
  'UNBLOCK',
  'ESCALATE',
  'APPROVE',
  'REJECT',
  'EXPIRE',
  'DELETE',
  'BANK_PAID',
  'BANK_REJECTED',
] as const;
export const AUDIT_STATUS_IDS = [1, 9, 2, 0, 3, 4, 5, 6, 7, 8] as const;

const auditFiltersSchema = v.object({
  dateRange: dateRangeSchema,
  companyIds: v.array(v.pipe(v.number(), v.integer())),
  user: v.string(),
  events: v.array(v.picklist(AUDIT_EVENTS)),
  statusIds: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))),
});

const emptyAuditFilters = (now: Date): AuditFilters => ({
  dateRange: defaultDateRange(now),
  companyIds: [],
  user: '',
  events: [],
  statusIds: [],
});

/** The call's filters: trimmed, empty ones left out. */
export const toLedgerFilters = (filters: AuditFilters): Omit<LedgerFilters, 'page' | 'itemsPerPage'> =>
  cleanFilters({
    from: filters.dateRange[0],
    to: filters.dateRange[1],
    companyIds: filters.companyIds,
    actor: filters.user.trim(),
    events: filters.events,
    statusIds: filters.statusIds,
  });

/** One page of entries, each with its payroll's verdict. */
async function fetchAuditPage(query: TypedQuery<AuditFilters>, signal?: AbortSignal) {
  const page = await listLedger({ page: query.page, itemsPerPage: query.itemsPerPage, ...toLedgerFilters(query.filters) }, signal);
  return { items: await withVerdicts(page.items, signal), paginate: page.paginate };
}

export const auditListOptions = (now: Date): PagedListOptions<AuditFilters, AuditRow> => ({
  storageKey: AUDIT_STORAGE_KEY,
  filtersSchema: auditFiltersSchema as v.GenericSchema<unknown, AuditFilters>,
  defaults: { filters: emptyAuditFilters(now), page: 1, itemsPerPage: DEFAULT_LIST_PAGE_SIZE },
  fetchPage: fetchAuditPage,
});
