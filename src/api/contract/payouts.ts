import * as v from 'valibot';
import {
  DownloadSchema,
  PayoutTransactionPageSchema,
  PayrollActionAnswerSchema,
  PayrollPageSchema,
  PayrollSchema,
  ReportPageSchema,
  UploadStatusSchema,
} from '../schemas/payouts';
import { assumption, endpoint, spec, wire } from './endpoint';

export const payrolls = endpoint({
  method: 'GET',
  path: '/v1/payrolls/',
  summary: 'The payroll list',
  source: spec('01', 7),
  query: v.object({
    itemsPerPage: wire.int,
    page: wire.int,
    exclude_fields: v.literal('transactions'),
    status_id__in: v.optional(wire.ids),
    company_id__in: v.optional(wire.ids),
    country_id: v.optional(wire.int),
    created_at__gte: v.optional(wire.date),
    created_at__lte: v.optional(wire.date),
    retorno: v.literal('one'),
  }),
  answer: PayrollPageSchema,
});

export const payroll = endpoint({ method: 'GET', path: '/v1/payrolls/{id}/', summary: 'One payroll', source: spec('01', 7), answer: PayrollSchema });

export const payrollFile = endpoint({
  method: 'GET',
  path: '/v1/download_report_by_payroll',
  summary: "One of a payroll's files (no type: the original)",
  source: spec('01', 7),
  query: v.object({
    uploaded_file_id: wire.int,
    type: v.optional(v.picklist(['validFile', 'errorFile', 'summary', 'approvedBank', 'rejectedBank', 'responseBank'])),
    usd: v.optional(v.literal('true')),
  }),
  answer: DownloadSchema,
});

export const payrollAction = endpoint({
  method: 'POST',
  path: '/v1/payroll/{action}',
  summary: 'Approve, reject or delete a payroll',
  source: spec('01', 7),
  body: { type: 'form', schema: v.object({ uploaded_file_id: wire.int, detail: v.optional(wire.text), release_grant: v.optional(wire.text) }) },
  answer: PayrollActionAnswerSchema,
  fields: { release_grant: assumption('a-second-factor-issue-26') },
});

export const payoutTransactions = endpoint({
  method: 'GET',
  path: '/v1/transactions/',
  summary: 'The payout transactions',
  source: spec('01', 7),
  query: v.object({
    uploaded_file__id: v.optional(wire.int),
    itemsPerPage: wire.int,
    retorno: v.literal('datatables'),
    vat_id: v.optional(wire.text),
    name__icontains: v.optional(wire.text),
    created_at__gte: v.optional(wire.text),
    created_at__lte: v.optional(wire.text),
    amount: v.optional(wire.text),
    credit_note: v.optional(wire.text),
    transfer_status_id__in: v.optional(wire.ids),
    country_id: v.optional(wire.int),
    company_id: v.optional(wire.ids),
    page: wire.int,
    id__in: v.optional(wire.ids),
  }),
  answer: PayoutTransactionPageSchema,
});

export const uploadStatus = endpoint({
  method: 'GET',
  path: '/v1/get_upload_payroll',
  summary: "An uploaded file's processing status and error lines",
  source: spec('01', 7),
  query: v.object({ payroll_id: wire.int }),
  answer: UploadStatusSchema,
});

export const uploadPayroll = endpoint({
  method: 'POST',
  path: '/v1/upload_payroll',
  summary: 'Upload a payroll file',
  source: spec('01', 7),
  body: { type: 'multipart', schema: v.object({ file: wire.file, company_id: v.optional(wire.int) }) },
  answer: UploadStatusSchema,
});

/** The report's filters, shared by its list and its export; dates are YYYY/MM/DD. */
const reportFilters = {
  exclude_fields: v.literal('bank_reference'),
  transfer_status: v.optional(wire.ids),
  fecha_inicio: v.optional(wire.text),
  fecha_fin: v.optional(wire.text),
  company_id: v.optional(wire.ids),
  country_id: v.optional(wire.int),
};

export const salesReport = endpoint({
  method: 'GET',
  path: '/v1/summary_sales_report/',
  summary: 'The transactions report',
  source: spec('01', 7),
  query: v.object({ itemsPerPage: wire.int, page: wire.int, ...reportFilters }),
  answer: ReportPageSchema,
});

export const salesReportDownload = endpoint({
  method: 'GET',
  path: '/v1/download_sales_summary',
  summary: "The transactions report's export",
  source: spec('01', 7),
  query: v.object(reportFilters),
  answer: DownloadSchema,
});
