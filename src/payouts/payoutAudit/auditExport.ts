import { fromPromise } from 'xstate';
import { payoutReportExportMachine, type ReportExportAnswer, type ReportExportFilters, type ReportRows } from '@machines/payouts/payoutReportExport';
import { saveBlob, saveRows } from '../../components/downloads/saveRows';
import { formatUtcDateTime, toApiDate } from '../../format';
import { i18next } from '../../i18n';
import { actorLabel, eventLabel, issueLabel, statusLabel } from '../payrollLedger/ledgerTexts';
import { toLedgerFilters, type AuditFilters } from './auditFilters';
import { allEntries, withVerdicts, type AuditRow } from './auditRows';

/**
 * The audit trail's exports reuse the report's Export chart as it is: its request step reads
 * every entry the filters match (with verdicts) as rows, its saving step writes them as CSV
 * or, loaded only on that click, as XLSX.
 */

const COLUMNS = ['at', 'payroll', 'merchant', 'event', 'from', 'to', 'actor', 'profiles', 'reason', 'verification', 'issues'] as const;

/** Header and rows in the user's language: what the table shows, one entry a row. */
function auditRows(rows: readonly AuditRow[]): ReportRows {
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
      actorLabel(t, entry.actor),
      entry.actor.profiles.join(', '),
      entry.reason,
      t(payrollVerified ? 'payrollLedger:verdict.verified' : 'payrollLedger:verdict.notVerified'),
      issues.map((issue) => issueLabel(t, issue)).join('; '),
    ]),
  };
}

async function readAll(filters: ReportExportFilters): Promise<ReportExportAnswer> {
  const entries = await allEntries(toLedgerFilters(filters as AuditFilters));
  const rows = auditRows(await withVerdicts(entries));
  return { ...rows, total_rows: rows.data.length };
}

const fileName = (extension: 'csv' | 'xlsx') => `payroll-audit-${toApiDate(new Date())}.${extension}`;

/** Makes the browser save an XLSX file; exceljs is fetched on the first such click. */
async function saveXlsx(rows: ReportRows): Promise<void> {
  const { rowsToXlsx } = await import('./xlsx');
  const blob = new Blob([await rowsToXlsx(rows)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  saveBlob(blob, fileName('xlsx'));
}

const exportLogic = (save: (rows: ReportRows) => Promise<void>) =>
  payoutReportExportMachine.provide({
    actors: {
      downloadReport: fromPromise<ReportExportAnswer, ReportExportFilters>(({ input }) => readAll(input)),
      saveRows: fromPromise<void, ReportRows>(({ input }) => save(input)),
    },
  });

export const auditCsvExportLogic = exportLogic((rows) => saveRows({ name: fileName('csv'), ...rows }));
export const auditXlsxExportLogic = exportLogic(saveXlsx);
