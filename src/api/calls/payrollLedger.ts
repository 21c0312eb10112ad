import * as api from '../contract/payrollLedger';
import { callTo } from './endpointCall';

const list = <T>(values: readonly T[] | undefined) => (values && values.length > 0 ? values.join(',') : undefined);

/** GET /v1/payrolls/{id}/history/ */
export const getPayrollHistory = (id: number, signal?: AbortSignal) =>
  callTo(api.payrollHistory, { params: { id }, alsoAbortOn: signal });

export interface LedgerFilters {
  readonly page: number;
  readonly itemsPerPage: number;
  /** YYYY-MM-DD, inclusive. */
  readonly from?: string | null;
  readonly to?: string | null;
  readonly companyIds?: readonly number[];
  readonly payrollIds?: readonly number[];
  readonly events?: readonly string[];
  readonly statusIds?: readonly number[];
  /** A name or username, or part of one. */
  readonly actor?: string;
}

/** GET /v1/payrolls/history/ (auditors only); `signal` cancels it. */
export const listLedger = (f: LedgerFilters, signal?: AbortSignal) =>
  callTo(api.ledger, {
    alsoAbortOn: signal,
    query: {
      itemsPerPage: f.itemsPerPage,
      page: f.page,
      at__gte: f.from,
      at__lte: f.to,
      company_id__in: list(f.companyIds),
      payroll_id__in: list(f.payrollIds),
      event__in: list(f.events),
      to_status__in: list(f.statusIds),
      actor__icontains: f.actor,
    },
  });
