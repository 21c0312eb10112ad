import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseLanguage, isApiCall, openFromMenu, startAt } from '../support/payouts';

/**
 * Exports as jobs (issue 28) on the transactions report: an answer cut short by the demo API's
 * test control (POST /__demo/export-control, demo-api/README.md "Test controls") is said as a
 * warning with its tally, never silently; Cancel stops a slow export, aborting its request,
 * and Export works again after it; leaving while it runs is asked about first.
 */

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
  await openFromMenu(page, 'Payouts', 'Transactions report');
});

const exportButton = (page: Page) =>
  page.getByRole('form', { name: 'Filter the transactions report' }).getByRole('button', { name: 'Export', exact: true });

test('an export the server cut short says how much of it came, as a warning, and saves what came', async ({ page, request }) => {
  expect((await request.post('/__demo/export-control', { data: { cutShortTo: 50 } })).status()).toBe(204);
  const exported = page.waitForResponse((response) => isApiCall(response.request(), 'download_sales_summary'));
  const download = page.waitForEvent('download');
  await exportButton(page).click();
  const answer = (await (await exported).json()) as { total_rows: number; data: unknown[] };
  expect(answer.data).toHaveLength(50);
  expect(answer.total_rows).toBeGreaterThan(50);

  const warning = page.getByRole('alert').filter({ hasText: 'Export incomplete' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`Exported 50 of ${answer.total_rows.toLocaleString('en')} rows: the server stopped early`);
  const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(text.split('\r\n').filter((row) => row !== '')).toHaveLength(51);

  // The control was used up: the next export is whole, and says so.
  await warning.getByRole('button', { name: 'Close message' }).click();
  await exportButton(page).click();
  const whole = page.getByRole('status').filter({ hasText: 'Report exported' });
  await expect(whole).toContainText(`Exported ${answer.total_rows.toLocaleString('en')} of ${answer.total_rows.toLocaleString('en')} rows.`);
});

test('Cancel stops a long export: its request is aborted, it says so, and Export works again', async ({ page, request }) => {
  expect((await request.post('/__demo/export-control', { data: { delayMs: 30_000 } })).status()).toBe(204);
  const sent = page.waitForRequest((req) => isApiCall(req, 'download_sales_summary'));
  await exportButton(page).click();
  const slow = await sent;
  const bar = page.getByRole('progressbar', { name: 'Export progress' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exporting...' })).toBeDisabled();

  // Leaving meanwhile is asked about first (it would stop the export); Stay keeps it running.
  await openFromMenu(page, 'Payouts', 'Payouts list');
  const leaving = page.getByRole('dialog', { name: 'Leave while work is running?' });
  await expect(leaving).toContainText('An export that has not finished');
  await leaving.getByRole('button', { name: 'Stay', exact: true }).click();
  await expect(leaving).toHaveCount(0);
  await expect(bar).toBeVisible();

  const failed = page.waitForEvent('requestfailed', (req) => req === slow);
  await page.getByRole('button', { name: 'Cancel export' }).click();
  expect((await failed).failure()?.errorText).toMatch(/abort|cancel/i);

  const cancelled = page.getByRole('status').filter({ hasText: 'Export cancelled' });
  await expect(cancelled).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel export' })).toHaveCount(0);
  await expect(exportButton(page)).toBeEnabled();

  // Usable again: the control was used up by the cancelled request, this one answers at once.
  const download = page.waitForEvent('download');
  await exportButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Report exported' })).toBeVisible();
  expect((await download).suggestedFilename()).toMatch(/^transactions-report-.*\.csv$/);
});

test('in Spanish: the progress, Cancel and the cut-short warning', async ({ page, request }) => {
  await chooseLanguage(page, 'Language', 'Español');
  const form = page.getByRole('form', { name: 'Filtrar el reporte de transacciones' });
  await expect(form).toBeVisible();
  expect((await request.post('/__demo/export-control', { data: { cutShortTo: 50, delayMs: 1_500 } })).status()).toBe(204);
  await form.getByRole('button', { name: 'Exportar', exact: true }).click();
  const bar = page.getByRole('progressbar', { name: 'Progreso de la exportación' });
  await expect(bar).toHaveAttribute('aria-valuetext', 'Esperando la respuesta del servidor');
  await expect(page.getByRole('button', { name: 'Cancelar exportación' })).toBeEnabled();

  const warning = page.getByRole('alert').filter({ hasText: 'Exportación incompleta' });
  await expect(warning).toContainText(/Se exportaron 50 de [\d.]+ filas: el servidor se detuvo antes/);
  await expect(bar).toHaveCount(0);
});
