import type { DashboardQuery } from '../../api/calls/dashboards';
import { defaultDateRange } from '../../filters/dateRange';

/** The filter the dashboards open with: the last 15 days, the merchant's default currency. */
export const defaultDashboardQueryOf = (now: Date): DashboardQuery => {
  const [from, to] = defaultDateRange(now);
  return { from, to, currency: null };
};
