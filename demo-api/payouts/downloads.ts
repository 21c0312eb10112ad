import { rawLineCells, templateHeader } from '../../rules/payrollFile/template.ts';
import type { DemoLanguage } from '../http/language.ts';
import { say, type MessageKey } from '../http/messages/index.ts';
import type { PayrollLine, PayrollRecord } from '../store/seed/payouts.ts';
import { errorRows } from './files.ts';
import { bankResponse, isProcessed, transactionCode } from './present.ts';
import { linesOf, round2, totalsOf, transactionsOf, transferStatus } from './totals.ts';
import { USD_RATES } from './reference.ts';

/** GET /v1/download_report_by_payroll: the row files of a payroll (the original is a link). */

export const PAYROLL_FILE_TYPES = ['summary', 'approvedBank', 'rejectedBank', 'validFile', 'errorFile', 'responseBank'] as const;
export type PayrollFileType = (typeof PAYROLL_FILE_TYPES)[number];

/** Row files longer than this are e-mailed instead (the 1250-line payroll's bank files are). */
export const EMAIL_ROWS_ABOVE = 1_000;

type Cell = string | number | null;
export interface Rows {
  header: string[];
  data: Cell[][];
}

const columns = (language: DemoLanguage, keys: readonly MessageKey[]) => keys.map((key) => say(language, key));

const TRANSFER_COLUMNS: readonly MessageKey[] = ['colTransaction', 'colHolderId', 'colName', 'colBank', 'colAccountType', 'colAccount', 'colAmount', 'colCurrency'];

const transferCells = (line: PayrollLine): Cell[] => [
  transactionCode(line),
  line.vat_id,
  line.name,
  line.bank_name,
  line.account_type,
  line.account_id,
  line.amountValue.toFixed(2),
  line.currency_code,
];

function summary(record: PayrollRecord, language: DemoLanguage, usd: boolean): Rows {
  const keys: MessageKey[] = ['colCurrency', 'colUploadedCount', 'colUploadedAmount', 'colPaidCount', 'colPaidAmount', 'colRejectedCount', 'colRejectedAmount'];
  const header = columns(language, keys);
  if (usd) header.push(...(['colUploadedAmount', 'colPaidAmount', 'colRejectedAmount'] as const).map((key) => say(language, 'colUsd', { column: say(language, key) })));
  const rejected: Record<string, { count: number; amount: number }> = {};
  for (const line of transactionsOf(record)) {
    if (transferStatus(record, line) !== 4) continue;
    const entry = (rejected[line.currency_code] ??= { count: 0, amount: 0 });
    entry.count += 1;
    entry.amount = round2(entry.amount + line.amountValue);
  }
  const data = Object.entries(totalsOf(record)).map(([currency, totals]): Cell[] => {
    const bank = rejected[currency] ?? { count: 0, amount: 0 };
    const row: Cell[] = [currency, totals.loaded.count, totals.loaded.amount, totals.paid.count, totals.paid.amount, bank.count, bank.amount];
    const rate = USD_RATES[currency] ?? 1;
    if (usd) row.push(round2(totals.loaded.amount * rate), round2(totals.paid.amount * rate), round2(bank.amount * rate));
    return row;
  });
  return { header, data };
}

function bankFile(record: PayrollRecord, language: DemoLanguage, status: 4 | 5): Rows {
  const extra: MessageKey[] = status === 5 ? ['colBankDate'] : ['colBankReason', 'colBankDate'];
  const lines = transactionsOf(record).filter((line) => transferStatus(record, line) === status);
  return {
    header: columns(language, [...TRANSFER_COLUMNS, ...extra]),
    data: lines.map((line) => {
      const response = bankResponse(record, line);
      return [...transferCells(line), ...(status === 4 ? [response?.motivo ?? null] : []), response?.fecha_abono ?? null];
    }),
  };
}

function responseBank(record: PayrollRecord, language: DemoLanguage): Rows {
  const lines = transactionsOf(record).filter((line) => bankResponse(record, line) !== null);
  return {
    header: columns(language, [...TRANSFER_COLUMNS, 'colBankStatus', 'colBankReason', 'colBankDate']),
    data: lines.map((line) => {
      const response = bankResponse(record, line)!;
      return [...transferCells(line), response.estado_abono, response.motivo, response.fecha_abono];
    }),
  };
}

export function payrollRows(record: PayrollRecord, type: PayrollFileType, language: DemoLanguage, usd: boolean): Rows {
  switch (type) {
    case 'summary':
      return summary(record, language, usd);
    case 'approvedBank':
      return bankFile(record, language, 5);
    case 'rejectedBank':
      return bankFile(record, language, 4);
    case 'responseBank':
      return responseBank(record, language);
    case 'validFile':
      return { header: templateHeader(language), data: isProcessed(record) ? linesOf(record).map(rawLineCells) : [] };
    case 'errorFile': {
      const rows = errorRows(record, language);
      return isProcessed(record) ? rows : { ...rows, data: [] };
    }
  }
}
