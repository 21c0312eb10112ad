import type { Locator, Page } from '@playwright/test';
import { TEMPLATE_COLUMNS } from '../../../demo-api/payouts/template.ts';
import { expect, test } from '../support/fixtures';
import {
  CHILEAN_LINES,
  chooseFile,
  DROP_ZONE,
  fileInput,
  payrollCsv,
  recordApiCalls,
  startAt,
  uploadAndProcess,
  type PayrollFile,
} from '../support/payouts';

/**
 * Upload payout, what goes wrong (spec 01 sections 2, 4, 5 and 8): a file with bad lines shows
 * its first three errors with line numbers; a header that is not the template's shows the
 * detail plus '-Header'; a file that is not csv, xls or xlsx is refused before any upload.
 * The line messages are the demo API's (demo-api/http/messages/payouts.ts).
 */

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'carga', '/payouts/upload');
  await expect(page.getByRole('heading', { name: 'Upload payout', level: 1 })).toBeVisible();
});

const [valid1, valid2] = CHILEAN_LINES;

/** The drop zone itself, a labelled group (the file input inside it shares its name). */
const dropZone = (page: Page): Locator =>
  page.getByRole('group', { name: DROP_ZONE, exact: true }).filter({ has: fileInput(page) });

test('a csv with bad lines shows the first three, each with its line number and fields', async ({ page, request }) => {
  // Row 1 is the header, so the lines are rows 2 to 7; rows 3 to 6 are wrong.
  const file = payrollCsv('nomina_con_errores.csv', [
    valid1!,
    { ...valid1!, vat_id: '12.345.678-9' },
    { ...valid2!, amount: '1500,50' },
    { ...valid2!, currency_code: 'EUR' },
    { ...valid1!, bank_name: 'Banco Imaginario' },
    valid2!,
  ]);
  await chooseFile(page, file);
  await expect(page.getByText(`Chosen file: ${file.name}`)).toBeVisible();
  await uploadAndProcess(page, request, file.name);

  const alert = page.getByRole('alert').filter({ hasText: 'The file has lines with errors' });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('4 invalid lines', { exact: true })).toBeVisible();
  const lines = alert.getByRole('list', { name: 'The file has lines with errors' }).locator('> li');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Line 3');
  await expect(lines.nth(0).getByRole('listitem')).toHaveText(['Holder ID: Invalid RUT']);
  await expect(lines.nth(1)).toContainText('Line 4');
  await expect(lines.nth(1).getByRole('listitem')).toHaveText(['Amount: CLP amounts have no decimals']);
  await expect(lines.nth(2)).toContainText('Line 5');
  await expect(lines.nth(2).getByRole('listitem')).toHaveText(['Currency: Currency not allowed (use: CLP, USD)']);
  // The fourth bad line is counted, not shown.
  await expect(alert.getByText('Line 6', { exact: true })).toHaveCount(0);
  await expect(alert.getByText('Lines with errors not shown: 1')).toBeVisible();
  await expect(page.getByText('Payout uploaded successfully')).toHaveCount(0);
});

test("a file whose header is not the template's shows the detail plus '-Header'", async ({ page, request }) => {
  const header = TEMPLATE_COLUMNS.map((column) => column.en);
  // Bank and account type swapped: the same names, in the wrong order.
  [header[3], header[4]] = [header[4]!, header[3]!];
  const file = payrollCsv('nomina_encabezado.csv', CHILEAN_LINES, header);
  await chooseFile(page, file);
  await uploadAndProcess(page, request, file.name);

  const alert = page.getByRole('alert').filter({ hasText: "The file's header does not match the template" });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('Invalid header-Header', { exact: true })).toBeVisible();
  await expect(page.getByText('Payout uploaded successfully')).toHaveCount(0);
});

test('a .pdf or .txt file is refused with the accepted types, and nothing is uploaded', async ({ page }) => {
  const uploads = recordApiCalls(page, 'upload_payroll', 'POST');
  const refused: PayrollFile[] = [
    { name: 'nomina.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    { name: 'nomina.txt', mimeType: 'text/plain', buffer: payrollCsv('x.csv', CHILEAN_LINES).buffer },
  ];

  for (const file of refused) {
    await chooseFile(page, file);
    await expect(page.getByText('.csv, .xls or .xlsx files only', { exact: true })).toBeVisible();
    await expect(dropZone(page)).toHaveAccessibleDescription(/\.csv, \.xls or \.xlsx files only/);
    await expect(page.getByText(/^Chosen file:/)).toHaveCount(0);
  }

  // Upload with no accepted file asks for one instead of sending anything.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Choose the payroll file to upload', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Processing / })).toHaveCount(0);

  // A refused file after an accepted one keeps the accepted one.
  const good = payrollCsv('nomina_buena.csv', CHILEAN_LINES);
  await chooseFile(page, good);
  await expect(page.getByText(`Chosen file: ${good.name}`)).toBeVisible();
  await chooseFile(page, refused[0]!);
  await expect(page.getByText('.csv, .xls or .xlsx files only', { exact: true })).toBeVisible();
  await expect(page.getByText(`Chosen file: ${good.name}`)).toBeVisible();

  expect(uploads, 'no file was sent to the server').toHaveLength(0);
});
