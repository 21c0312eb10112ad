import ExcelJS from 'exceljs';
import type { ReportRows } from '@machines/payouts/payoutReportExport';

/** Loaded only when an XLSX export is asked for: exceljs is large and no other page needs it in the browser. */
export async function rowsToXlsx(rows: ReportRows): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Audit');
  sheet.addRow([...rows.header]).font = { bold: true };
  for (const row of rows.data) sheet.addRow(row.map((cell) => cell ?? ''));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
