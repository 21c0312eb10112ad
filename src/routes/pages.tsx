import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { withRetries } from '../shell/lazyPage';
import type { RouteEntry } from './table';

const ComingSoon = lazyRouteComponent(withRetries(() => import('../shell/ComingSoonPage')), 'ComingSoonPage');
const NotFound = lazyRouteComponent(withRetries(() => import('../shell/NotFoundPage')), 'NotFoundPage');

/** Pages built so far, by route path; every other route shows its "coming soon" placeholder. */
const PAGES: Partial<Record<string, RouteComponent>> = {
  $: NotFound,
  '/payouts/transactions': lazyRouteComponent(withRetries(() => import('../payouts/payoutTransactions/PayoutTransactionsPage')), 'PayoutTransactionsPage'),
  '/payouts/report': lazyRouteComponent(withRetries(() => import('../payouts/payoutReport/PayoutReportPage')), 'PayoutReportPage'),
  '/payouts/list': lazyRouteComponent(withRetries(() => import('../payouts/payoutList/PayoutListPage')), 'PayoutListPage'),
  '/payroll/regenerate-bank-file': lazyRouteComponent(withRetries(() => import('../payouts/regenerateBankFile/RegenerateBankFilePage')), 'RegenerateBankFilePage'),
  '/payroll/approve': lazyRouteComponent(withRetries(() => import('../payouts/payrollApprove/PayrollApprovePage')), 'PayrollApprovePage'),
  '/payouts/vouchers': lazyRouteComponent(withRetries(() => import('../payouts/payoutVouchers/PayoutVouchersPage')), 'PayoutVouchersPage'),
  '/payroll/view/$id_payroll': lazyRouteComponent(withRetries(() => import('../payouts/payrollDetail/PayrollDetailPage')), 'PayrollDetailPage'),
  '/payouts/upload': lazyRouteComponent(withRetries(() => import('../payouts/payoutUpload/PayoutUploadPage')), 'PayoutUploadPage'),
};

export function pageFor(entry: RouteEntry): RouteComponent {
  const page = PAGES[entry.path];
  if (page) return page;
  return function Placeholder() {
    return <ComingSoon title={entry.title} />;
  };
}

export const LoginPage = lazyRouteComponent(withRetries(() => import('../access/login/LoginPage')), 'LoginPage');
export const RecoverPasswordPage = lazyRouteComponent(
  withRetries(() => import('../access/recoverPassword/RecoverPasswordPage')),
  'RecoverPasswordPage',
);
export const ResetPasswordPage = lazyRouteComponent(
  withRetries(() => import('../access/resetPassword/ResetPasswordPage')),
  'ResetPasswordPage',
);
export const RegisterPage = lazyRouteComponent(withRetries(() => import('../access/register/RegisterPage')), 'RegisterPage');
export const LogoutPage = lazyRouteComponent(withRetries(() => import('../access/logout/LogoutPage')), 'LogoutPage');
export const Shell = lazyRouteComponent(withRetries(() => import('../shell/Shell')), 'Shell');
