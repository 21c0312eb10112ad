/** The balances area's pages (src/app/onDemand.ts, "areas"). */
export const PAGES = {
  SettlementsPage: () => import('../../balances/settlements/SettlementsPage'),
  BalancePage: () => import('../../balances/balance/BalancePage'),
};
