import type { AreaManifest } from '../session/pageEntry';
import { SIX_ROLES } from '../session/profiles';

/** The payouts area's pages (src/session/pageEntry.ts). */
export const MANIFEST: AreaManifest = [
  {
    path: '/payouts/list',
    roles: SIX_ROLES,
    layout: 'shell',
    title: 'payoutList',
    menu: { group: 'payouts', rank: 1 },
    page: 'payoutList/PayoutListPage',
    namespaces: ['payoutList', 'payrollBulk', 'listSelection', 'reportExport', 'payouts', 'filters', 'lists', 'shell'],
  },
  {
    path: '/payouts/transactions',
    roles: SIX_ROLES,
    layout: 'shell',
    title: 'payoutTransactions',
    menu: { group: 'payouts', rank: 2 },
    page: 'payoutTransactions/PayoutTransactionsPage',
    namespaces: ['payoutTransactions', 'payouts', 'reportExport', 'filters', 'lists', 'shell'],
  },
  {
    path: '/payouts/vouchers',
    roles: SIX_ROLES,
    layout: 'shell',
    title: 'payoutVouchers',
    page: 'payoutVouchers/PayoutVouchersPage',
    namespaces: ['payoutVouchers', 'payouts', 'reportExport', 'filters', 'lists', 'shell'],
  },
  {
    path: '/payouts/report',
    roles: SIX_ROLES,
    layout: 'shell',
    title: 'payoutReport',
    menu: { group: 'payouts', rank: 3 },
    page: 'payoutReport/PayoutReportPage',
    namespaces: ['payoutReport', 'payoutTransactions', 'payouts', 'reportExport', 'filters', 'lists', 'shell'],
  },
  {
    path: '/payouts/upload',
    roles: ['CARGA'],
    layout: 'shell',
    title: 'payoutUpload',
    menu: { group: 'payouts', rank: 4 },
    page: 'payoutUpload/PayoutUploadPage',
    namespaces: ['payoutUpload', 'payouts'],
  },
  {
    // Issue 12: the payroll ledger across payrolls, for those who answer for the merchant or the provider.
    path: '/payouts/audit',
    roles: ['MANAGER', 'ALPSADMIN', 'ADMIN'],
    layout: 'shell',
    title: 'payoutAudit',
    menu: { group: 'payouts', rank: 5 },
    page: 'payoutAudit/PayoutAuditPage',
    namespaces: ['payoutAudit', 'payrollLedger', 'payouts', 'reportExport', 'filters', 'lists', 'shell'],
  },
  {
    // Issue 24: each company's approval policy, read-only, for those who answer for the merchant.
    path: '/payouts/approval-policies',
    roles: ['ADMIN', 'MANAGER'],
    layout: 'shell',
    title: 'approvalPolicies',
    menu: { group: 'payouts', rank: 6 },
    page: 'approvalPolicies/ApprovalPoliciesPage',
    namespaces: ['approvalPolicies'],
  },
  {
    path: '/payroll/view/$id_payroll',
    roles: ['ALL'],
    layout: 'fullscreen',
    title: 'payrollDetail',
    page: 'payrollDetail/PayrollDetailPage',
    namespaces: ['payrollDetail', 'payrollLedger', 'payouts', 'payoutList'],
  },
  {
    path: '/payroll/regenerate-bank-file',
    roles: ['ALL'],
    layout: 'shell',
    title: 'regenerateBankFile',
    page: 'regenerateBankFile/RegenerateBankFilePage',
    namespaces: ['regenerateBankFile', 'payouts'],
  },
  {
    path: '/payroll/approve',
    roles: ['ALL'],
    layout: 'shell',
    title: 'payrollApprove',
    page: 'payrollApprove/PayrollApprovePage',
    namespaces: ['payrollApprove', 'payouts'],
  },
];
