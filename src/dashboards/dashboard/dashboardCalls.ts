import { readSession } from '../../platform/storage';
import { getCompanyBalances, getDashboardData, getDashboardSummary, type DashboardQuery } from '../../api/calls/dashboards';
import { getCurrencyRates } from '../../api/calls/payments';
import type { CurrencyRates } from '../../api/schemas/payments';
import type { CompanyBalances, DashboardData, DashboardSummary } from '../../api/schemas/dashboards';
import { defaultDashboardQueryOf } from '../shared/defaultQuery';
import { earlyLoader } from '../../platform/prefetch/earlyLoader';

/**
 * Which call feeds which part of the dashboard (docs/decisions.md, "Dashboards"), in one place:
 * - /v1/dashboard/data (dates, merchants, currency): the payout and payment summaries, the
 *   chart, the currency select (currencies, default_currency);
 * - /v1/dashboard/summary (merchants): today's successful payouts and top-ups, per currency;
 * - /v1/company_balance_by_currency: today's balance, per currency;
 * - /v1/services/status: the currency rates of the EUR conversion;
 * - the public status page: the services status panel (its own chart, servicesStatusLogic).
 */
export interface DashboardFigures {
  readonly data: DashboardData;
  readonly summary: DashboardSummary;
  readonly balances: CompanyBalances;
  readonly rates: CurrencyRates;
}

/** The filter the page opens with: the last 15 days, the merchant's default currency. */
export const defaultDashboardQuery = (now: Date = new Date()): DashboardQuery => defaultDashboardQueryOf(now);

function loadDashboard(query: DashboardQuery, mids: readonly number[], signal?: AbortSignal): Promise<DashboardFigures> {
  return Promise.all([getDashboardData(query, mids, signal), getDashboardSummary(mids, signal), getCompanyBalances(signal), getCurrencyRates(signal)]).then(
    ([data, summary, balances, rates]) => ({ data, summary, balances, rates }),
  );
}

const sessionMids = (): readonly number[] | null => readSession()?.mids ?? null;

/** The dashboard's loader: its first call takes the load begun when a sign-in announced the page. */
export const dashboardLoader = earlyLoader<DashboardQuery, DashboardFigures>(
  '/',
  () => (sessionMids() ? defaultDashboardQuery() : null),
  (query, signal) => loadDashboard(query, sessionMids() ?? [], signal),
);
