import { formatBusinessDate } from '../../format/businessDate';
import type { PayrollFileKind } from '@machines/payouts/payrollDownload';
import type { Payroll } from '../../api/schemas/payouts';

/**
 * Which totals mean something for a payroll's status. Nothing was loaded for a failed upload
 * (0) or a file with a header error (3); nothing can have been paid before the bank got the
 * payroll (0 failed, 1 uploaded, 2 processing, 3 error, 9 uploaded by API).
 */
const NO_LOADED_TOTALS: ReadonlySet<number> = new Set([0, 3]);
const NO_PAID_TOTALS: ReadonlySet<number> = new Set([0, 1, 2, 3, 9]);

export const showsLoadedTotals = (statusId: number): boolean => !NO_LOADED_TOTALS.has(statusId);
export const showsPaidTotals = (statusId: number): boolean => !NO_PAID_TOTALS.has(statusId);

/** Statuses whose payroll has processed lines, so a summary of them exists. */
const SUMMARY_STATUSES: ReadonlySet<number> = new Set([4, 5, 6, 7, 8]);

/**
 * The files the download popover offers for a payroll, in the popover's order. The original
 * file always exists; the others only when the payroll's flags (or status) say there is
 * something in them.
 */
export function downloadOptions(payroll: Payroll): PayrollFileKind[] {
  const options: PayrollFileKind[] = ['original'];
  if (payroll.has_valid) options.push('validFile');
  if (payroll.has_error) options.push('errorFile');
  if (SUMMARY_STATUSES.has(payroll.status_id)) options.push('summary', 'summaryUsd');
  if (payroll.has_bank_success) options.push('approvedBank');
  if (payroll.has_bank_error) options.push('rejectedBank');
  if (payroll.has_response_bank) options.push('responseBank');
  return options;
}

/** dd/MM/yyyy of the day a payroll was created, the day the date filter finds it by. */
export const createdDate = (value: string): string => formatBusinessDate(value);
