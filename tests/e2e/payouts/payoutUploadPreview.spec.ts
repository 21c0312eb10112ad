import type { Page } from '@playwright/test';
import { toXlsx } from '../../../demo-api/http/files.ts';
import { TEMPLATE_COLUMNS } from '../../../demo-api/payouts/template.ts';
import { rawLineCells } from '../../../rules/payrollFile/template.ts';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { CHILEAN_LINES, chooseFile, chooseLanguage, downloadTemplate, payrollCsv, recordApiCalls, startAt, uploadAndProcess, XLSX_TYPE, type PayrollFile } from '../support/payouts';

/**
 * Preview before upload (issue 28): the chosen file is read in the browser, in a module worker
 * the security policy allows (`worker-src 'self'`; the fixture fails the test on any violation),
 * before anything is sent: row count, totals, first rows, every error with its line and field.
 * The files are made here; the 100,000-line one in memory.
 */

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'carga', '/payouts/upload');
  await expect(page.getByRole('heading', { name: 'Upload payout', level: 1 })).toBeVisible();
});

const preview = (page: Page) => page.getByRole('region', { name: 'File preview' });
const errorsList = (page: Page) => preview(page).getByRole('list', { name: /^Errors: / });

const [valid1, valid2] = CHILEAN_LINES;

/** Records the preview's workers (Chromium reports each dedicated worker the page starts). */
function recordWorkers(page: Page): string[] {
  const urls: string[] = [];
  page.on('worker', (worker) => urls.push(worker.url()));
  return urls;
}

test('a CSV with errors shows each with its line and field, and nothing is sent before Upload', async ({ page }) => {
  const workers = recordWorkers(page);
  const uploads = recordApiCalls(page, 'upload_payroll', 'POST');
  const file = payrollCsv('nomina_con_errores.csv', [
    valid1!,
    { ...valid1!, vat_id: '12.345.678-9' },
    { ...valid2!, amount: '1500,50' },
    { ...valid2!, currency_code: 'EUR', bank_name: 'Banco Imaginario' },
    valid2!,
  ]);
  await chooseFile(page, file);
  await expect(preview(page).getByRole('heading', { name: 'Preview of nomina_con_errores.csv' })).toBeVisible();
  await expect(preview(page).getByText('Payment lines: 5')).toBeVisible();
  await expect(errorsList(page)).toHaveAccessibleName('Errors: 4 in 3 lines');
  await expect(errorsList(page).getByRole('listitem')).toHaveText([
    'Line 3, Holder ID: Invalid RUT',
    'Line 4, Amount: CLP amounts have no decimals',
    'Line 5, Bank: Unknown bank',
    'Line 5, Currency: Currency not allowed (use: CLP, USD)',
  ]);
  const firstRows = preview(page).getByRole('table', { name: 'The first 5 lines of the file' });
  await expect(firstRows.getByRole('cell', { name: 'Banco Imaginario (error: Unknown bank)' })).toBeVisible();
  await expect(preview(page).getByRole('table', { name: 'Totals per currency of the valid lines' }).getByRole('row')).toHaveCount(1 + new Set([valid1!.currency_code, valid2!.currency_code]).size);
  expect(uploads, 'the preview sends nothing').toHaveLength(0);
  // Every control and table of the preview labelled, its scrolling list reachable (axe).
  await expectAccessible(page, 'the preview of a CSV with errors');
  // Read in the app's own module worker (the CSP fixture checks nothing was refused).
  expect(workers.some((url) => new URL(url).pathname.startsWith('/assets/'))).toBe(true);

  // Cancel: the file goes, nothing was sent.
  await preview(page).getByRole('button', { name: 'Cancel: remove the file' }).click();
  await expect(page.getByText('Chosen file: nomina_con_errores.csv')).toHaveCount(0);
  await expect(preview(page)).toHaveCount(0);
  expect(uploads).toHaveLength(0);
});

