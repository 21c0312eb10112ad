import type { PageName } from '../app/pageLoaders';

/**
 * A lazy page: its code and the texts it shows load together, so it renders at once when
 * they arrive instead of suspending on its namespaces (and React holding the reveal of its
 * Suspense fallback back, 300 ms). `namespaces` lists every namespace the page and the
 * components it imports name in `useTranslation` (tests/unit/routes/pageNamespaces.test.ts
 * checks it); 'errors' is always added, for the API's failure messages.
 */
export interface PageLoad<N extends PageName = PageName> {
  readonly name: N;
  readonly namespaces: readonly string[];
  readonly signedIn: boolean;
}

export const page = (name: PageName, namespaces: readonly string[], signedIn = true): PageLoad => ({ name, namespaces, signedIn });

export const COMING_SOON = page('ComingSoonPage', ['shell']);

/**
 * Pages built so far, by route path; every other route shows its "coming soon" placeholder.
 * Loaded on demand with src/app/onDemand.ts, not in the entry chunk: the list grows with every
 * area, and /login needs none of it (docs/decisions.md, "First loads").
 */
export const ROUTE_PAGES: Partial<Record<string, PageLoad>> = {
  $: page('NotFoundPage', ['shell']),
  '/payouts/transactions': page('PayoutTransactionsPage', ['payoutTransactions', 'payouts', 'filters', 'lists', 'shell']),
  '/payouts/report': page('PayoutReportPage', ['payoutReport', 'payoutTransactions', 'payouts', 'filters', 'lists', 'shell']),
  '/payouts/list': page('PayoutListPage', ['payoutList', 'payouts', 'filters', 'lists', 'shell']),
  '/payroll/regenerate-bank-file': page('RegenerateBankFilePage', ['regenerateBankFile', 'payouts']),
  '/payroll/approve': page('PayrollApprovePage', ['payrollApprove', 'payouts']),
  '/payouts/vouchers': page('PayoutVouchersPage', ['payoutVouchers', 'payouts', 'filters', 'lists', 'shell']),
  '/payroll/view/$id_payroll': page('PayrollDetailPage', ['payrollDetail', 'payrollLedger', 'payouts']),
  '/payouts/upload': page('PayoutUploadPage', ['payoutUpload', 'payouts']),
  '/payouts/audit': page('PayoutAuditPage', ['payoutAudit', 'payrollLedger', 'payoutReport', 'payouts', 'filters', 'lists', 'shell']),
  '/payments/currency_converter': page('CurrencyConverterPage', ['currencyConverter']),
  '/': page('DashboardPage', ['dashboard', 'filters', 'shell']),
  '/payouts/company/summary': page('CompanySummaryPage', ['companySummary', 'dashboard', 'filters', 'shell']),
  '/resume': page('ResumePage', ['resume', 'payouts']),
  '/payments/credentials': page('CredentialsPage', ['credentials', 'keys']),
  '/payments/merchant/info': page('MerchantInfoPage', ['merchantInfo', 'keys', 'lists']),
  '/developers/test_keys': page('TestKeysPage', ['developers', 'keys']),
  '/developers/prod_keys': page('ProdKeysPage', ['developers', 'keys']),
  '/developers/documentacion': page('DocumentationPage', ['developers']),
  '/payout': page('PhpSdkPage', ['developers']),
  '/users': page('UsersPage', ['users']),
  '/profile': page('ProfilePage', ['profile', 'passwordChange']),
  '/change_password': page('ChangePasswordPage', ['passwordChange']),
  '/settlements/topups': page('SettlementsPage', ['settlements', 'filters', 'lists', 'shell']),
  '/balance': page('BalancePage', ['balance', 'settlements', 'filters', 'lists', 'shell']),
  '/qa/statecharts': page('StatechartsPage', ['statecharts']),
  '/payments/transactions': page('PaymentTransactionsPage', ['paymentTransactions', 'paymentDetail', 'paymentRenotify', 'payments', 'filters', 'lists', 'shell']),
};
