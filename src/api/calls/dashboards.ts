import * as v from 'valibot';
import { keyMessage } from '@machines/shared/message';
import { ApiError } from '../client';
import * as api from '../contract/dashboards';
import { callTo } from './endpointCall';
import { links } from '../../platform/links';
import { pageSignal } from '../../platform/pageSignal';
import { reportError } from '../../reporting/report';
import { StatusPageSummarySchema } from '../schemas/dashboards';

/** The dashboard's filter: dates YYYY-MM-DD (spec 01 section 5), the currency (null: the merchant's default). */
export interface DashboardQuery {
  readonly from: string | null;
  readonly to: string | null;
  readonly currency: string | null;
}

/** GET /v1/dashboard/data for the user's payments merchants (mids). */
export const getDashboardData = (q: DashboardQuery, mids: readonly number[], signal?: AbortSignal) =>
  callTo(api.dashboardData, {
    alsoAbortOn: signal,
    query: { fecha_inicio: q.from, fecha_fin: q.to, payments_merchant_ids: mids.join(','), currency: q.currency },
  });

/** GET /v1/dashboard/summary: today's figures per currency. */
export const getDashboardSummary = (mids: readonly number[], signal?: AbortSignal) =>
  callTo(api.dashboardSummary, {
    alsoAbortOn: signal,
    query: { payments_merchant_ids: mids.join(',') },
  });

/** GET /v1/company_balance_by_currency: the balance now, per currency. */
export const getCompanyBalances = (signal?: AbortSignal) => callTo(api.companyBalanceByCurrency, { alsoAbortOn: signal });

/** GET /v1/summary_companies */
export const getCompanySummary = (q: DashboardQuery, signal?: AbortSignal) =>
  callTo(api.companySummary, {
    alsoAbortOn: signal,
    query: { currency: q.currency, fecha_inicio: q.from, fecha_fin: q.to },
  });

/**
 * The public status page's summary.json, from its configured address. Not the provider API:
 * no token, no language, a plain GET; failures take the API client's shape all the same.
 */
export async function getStatusPageSummary(signal?: AbortSignal) {
  const signals = [pageSignal(), ...(signal ? [signal] : [])];
  let data: unknown;
  try {
    const response = await fetch(links.statusPageUrl, { signal: AbortSignal.any(signals), headers: { Accept: 'application/json' } });
    if (!response.ok) {
      throw new ApiError({ kind: 'http', status: response.status, message: keyMessage('errors:somethingWentWrong') });
    }
    data = await response.json();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    throw new ApiError(
      aborted ? { kind: 'aborted', message: keyMessage('errors:aborted') } : { kind: 'network', message: keyMessage('errors:contactSupport') },
    );
  }
  const parsed = v.safeParse(StatusPageSummarySchema, data);
  if (!parsed.success) {
    reportError(new Error('Invalid status page summary'), { issues: v.flatten(parsed.issues) });
    throw new ApiError({ kind: 'invalid', body: data, message: keyMessage('errors:invalidResponse') });
  }
  return parsed.output;
}
