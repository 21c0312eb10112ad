import Papa from 'papaparse';
import type { DemoLanguage } from '../http/language.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';
import { say } from './messages.ts';
import { CONTENT_TYPES, type FileKind } from './parse.ts';
import { invalidLinesOf, isProcessed, linesOf } from './present.ts';
import { BANKING, type CountryCode } from './reference.ts';
import { EXAMPLE_LINES, rawLineCells, TEMPLATE_COLUMNS, templateHeader } from './template.ts';
import type { LineProblem } from './validate.ts';

/** Files the demo serves: templates, payroll originals and invalid-line files. */

export interface ServedFile {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly filename: string;
}

/** Semicolon-separated, as Spanish-locale spreadsheets write and read CSV. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): Uint8Array =>
  new TextEncoder().encode(`${Papa.unparse(rows.map((row) => [...row]), { delimiter: ';', newline: '\r\n' })}\r\n`);

/** One-sheet (or more) workbook; the spreadsheet library loads only when a workbook is asked for. */
export async function toXlsx(sheets: ReadonlyArray<{ name: string; rows: ReadonlyArray<ReadonlyArray<string | number>>; boldHeader?: boolean }>): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) worksheet.addRow([...row]);
    if (sheet.boldHeader) worksheet.getRow(1).font = { bold: true };
    worksheet.columns.forEach((column) => {
      column.width = 22;
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The company's or country's upload template: the header, three valid lines, and a help sheet. */
export async function templateFile(country: CountryCode, language: DemoLanguage, label: string): Promise<ServedFile> {
  const banking = BANKING[country];
  const help: Array<[string, string]> = [
    ...TEMPLATE_COLUMNS.map((column): [string, string] => [column[language], column.required ? '*' : '']),
    ['', ''],
    [say(language, 'colBank'), banking.banks.join(', ')],
    [say(language, 'colAccountType'), banking.accountTypes.join(', ')],
    [say(language, 'colCurrency'), banking.currencies.join(', ')],
  ];
  const bytes = await toXlsx([
    { name: 'Payroll', rows: [templateHeader(language), ...EXAMPLE_LINES[country].map(rawLineCells)], boldHeader: true },
    { name: 'Help', rows: help },
  ]);
  return { bytes, contentType: CONTENT_TYPES.xlsx, filename: `payroll_template_${label}.xlsx` };
}

/** The file as uploaded; a seeded payroll's file is rebuilt from its lines, in line order. */
export async function originalFile(record: PayrollRecord): Promise<ServedFile> {
  const kind: FileKind = record.original?.kind ?? (/\.xlsx$/i.test(record.filename) ? 'xlsx' : /\.xls$/i.test(record.filename) ? 'xls' : 'csv');
  const served = (bytes: Uint8Array) => ({ bytes, contentType: CONTENT_TYPES[kind], filename: record.filename });
  if (record.original) return served(record.original.bytes);
  const shape = record.origin.kind === 'seed' ? record.origin.shape : 'valid';
  // A seeded unreadable file is what the demo cannot read either: an old binary spreadsheet.
  if (shape === 'unreadable') return served(new TextEncoder().encode('\u00d0\u00cf\u0011\u00e0 legacy spreadsheet'));
  const header = shape === 'badHeader' ? ['rut', 'nombre', 'monto', 'banco'] : templateHeader('es');
  const rows = [
    ...linesOf(record).map((line) => ({ no_line: line.no_line, cells: rawLineCells(line) })),
    ...invalidLinesOf(record).map((line) => ({ no_line: line.no_line, cells: [...line.cells] })),
  ].sort((a, b) => a.no_line - b.no_line);
  const table = [header, ...rows.map((row) => row.cells)];
  return served(kind === 'xlsx' ? await toXlsx([{ name: 'Payroll', rows: table, boldHeader: true }]) : toCsv(table));
}

export const problemText = (language: DemoLanguage, problem: LineProblem): string => say(language, problem.key, problem.params);

/** The refused lines with their line number and what is wrong, for GET /pay/download/{id}?errorFile=true. */
export function errorRows(record: PayrollRecord, language: DemoLanguage) {
  const header = [say(language, 'colLine'), ...templateHeader(language), say(language, 'colErrors')];
  const data = invalidLinesOf(record).map((line) => {
    const problems = TEMPLATE_COLUMNS.flatMap((column) => {
      const problem = line.problems[column.field];
      return problem ? [`${column[language]}: ${problemText(language, problem)}`] : [];
    });
    return [line.no_line, ...TEMPLATE_COLUMNS.map((_, index) => line.cells[index] ?? ''), problems.join(' | ')];
  });
  return { header, data };
}

export function errorFile(record: PayrollRecord, language: DemoLanguage): ServedFile {
  const { header, data } = errorRows(record, language);
  if (!isProcessed(record)) data.length = 0;
  const base = record.filename.replace(/\.[^.]+$/, '');
  return { bytes: toCsv([header, ...data]), contentType: CONTENT_TYPES.csv, filename: `${base}_errors.csv` };
}

export function fileResponse(file: ServedFile): Response {
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      // An ASCII fallback plus the exact UTF-8 name (RFC 6266): headers cannot carry 'ñ' raw everywhere.
      'Content-Disposition': `attachment; filename="${file.filename.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    },
  });
}
