import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { isApiCall, openFromMenu, pickDateRange, startAt } from '../support/payouts';

/**
 * Transactions report (spec 01 sections 2, 7 and 8): the report's own date format
 * (YYYY/MM/DD) on Filter, and Export turning the rows into a file the browser saves. Dates are
 * pinned: "today" is 20 November 2026 for the demo and the browser.
 */

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
});

const reportQuery = (url: string) => {
  const query = new URL(url).searchParams;
  return { from: query.get('fecha_inicio'), to: query.get('fecha_fin') };
};

test('the report asks for its dates as YYYY/MM/DD, on opening and on Filter', async ({ page }) => {
  const opened = page.waitForRequest((request) => isApiCall(request, 'summary_sales_report'));
  await openFromMenu(page, 'Payouts', 'Transactions report');
  await expect(page.getByRole('heading', { name: 'Transactions report', level: 1 })).toBeVisible();
  // The default range: the last 15 days.
  expect(reportQuery((await opened).url())).toEqual({ from: '2026/11/05', to: '2026/11/20' });

  const form = page.getByRole('form', { name: 'Filter the transactions report' });
  const dates = form.getByRole('button', { name: 'Date range' });
  await pickDateRange(page, dates, '10 November 2026', '12 November 2026');
  await expect(dates).toHaveText('10/11/2026 – 12/11/2026');
  const filtered = page.waitForRequest((request) => isApiCall(request, 'summary_sales_report'));
  await form.getByRole('button', { name: 'Filter', exact: true }).click();
  expect(reportQuery((await filtered).url())).toEqual({ from: '2026/11/10', to: '2026/11/12' });

  const table = page.getByRole('table', { name: 'Transactions report' });
  await expect(table.getByRole('button', { name: /^Details of transaction \d+$/ }).first()).toBeVisible();
});

test('Export of a normal range saves a csv file with the rows it announces', async ({ page }) => {
  await openFromMenu(page, 'Payouts', 'Transactions report');
  const form = page.getByRole('form', { name: 'Filter the transactions report' });
  await expect(form).toBeVisible();

  const exported = page.waitForResponse((response) => isApiCall(response.request(), 'download_sales_summary'));
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Export', exact: true }).click();
  const answer = (await (await exported).json()) as { total_rows: number; header: string[] };
  expect(reportQuery((await exported).url())).toEqual({ from: '2026/11/05', to: '2026/11/20' });
  expect(answer.total_rows).toBeGreaterThan(0);

  const file = await download;
  expect(file.suggestedFilename()).toBe('transactions-report-2026-11-20.csv');
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const rows = text.split('\r\n').filter((row) => row !== '');
  expect(rows[0]).toBe(answer.header.join(','));
  expect(rows).toHaveLength(answer.total_rows + 1);

  const outcome = page.getByRole('status').filter({ hasText: 'Report exported' });
  await expect(outcome).toBeVisible();
  await expect(outcome.getByText(`The file has been downloaded. Exported ${answer.total_rows.toLocaleString('en')} of ${answer.total_rows.toLocaleString('en')} rows.`)).toBeVisible();
});
