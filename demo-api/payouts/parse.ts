import Papa from 'papaparse';

/** Reading an uploaded payroll file into rows of text cells, numbered as the user sees them. */

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

export interface FileRow {
  /** The row number in the file (the header is row 1), as a spreadsheet shows it. */
  readonly no_line: number;
  readonly cells: string[];
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** UTF-8 when it is valid, else Windows-1252 (what Excel on Windows writes for "CSV"). */
function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

function readCsv(bytes: Uint8Array): FileRow[] {
  // The delimiter is guessed: Spanish-locale Excel writes ';', others ','.
  const parsed = Papa.parse<string[]>(decodeText(bytes), { skipEmptyLines: false, delimitersToGuess: [';', ',', '\t', '|'] });
  return parsed.data
    .map((cells, index) => ({ no_line: index + 1, cells: cells.map((cell) => String(cell)) }))
    .filter((row) => !isBlank(row.cells));
}

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
    if (!isBlank(cells)) rows.push({ no_line: number, cells });
  });
  return rows;
}

/**
 * The non-blank rows of the file, or null when it cannot be read. Legacy .xls (BIFF) files are
 * accepted by the upload but cannot be read by the demo, so they end as "upload failed".
 */
export async function readRows(bytes: Uint8Array, kind: FileKind): Promise<FileRow[] | null> {
  if (kind === 'csv') return readCsv(bytes);
  if (kind === 'xlsx') return readXlsx(bytes);
  return null;
}
