import type { PayrollBanking } from '@rules/payrollFile/banking';
import { checkPayrollFile } from '@rules/payrollFile/checkFile';
import { isBlankRow, readCsvRows, type FileRow } from '@rules/payrollFile/csv';
import { previewOf } from '@rules/payrollFile/preview';
import type { PreviewAnswer, UnreadableReason } from '@machines/payouts/payoutUpload';

/**
 * Reading a chosen payroll file for the preview (issue 28): CSV with the shared reader
 * (papaparse), XLSX with read-excel-file's web-worker entry, then the shared whole-file check,
 * summed up for the page (`previewOf`). It runs in the preview's module worker
 * (payrollPreview.worker.ts); it is plain code over bytes, so the tests call it directly.
 */

/** A cell as the demo server's exceljs reading gives it (`cell.text`): text as written, numbers and booleans as their text. */
const cellText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * The sheet's rows as the server numbers and keeps them: the row of the sheet (the header is
 * 1), blank rows left out, cells as text (read-excel-file gives every row the sheet's width;
 * trailing empty cells do not matter to the check).
 */
export const sheetRows = (sheet: ReadonlyArray<ReadonlyArray<unknown>>): FileRow[] =>
  sheet.map((cells, index) => ({ no_line: index + 1, cells: cells.map(cellText) })).filter((row) => !isBlankRow(row.cells));

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((byte, index) => bytes[index] === byte);

/** A zip archive (what an .xlsx is), a PDF, an old Office file, images. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const NOT_TEXT = [ZIP, [0x25, 0x50, 0x44, 0x46], [0xd0, 0xcf, 0x11, 0xe0], [0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38]];

/**
 * Why the bytes named .csv are not a CSV the server can read, or null: UTF-16 (a byte-order
 * mark, or every other byte zero) is an encoding the reader does not take; a known binary
 * signature, zero bytes or many control characters are not text at all.
 */
export function csvProblem(bytes: Uint8Array): UnreadableReason | null {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return 'encoding';
  if (NOT_TEXT.some((signature) => startsWith(bytes, signature))) return 'wrongType';
  const head = bytes.subarray(0, 4096);
  let zeros = 0;
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) zeros += 1;
    else if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls += 1;
  }
  if (zeros > 0) return zeros * 3 > head.length ? 'encoding' : 'wrongType';
  return controls * 100 > head.length ? 'wrongType' : null;
}

/** The reader the XLSX branch uses (read-excel-file's readSheet); passed in so this module stays light to test. */
export type ReadSheet = (bytes: ArrayBuffer) => Promise<ReadonlyArray<ReadonlyArray<unknown>>>;

/** The rows of a chosen file, or why they cannot be read. */
export async function readRows(bytes: Uint8Array, name: string, readSheet: ReadSheet): Promise<FileRow[] | UnreadableReason> {
  const extension = /\.([^.]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (extension === 'xls') return 'xlsFormat';
  if (extension === 'xlsx') {
    if (!startsWith(bytes, ZIP)) return 'wrongType';
    try {
      return sheetRows(await readSheet(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer));
    } catch {
      // A damaged archive, or a zip that is not a workbook: the server cannot read it either.
      return 'wrongType';
    }
  }
  return csvProblem(bytes) ?? readCsvRows(bytes);
}

/** The preview of a chosen file against the merchant's country. */
export async function readPreview(bytes: Uint8Array, name: string, banking: PayrollBanking, readSheet: ReadSheet): Promise<PreviewAnswer> {
  const rows = await readRows(bytes, name, readSheet);
  if (typeof rows === 'string') return { readable: false, reason: rows };
  return { readable: true, preview: previewOf(checkPayrollFile(rows, banking)) };
}

/** What the worker hands over without a copy: the problems' typed arrays. */
export const transferOf = (answer: PreviewAnswer): ArrayBuffer[] =>
  answer.readable ? [answer.preview.problems.lines.buffer as ArrayBuffer, answer.preview.problems.kindOf.buffer as ArrayBuffer] : [];
