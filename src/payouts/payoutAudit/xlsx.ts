import type ExcelJSModule from 'exceljs';
import exceljsUrl from 'exceljs/dist/exceljs.min.js?url';
import type { ExportRows } from '@machines/shared/reportExport';

type ExcelJS = typeof ExcelJSModule;

let loading: Promise<ExcelJS> | null = null;

/**
 * exceljs's own browser build, fetched as a script from this origin the first time an XLSX
 * export is asked for. Bundled instead, its CommonJS code would add Rolldown's require() shim
 * to the runtime chunk that every page loads, /login included (docs/performance.md).
 */
function loadExcelJs(): Promise<ExcelJS> {
  loading ??= new Promise<ExcelJS>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = exceljsUrl;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { ExcelJS?: ExcelJS }).ExcelJS;
      if (loaded) resolve(loaded);
      else reject(new Error('exceljs did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('exceljs could not be fetched'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Loaded only when an XLSX export is asked for: exceljs is large and no other page needs it in the browser. */
export async function rowsToXlsx(rows: ExportRows): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Audit');
  sheet.addRow([...rows.header]).font = { bold: true };
  for (const row of rows.data) sheet.addRow(row.map((cell) => cell ?? ''));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