test('an XLSX with errors shows them with their line and field', async ({ page }) => {
  const header = TEMPLATE_COLUMNS.map((column) => column.es);
  const bytes = await toXlsx([
    {
      name: 'Nómina',
      rows: [header, rawLineCells(valid1!), [], rawLineCells({ ...valid2!, account_type: 'Cuenta Rara' }), [...rawLineCells(valid1!).slice(0, 7), 'abc', 'CLP', '', '']],
    },
  ]);
  const file: PayrollFile = { name: 'nomina_con_errores.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(bytes) };
  await chooseFile(page, file);
  await expect(preview(page).getByRole('heading', { name: 'Preview of nomina_con_errores.xlsx' })).toBeVisible();
  await expect(preview(page).getByText('Payment lines: 3')).toBeVisible();
  // Row 3 is blank: the lines keep the sheet's row numbers, as the server numbers them.
  await expect(errorsList(page).getByRole('listitem')).toHaveText([
    'Line 4, Account type: Unknown account type (use: Cuenta Corriente, Cuenta Vista, Cuenta de Ahorro, CuentaRUT)',
    'Line 5, Amount: Invalid amount',
  ]);
});

test('the valid template previews without errors, uploads, and the polling goes on as before', async ({ page, request }) => {
  const template = await downloadTemplate(page, request, 'Comercial Andes SpA');
  const file: PayrollFile = { name: 'plantilla.xlsx', mimeType: XLSX_TYPE, buffer: template };
  await chooseFile(page, file);
  await expect(preview(page).getByRole('status').filter({ hasText: 'No errors found: the server should accept this file.' })).toBeVisible();
  await expect(preview(page).getByText(`Payment lines: ${CHILEAN_LINES.length}`)).toBeVisible();
  await expect(errorsList(page)).toHaveCount(0);
  await uploadAndProcess(page, request, file.name);
  await expect(page.getByRole('status').filter({ hasText: 'Payout uploaded successfully' })).toBeVisible();
});

test('a file of 100,000 lines previews, with its row count, its errors and a page that answers', async ({ page }) => {
  const lines: string[] = [TEMPLATE_COLUMNS.map((column) => column.en).join(',')];
  const cells = rawLineCells(valid1!);
  for (let n = 1; n <= 100_000; n += 1) {
    // Every thousandth line has a bad amount; the account numbers differ (no warnings).
    lines.push([`OC-${n}`, '', String(10_000_000 + n), ...cells.slice(3, 7), n % 1000 === 0 ? 'abc' : '1000', 'CLP', '', ''].join(','));
  }
  await chooseFile(page, { name: 'nomina_grande.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await expect(preview(page).getByText('Payment lines: 100.000')).toBeVisible({ timeout: 20_000 });
  await expect(errorsList(page)).toHaveAccessibleName('Errors: 100 in 100 lines');
  await expect(errorsList(page).getByRole('listitem').first()).toHaveText('Line 1001, Amount: Invalid amount');
  await expect(preview(page).getByRole('table', { name: 'Totals per currency of the valid lines' }).getByRole('row', { name: 'CLP 99.900 99.900.000,00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
});

test('a large XLSX (20,000 lines, a sheet of megabytes) previews, unzipped in the preview worker itself', async ({ page }) => {
  // fflate would unzip an entry this large in a blob: worker, which `worker-src 'self'` refuses
  // (vite.config.ts, fflateInWorker): the fixture fails the test on any such violation.
  const cells = rawLineCells(valid1!);
  const rows = [TEMPLATE_COLUMNS.map((column) => column.es), ...Array.from({ length: 20_000 }, (_, index) => [`OC-${index + 1}`, '', String(10_000_000 + index), ...cells.slice(3, 7), 1000, 'CLP', '', ''])];
  const bytes = await toXlsx([{ name: 'Nómina', rows }]);
  await chooseFile(page, { name: 'nomina_grande.xlsx', mimeType: XLSX_TYPE, buffer: Buffer.from(bytes) });
  await expect(preview(page).getByText('Payment lines: 20.000')).toBeVisible({ timeout: 20_000 });
  await expect(preview(page).getByRole('status').filter({ hasText: 'No errors found' })).toBeVisible();
});

test('in Spanish: the preview of a CSV, and a PDF named .csv said plainly, both before anything is sent', async ({ page }) => {
  const uploads = recordApiCalls(page, 'upload_payroll', 'POST');
  await chooseLanguage(page, 'Language', 'Español');
  await expect(page.getByRole('heading', { name: 'Cargar nómina', level: 1 })).toBeVisible();
  const region = page.getByRole('region', { name: 'Vista previa del archivo' });
  const input = page.getByLabel('Archivo de nómina: arrástrelo aquí o presione para elegirlo', { exact: true }).and(page.locator('input[type="file"]'));
  const file = payrollCsv('nomina.csv', [valid1!, { ...valid2!, amount: 'abc' }]);
  await input.setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
  await expect(region.getByText('Líneas de pago: 2')).toBeVisible();
  await expect(region.getByRole('list', { name: /^Errores: / }).getByRole('listitem')).toHaveText(['Línea 3, Monto: Monto inválido']);
  await input.setInputFiles({ name: 'nomina.csv', mimeType: 'text/csv', buffer: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1') });
  await expect(region.getByRole('status')).toContainText('El contenido de este archivo no es una planilla CSV ni XLSX');
  // Upload stays possible: the server has the last word.
  await expect(page.getByRole('button', { name: 'Cargar', exact: true })).toBeEnabled();
  expect(uploads).toHaveLength(0);
});
