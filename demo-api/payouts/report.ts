import type { DemoLanguage } from '../http/language.ts';
import { say, type MessageKey } from '../http/messages/index.ts';
import { REPORT_MAX_ROWS } from '../../machines/payouts/reportLimits.ts';
import { reportRowJson } from './present.ts';
import type { Selected } from './select.ts';

/** GET /v1/download_sales_summary: e-mailed above 10,000 rows, otherwise the rows for a file. */

export const REPORT_EMAIL_ABOVE = 10_000;

const REPORT_COLUMNS: readonly MessageKey[] = [
  'colMerchant',
  'colPayroll',
  'colTransaction',
  'colStatus',
  'colHolderId',
  'colCreditNote',
  'colAccount',
  'colAccountType',
  'colName',
  'colAmount',
  'colCurrency',
  'colBank',
  'colCreated',
  'colBankStatus',
  'colBankReason',
  'colBankDate',
];

/** Spec 01 section 9: a report holds at most 300,000 records; above, the refusal's body. */
export const reportTooLarge = (records: number, language: DemoLanguage): { detail: string } | null =>
  records > REPORT_MAX_ROWS ? { detail: say(language, 'reportTooLarge') } : null;

/**
 * The download as a test control asked for it (POST /__demo/export-control, issue 28): the same
 * total_rows, with only the first `cutShortTo` data rows, as a server that stopped early.
 */
export function cutShort<T extends { total_rows: number; data: readonly unknown[] }>(answer: T, cutShortTo: number | null): T {
  return cutShortTo === null || cutShortTo >= answer.data.length ? answer : { ...answer, data: answer.data.slice(0, cutShortTo) };
}


export function reportDownload(selected: readonly Selected[], language: DemoLanguage) {
  if (selected.length > REPORT_EMAIL_ABOVE) return { send_via_email: true as const };
  const header = REPORT_COLUMNS.map((key) => say(language, key));
  const data = selected.map(({ record, line }) => {
    const row = reportRowJson(record, line, language);
    return [
      row.company_name,
      row.payroll_id,
      row.transaction_id,
      row.transfer_status_description,
      row.vat_id,
      row.credit_note,
      row.account_id,
      row.account_type,
      row.name,
      row.amount,
      row.currency_code,
      row.bank_name,
      row.created_at,
      row.responsefrombank?.estado_abono ?? null,
      row.responsefrombank?.motivo ?? null,
      row.responsefrombank?.fecha_abono ?? null,
    ];
  });
  return { total_rows: data.length, header, data };
}
