/** The payouts area's pages (src/app/onDemand.ts, "areas"). */
export const PAGES = {
  PayoutListPage: () => import('../../payouts/payoutList/PayoutListPage'),
  PayoutTransactionsPage: () => import('../../payouts/payoutTransactions/PayoutTransactionsPage'),
  PayoutReportPage: () => import('../../payouts/payoutReport/PayoutReportPage'),
  PayoutAuditPage: () => import('../../payouts/payoutAudit/PayoutAuditPage'),
  PayoutVouchersPage: () => import('../../payouts/payoutVouchers/PayoutVouchersPage'),
  PayoutUploadPage: () => import('../../payouts/payoutUpload/PayoutUploadPage'),
  PayrollDetailPage: () => import('../../payouts/payrollDetail/PayrollDetailPage'),
  PayrollApprovePage: () => import('../../payouts/payrollApprove/PayrollApprovePage'),
  RegenerateBankFilePage: () => import('../../payouts/regenerateBankFile/RegenerateBankFilePage'),
};
