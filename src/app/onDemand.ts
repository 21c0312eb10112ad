import type { ResourceLanguage } from 'i18next';

/**
 * Everything the app loads on demand, in one module that is itself loaded on demand
 * (`onDemand()` below): the pages, the shell, the signed-in stylesheets, the texts of each
 * flow, the toaster, the sign-in calls with the API client.
 *
 * Why one more step: each `import()` written in the entry chunk carries the hashed names of
 * the chunk and of everything it imports (Vite preloads them together); for some fifty lazy
 * modules that list alone cost /login about 1.4 KB gzip of its 150 KB budget, and /login
 * uses none of them before the user acts. This module is fetched when the login form is
 * first focused, when a signed-in page starts, or on any other first lazy load; after that
 * every load below is a single step as before (docs/decisions.md, "First loads").
 */
export const PAGES = {
  Shell: () => import('../shell/Shell'),
  ComingSoonPage: () => import('../shell/ComingSoonPage'),
  NotFoundPage: () => import('../shell/NotFoundPage'),
  RecoverPasswordPage: () => import('../access/recoverPassword/RecoverPasswordPage'),
  ResetPasswordPage: () => import('../access/resetPassword/ResetPasswordPage'),
  RegisterPage: () => import('../access/register/RegisterPage'),
  LogoutPage: () => import('../access/logout/LogoutPage'),
  PayoutListPage: () => import('../payouts/payoutList/PayoutListPage'),
  PayoutTransactionsPage: () => import('../payouts/payoutTransactions/PayoutTransactionsPage'),
  PayoutReportPage: () => import('../payouts/payoutReport/PayoutReportPage'),
  PayoutAuditPage: () => import('../payouts/payoutAudit/PayoutAuditPage'),
  PayoutVouchersPage: () => import('../payouts/payoutVouchers/PayoutVouchersPage'),
  PayoutUploadPage: () => import('../payouts/payoutUpload/PayoutUploadPage'),
  PayrollDetailPage: () => import('../payouts/payrollDetail/PayrollDetailPage'),
  PayrollApprovePage: () => import('../payouts/payrollApprove/PayrollApprovePage'),
  RegenerateBankFilePage: () => import('../payouts/regenerateBankFile/RegenerateBankFilePage'),
  CurrencyConverterPage: () => import('../payments/currencyConverter/CurrencyConverterPage'),
  DashboardPage: () => import('../dashboards/dashboard/DashboardPage'),
  CompanySummaryPage: () => import('../dashboards/companySummary/CompanySummaryPage'),
  ResumePage: () => import('../dashboards/resume/ResumePage'),
  PaymentTransactionsPage: () => import('../payments/paymentTransactions/PaymentTransactionsPage'),
  CredentialsPage: () => import('../settings/credentials/CredentialsPage'),
  MerchantInfoPage: () => import('../settings/merchantInfo/MerchantInfoPage'),
  TestKeysPage: () => import('../settings/developers/TestKeysPage'),
  ProdKeysPage: () => import('../settings/developers/ProdKeysPage'),
  DocumentationPage: () => import('../settings/developers/DocumentationPage'),
  PhpSdkPage: () => import('../settings/developers/PhpSdkPage'),
  UsersPage: () => import('../settings/users/UsersPage'),
  ProfilePage: () => import('../settings/profile/ProfilePage'),
  ChangePasswordPage: () => import('../settings/profile/ChangePasswordPage'),
  SettlementsPage: () => import('../balances/settlements/SettlementsPage'),
  BalancePage: () => import('../balances/balance/BalancePage'),
  StatechartsPage: () => import('../qa/statecharts/StatechartsPage'),
} as const;

export type PageName = keyof typeof PAGES;

/** The route table's pages and the texts each shows. */
export { COMING_SOON, ROUTE_PAGES } from '../routes/routePages';

/** Stylesheets of the Mantine components only signed-in pages use (src/styles/signedIn.ts). */
export const signedInStyles = () => import('../styles/signedIn');

/**
 * The texts of every flow, one chunk per language and namespace ('common' and 'login' are
 * only fetched without index.html's texts block: on the dev server; src/i18n/index.ts).
 */
export const LOCALES = import.meta.glob<ResourceLanguage>('../../locales/*/*.json', { import: 'default' });

export const toaster = () => import('./Toaster');
export const notifications = () => import('@mantine/notifications');

/** POST /v1/login, GET /v1/me and /v1/logout, with the API client and its schemas. */
export const accessCalls = () => import('../api/calls/access');
