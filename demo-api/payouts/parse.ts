import { isBlankRow, readCsvRows, type FileRow } from '../../rules/payrollFile/csv.ts';

/**
 * Reading an uploaded payroll file into rows of text cells, numbered as the user sees them. CSV
 * is read by the shared rules (rules/payrollFile/csv.ts, also the browser's preview); XLSX here,
 * with exceljs (large, Node-side).
 */

export type FileKind = 'csv' | 'xls' | 'xlsx';

export const fileKindOf = (filename: string): FileKind | null => {
  const extension = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xls' || extension === 'xlsx' ? extension : null;
};

export const CONTENT_TYPES: Record<FileKind, string> = {
  csv: 'text/csv; charset=utf-8',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function readXlsx(bytes: Uint8Array): Promise<FileRow[] | null> {
  // Loaded on demand: the spreadsheet library is large and only uploads and templates need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const rows: FileRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(row.getCell(column).text ?? '');
    if (!isBlankRow(cells)) rows.push({ no_line: number, cells });
  });
  return rows;
}

/**
 * The non-blank rows of the file, or null when it cannot be read. Legacy .xls (BIFF) files are
 * accepted by the upload but cannot be read by the demo, so they end as "upload failed".
 */
export async function readRows(bytes: Uint8Array, kind: FileKind): Promise<FileRow[] | null> {
  if (kind === 'csv') return readCsvRows(bytes);
  if (kind === 'xlsx') return readXlsx(bytes);
  return null;
}
