/**
 * Rows from the API (a header and data rows) saved by the browser as a CSV file. Shared by
 * every screen whose download answers rows instead of a file.
 */

export type Cell = string | number | null;

export interface RowsFile {
  /** File name the browser suggests, e.g. 'transactions-report.csv'. */
  readonly name: string;
  readonly header: readonly string[];
  readonly data: readonly (readonly Cell[])[];
}

/** Excel reads a UTF-8 file's accents only when it starts with a byte order mark. */
const BOM = '\uFEFF';

/**
 * Cells a spreadsheet would run as a formula get a leading apostrophe (CSV injection): those
 * starting with =, +, @, tab or CR, and with '-' unless the cell is a plain number.
 */
const FORMULA = /^(?:[=+@\t\r]|-(?![\d.,]+$))/;

/** RFC 4180 CSV (CRLF) with a BOM; papaparse does the quoting and is loaded only when needed. */
export async function toCsv(header: RowsFile['header'], data: RowsFile['data']): Promise<string> {
  const { unparse } = await import('papaparse');
  const text = unparse(
    { fields: [...header], data: data.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: FORMULA, newline: '\r\n' },
  );
  return `${BOM}${text}`;
}

/** Makes the browser save the rows as a CSV file; rejects when the file cannot be made. */
export async function saveRows(file: RowsFile): Promise<void> {
  saveBlob(new Blob([await toCsv(file.header, file.data)], { type: 'text/csv;charset=utf-8' }), file.name);
}

/** Makes the browser save a file made in the page under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
