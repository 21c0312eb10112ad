import type { ExportAnswer } from '@machines/shared/reportExport';
import { formBody, type WriteOptions } from '../client';
import type { UploadOptions } from '../upload';
import * as api from '../contract/payouts';
import { callTo } from './endpointCall';
import { asDownload } from './download';
import { uploadTo } from './endpointUpload';
import { REPORT_MAX_ROWS } from '@machines/payouts/reportLimits';

type Query = Record<string, string | number | boolean | undefined | null>;
const list = (ids: readonly number[] | undefined) => (ids && ids.length > 0 ? ids.join(',') : undefined);

export interface PayrollFilters {
  readonly page: number;
  readonly itemsPerPage: number;
  readonly statusIds?: readonly number[];
  readonly companyIds?: readonly number[];
  readonly countryId?: number | null;
  /** YYYY-MM-DD */
  readonly from?: string | null;
  readonly to?: string | null;
}

/** A payroll list's filters as the server reads them (the list call's, and a bulk action's 'all matching'). */
export const payrollFilterQuery = (f: Omit<PayrollFilters, 'page' | 'itemsPerPage'>) => ({
  status_id__in: list(f.statusIds),
  company_id__in: list(f.companyIds),
  country_id: f.countryId ?? undefined,
  created_at__gte: f.from ?? undefined,
  created_at__lte: f.to ?? undefined,
});

/** GET /v1/payrolls/; `signal` cancels it (a list that asked for something else). */
export const listPayrolls = (f: PayrollFilters, signal?: AbortSignal) =>
  callTo(api.payrolls, {
    alsoAbortOn: signal,
    query: { itemsPerPage: f.itemsPerPage, page: f.page, exclude_fields: 'transactions', ...payrollFilterQuery(f), retorno: 'one' },
  });

/** GET /v1/payrolls/{id}/ */
export const getPayroll = (id: number) => callTo(api.payroll, { params: { id } });

export const PAYROLL_FILES = ['original', 'validFile', 'errorFile', 'summary', 'summaryUsd', 'approvedBank', 'rejectedBank', 'responseBank'] as const;
export type PayrollFile = (typeof PAYROLL_FILES)[number];

/** GET /v1/download_report_by_payroll: the original file is the empty type; USD summary adds usd=true. */
export const downloadPayrollFile = (id: number, file: PayrollFile) =>
  callTo(api.payrollFile, {
    query: {
      uploaded_file_id: id,
      type: file === 'original' ? '' : file === 'summaryUsd' ? 'summary' : file,
      usd: file === 'summaryUsd' ? 'true' : undefined,
    },
  });

export type PayrollActionName = 'approved' | 'reject' | 'delete';

/** POST v1/payroll/{action} with form uploaded_file_id, optional detail (the reason) and release_grant (issue 26). */
export const payrollAction = (action: PayrollActionName, id: number, detail?: string, releaseGrant?: string, write: WriteOptions = {}) =>
  callTo(api.payrollAction, {
    ...write,
    params: { action },
    body: formBody({ uploaded_file_id: String(id), detail, release_grant: releaseGrant }),
  });

export interface TransactionFilters {
  readonly page: number;
  readonly itemsPerPage: number;
  readonly payrollId?: number | null;
  readonly vatId?: string;
  readonly name?: string;
  readonly from?: string | null;
  readonly to?: string | null;
  readonly amount?: string;
  readonly creditNote?: string;
  readonly statusIds?: readonly number[];
  readonly countryId?: number | null;
  readonly companyIds?: readonly number[];
  readonly ids?: readonly number[];
}

/** GET /v1/transactions/; `signal` cancels it (a list that asked for something else). */
export const listPayoutTransactions = (f: TransactionFilters, signal?: AbortSignal) =>
  callTo(api.payoutTransactions, {
    alsoAbortOn: signal,
    query: {
      uploaded_file__id: f.payrollId,
      itemsPerPage: f.itemsPerPage,
      retorno: 'datatables',
      vat_id: f.vatId,
      name__icontains: f.name,
      created_at__gte: f.from,
      created_at__lte: f.to,
      amount: f.amount,
      credit_note: f.creditNote,
      transfer_status_id__in: list(f.statusIds),
      country_id: f.countryId,
      company_id: list(f.companyIds),
      page: f.page,
      id__in: list(f.ids),
    },
  });

/** GET /v1/get_upload_payroll: the uploaded file's processing status and error lines. */
export const getUploadStatus = (payrollId: number) =>
  callTo(api.uploadStatus, { query: { payroll_id: payrollId } });

/**
 * POST /v1/upload_payroll, multipart: the file and the company. A 401 comes back as an
 * ordinary error (spec 01 section 8: the upload signs out 3 seconds later, which the upload
 * chart does itself), not as an immediate sign-out.
 */
export const uploadPayroll = (file: File, companyId: number | null, watch: Pick<UploadOptions, 'onProgress' | 'alsoAbortOn' | 'idempotencyKey'> = {}) =>
  uploadTo(api.uploadPayroll, {
    body: formBody({ file, company_id: companyId === null ? undefined : String(companyId) }),
    on401: 'error',
    ...watch,
  });

export interface ReportFilters {
  readonly page: number;
  readonly itemsPerPage: number;
  readonly statusIds?: readonly number[];
  /** YYYY/MM/DD: the report's own date format. */
  readonly from?: string | null;
  readonly to?: string | null;
  readonly companyIds?: readonly number[];
  readonly countryId?: number | null;
}

/** The report's filters without paging: the export takes every matching row. */
export type ReportDownloadFilters = Omit<ReportFilters, 'page' | 'itemsPerPage'>;

const reportQuery = (f: ReportDownloadFilters): Query => ({
  exclude_fields: 'bank_reference',
  transfer_status: list(f.statusIds),
  fecha_inicio: f.from,
  fecha_fin: f.to,
  company_id: list(f.companyIds),
  country_id: f.countryId,
});

/** GET /v1/summary_sales_report/; `signal` cancels it (a list that asked for something else). */
export const listReport = (f: ReportFilters, signal?: AbortSignal) =>
  callTo(api.salesReport, {
    alsoAbortOn: signal,
    query: { itemsPerPage: f.itemsPerPage, page: f.page, ...reportQuery(f) },
  });

/**
 * GET /v1/download_sales_summary: emailed above 10,000 rows, a link to a file already made,
 * or rows for a file (total_rows 0 is 'No Data Available', spec 01 section 8).
 */
/**
 * The report's export: first how many records the filters select (the list call, one row), so
 * that more than the 300,000 a report holds (spec 01 section 9) is said before the report is
 * asked for; then GET /v1/download_sales_summary. `signal` (the export's Cancel) aborts either.
 * Rows come with the total_rows the answer says, so an answer with fewer data rows than that is
 * known to be cut short (issue 28).
 */
export async function downloadReport(f: ReportDownloadFilters, signal?: AbortSignal): Promise<ExportAnswer> {
  const counted = await asDownload(listReport({ ...f, page: 1, itemsPerPage: 1 }, signal));
  if (counted.paginate.totalItems > REPORT_MAX_ROWS) return { kind: 'overLimit', rows: counted.paginate.totalItems, max: REPORT_MAX_ROWS };
  const answer = await asDownload(callTo(api.salesReportDownload, { query: reportQuery(f), alsoAbortOn: signal }));
  if ('send_via_email' in answer) return { kind: 'emailed' };
  if ('url' in answer) return { kind: 'url', url: answer.url };
  return { kind: 'rows', rows: { header: answer.header, data: answer.total_rows === 0 ? [] : answer.data }, total: answer.total_rows };
}
