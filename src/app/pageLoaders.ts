/**
 * Every page's module loader, by page name (src/app/onDemand.ts explains why they sit behind
 * one more step). Apart from onDemand.ts, so the route table's page list can name pages
 * (`PageName`) without importing the module that imports it.
 */
const access = () => import('./areas/access');
const payouts = () => import('./areas/payouts');
const payments = () => import('./areas/payments');
const dashboards = () => import('./areas/dashboards');
const settings = () => import('./areas/settings');
const balances = () => import('./areas/balances');

type Loaders = Readonly<Record<string, () => Promise<unknown>>>;

/** A page of an area module: the area's list first (once), then the page's chunk. */
function inArea<A extends { PAGES: Loaders }, N extends keyof A['PAGES'] & string>(
  area: () => Promise<A>,
  name: N,
): () => ReturnType<A['PAGES'][N]> {
  return () => area().then((module) => module.PAGES[name]!()) as ReturnType<A['PAGES'][N]>;
}

export const PAGES = {
  Shell: () => import('../shell/Shell'),
  ComingSoonPage: () => import('../shell/ComingSoonPage'),
  NotFoundPage: () => import('../shell/NotFoundPage'),
  RecoverPasswordPage: inArea(access, 'RecoverPasswordPage'),
  ResetPasswordPage: inArea(access, 'ResetPasswordPage'),
  RegisterPage: inArea(access, 'RegisterPage'),
  LogoutPage: inArea(access, 'LogoutPage'),
  PayoutListPage: inArea(payouts, 'PayoutListPage'),
  PayoutTransactionsPage: inArea(payouts, 'PayoutTransactionsPage'),
  PayoutReportPage: inArea(payouts, 'PayoutReportPage'),
  PayoutAuditPage: inArea(payouts, 'PayoutAuditPage'),
  PayoutVouchersPage: inArea(payouts, 'PayoutVouchersPage'),
  PayoutUploadPage: inArea(payouts, 'PayoutUploadPage'),
  PayrollDetailPage: inArea(payouts, 'PayrollDetailPage'),
  PayrollApprovePage: inArea(payouts, 'PayrollApprovePage'),
  RegenerateBankFilePage: inArea(payouts, 'RegenerateBankFilePage'),
  CurrencyConverterPage: inArea(payments, 'CurrencyConverterPage'),
  DashboardPage: inArea(dashboards, 'DashboardPage'),
  CompanySummaryPage: inArea(dashboards, 'CompanySummaryPage'),
  ResumePage: inArea(dashboards, 'ResumePage'),
  PaymentTransactionsPage: inArea(payments, 'PaymentTransactionsPage'),
  CredentialsPage: inArea(settings, 'CredentialsPage'),
  MerchantInfoPage: inArea(settings, 'MerchantInfoPage'),
  TestKeysPage: inArea(settings, 'TestKeysPage'),
  ProdKeysPage: inArea(settings, 'ProdKeysPage'),
  DocumentationPage: inArea(settings, 'DocumentationPage'),
  PhpSdkPage: inArea(settings, 'PhpSdkPage'),
  UsersPage: inArea(settings, 'UsersPage'),
  ProfilePage: inArea(settings, 'ProfilePage'),
  ChangePasswordPage: inArea(settings, 'ChangePasswordPage'),
  SettlementsPage: inArea(balances, 'SettlementsPage'),
  BalancePage: inArea(balances, 'BalancePage'),
  // QA's page: never a landing page, so it needs no area list.
  StatechartsPage: () => import('../qa/statecharts/StatechartsPage'),
} as const;

export type PageName = keyof typeof PAGES;
