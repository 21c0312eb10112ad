import type { ExportAnswer, ExportRows } from '@machines/shared/reportExport';
import { asDownload } from '../../api/calls/download';
import { saveBlob, saveRows } from '../../components/downloads/saveRows';
import type { ExportBinding, ExportJob } from '../../components/exports/reportExportLogic';
import { formatUtcDateTime, toApiDate } from '../../format';
import { i18next } from '../../i18n';
import { actorLabel, eventLabel, issueLabel, statusLabel } from '../payrollLedger/ledgerTexts';
import { toLedgerFilters, type AuditFilters } from './auditFilters';
import { countedEntries, withVerdicts, type AuditRow } from './auditRows';

/**
 * The audit trail's two exports on the shared Export chart: the request reads every entry the
 * filters match (with verdicts) as rows, the saving step writes them as CSV or, loaded only on
 * that click, as XLSX.
 */

const COLUMNS = ['at', 'payroll', 'merchant', 'event', 'from', 'to', 'actor', 'profiles', 'reason', 'verification', 'issues'] as const;

/** Header and rows in the user's language: what the table shows, one entry a row. */
function auditRows(rows: readonly AuditRow[]): ExportRows {
  const t = i18next.t;
  return {
    header: COLUMNS.map((column) => t(`payrollLedger:fields.${column}`)),
    data: rows.map(({ entry, issues, payrollVerified }) => [
      formatUtcDateTime(entry.at),
      entry.payroll_id,
      entry.company_name,
      eventLabel(t, entry.event),
      statusLabel(t, entry.from_status, 'from'),
      statusLabel(t, entry.to_status, 'to'),
      actorLabel(t, entry.actor, entry.on_behalf_of),
      entry.actor.profiles.join(', '),
      entry.reason,
      t(payrollVerified ? 'payrollLedger:verdict.verified' : 'payrollLedger:verdict.notVerified'),
      issues.map((issue) => issueLabel(t, issue)).join('; '),
    ]),
  };
}

/**
 * Spec 01 section 8 as for the report's download: a non-200 answer is 'Something went wrong'.
 * Every page is read with the job's signal (Cancel aborts the page under way), saying N of M
 * rows as it goes (M: the first page's total), and the rows carry that total, so pages that
 * came back short are said (issue 28).
 */
async function readAll(filters: AuditFilters, job: ExportJob): Promise<ExportAnswer> {
  const { entries, total } = await asDownload(countedEntries(toLedgerFilters(filters), job.signal, (done, of) => job.progress(done, of)));
  const rows = await asDownload(withVerdicts(entries, job.signal));
  return { kind: 'rows', rows: auditRows(rows), total };
}

const fileName = (extension: 'csv' | 'xlsx') => `payroll-audit-${toApiDate(new Date())}.${extension}`;

/** Makes the browser save an XLSX file; exceljs is fetched on the first such click. */
async function saveXlsx(rows: ExportRows): Promise<void> {
  const { rowsToXlsx } = await import('./xlsx');
  const blob = new Blob([await rowsToXlsx(rows)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  saveBlob(blob, fileName('xlsx'));
}

export const AUDIT_CSV_EXPORT: ExportBinding<AuditFilters> = { request: readAll, save: (rows) => saveRows({ name: fileName('csv'), ...rows }) };
export const AUDIT_XLSX_EXPORT: ExportBinding<AuditFilters> = { request: readAll, save: saveXlsx };
