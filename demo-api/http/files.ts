import Papa from 'papaparse';

/** Files the demo serves by link, whatever the area: their bytes, CSV and workbooks, and the answer. */

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
