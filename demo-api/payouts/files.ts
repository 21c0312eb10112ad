import { rawLineCells, TEMPLATE_COLUMNS, templateHeader } from '../../rules/payrollFile/template.ts';
import type { LineProblem } from '../../rules/payrollFile/validateLine.ts';
import { toCsv, toXlsx, type ServedFile } from '../http/files.ts';
import type { DemoLanguage } from '../http/language.ts';
import { say } from '../http/messages/index.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';
import { CONTENT_TYPES, type FileKind } from './parse.ts';
import { invalidLinesOf, isProcessed } from './present.ts';
import { linesOf } from './totals.ts';
import { BANKING, type CountryCode } from './reference.ts';
import { EXAMPLE_LINES } from './template.ts';

/** The payouts' served files: templates, payroll originals and invalid-line files. */

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
