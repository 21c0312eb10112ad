import { SIX_ROLES, type Profile } from '../session/profiles';

/**
 * The one table of protected routes (spec 01 section 2, spec 02 section 2). The guards and
 * the side menu both read it, so a menu entry is shown exactly when its route lets you in.
 */
export interface RouteEntry {
  /** Router path; `$name` is a path parameter, `$` alone the catch-all. */
  readonly path: string;
  readonly roles: readonly Profile[];
  /** 'fullscreen' pages render without the navigation shell. */
  readonly layout: 'shell' | 'fullscreen';
  /** Key under `shell:pages` for the page title. */
  readonly title: string;
  /** A QA tool: routed only in builds with QA tools (src/platform/inspect.ts, docs/decisions.md). */
  readonly qaTool?: boolean;
}

const ALL: readonly Profile[] = ['ALL'];

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', roles: ['CARGA', 'APROBADOR_1', 'APROBADOR_2', 'MANAGER', 'ADMIN'], layout: 'shell', title: 'dashboard' },
  { path: '/resume', roles: ALL, layout: 'shell', title: 'resume' },
  { path: '/profile', roles: ALL, layout: 'shell', title: 'profile' },
  { path: '/change_password', roles: ALL, layout: 'shell', title: 'changePassword' },
  { path: '/payouts/company/summary', roles: ['MANAGER', 'ALPSADMIN', 'ADMIN'], layout: 'shell', title: 'companySummary' },
  { path: '/payouts/list', roles: SIX_ROLES, layout: 'shell', title: 'payoutList' },
  { path: '/payouts/transactions', roles: SIX_ROLES, layout: 'shell', title: 'payoutTransactions' },
  { path: '/payouts/vouchers', roles: SIX_ROLES, layout: 'shell', title: 'payoutVouchers' },
  { path: '/payouts/report', roles: SIX_ROLES, layout: 'shell', title: 'payoutReport' },
  { path: '/payouts/upload', roles: ['CARGA'], layout: 'shell', title: 'payoutUpload' },
  // Issue 12: the payroll ledger across payrolls, for those who answer for the merchant or the provider.
  { path: '/payouts/audit', roles: ['MANAGER', 'ALPSADMIN', 'ADMIN'], layout: 'shell', title: 'payoutAudit' },
  { path: '/balance', roles: SIX_ROLES, layout: 'shell', title: 'balance' },
  { path: '/settlements/topups', roles: SIX_ROLES, layout: 'shell', title: 'settlements' },
  { path: '/users', roles: ['ADMIN'], layout: 'shell', title: 'users' },
  { path: '/payroll/view/$id_payroll', roles: ALL, layout: 'fullscreen', title: 'payrollDetail' },
  { path: '/payroll/regenerate-bank-file', roles: ALL, layout: 'shell', title: 'regenerateBankFile' },
  { path: '/payroll/approve', roles: ALL, layout: 'shell', title: 'payrollApprove' },
  { path: '/payments/transactions', roles: ALL, layout: 'shell', title: 'paymentTransactions' },
  { path: '/payments/currency_converter', roles: ALL, layout: 'shell', title: 'currencyConverter' },
  { path: '/payments/credentials', roles: ALL, layout: 'shell', title: 'credentials' },
  { path: '/payments/merchant/info', roles: ['ALPSADMIN', 'ADMIN'], layout: 'shell', title: 'merchantInfo' },
  { path: '/developers/test_keys', roles: ALL, layout: 'shell', title: 'testKeys' },
  { path: '/developers/prod_keys', roles: ALL, layout: 'shell', title: 'prodKeys' },
  { path: '/developers/documentacion', roles: ALL, layout: 'shell', title: 'documentation' },
  { path: '/payout', roles: ALL, layout: 'shell', title: 'phpSdk' },
  { path: '/qa/statecharts', roles: ALL, layout: 'shell', title: 'statecharts', qaTool: true },
  { path: '$', roles: ALL, layout: 'shell', title: 'notFound' },
];


export function routeEntry(path: string): RouteEntry {
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) throw new Error(`No route entry for ${path}`);
  return entry;
}
