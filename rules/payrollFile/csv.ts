import Papa from 'papaparse';

/** A row of a payroll file, numbered as a spreadsheet shows it (the header is row 1). */
export interface FileRow {
  readonly no_line: number;
  readonly cells: string[];
}

/** Whether every cell of a row is empty or spaces: such rows are skipped (their numbers are not). */
export const isBlankRow = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

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

/** The non-blank rows of a CSV payroll file, whatever its delimiter and encoding. */
export function readCsvRows(bytes: Uint8Array): FileRow[] {
  // The delimiter is guessed: Spanish-locale Excel writes ';', others ','.
  const parsed = Papa.parse<string[]>(decodeText(bytes), { skipEmptyLines: false, delimitersToGuess: [';', ',', '\t', '|'] });
  return parsed.data
    .map((cells, index) => ({ no_line: index + 1, cells: cells.map((cell) => String(cell)) }))
    .filter((row) => !isBlankRow(row.cells));
}
