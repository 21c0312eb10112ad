import { readFile } from 'node:fs/promises';
import type { Locator, Page, Request } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { chooseLanguage, isApiCall, openFromMenu, pickDateRange, startAt } from '../support/payouts';

/**
 * The payments list (spec 02 sections 2, 4, 5 and 7): admin lands on it, every filter sends
 * what the spec says (read from the real request), sort, paging, the filters found again
 * after a visit elsewhere, both export answers, and Spanish. "Today" is 20 November 2026.
 */

const LIST = 'payments/operation';
const isList = (request: Request) => isApiCall(request, LIST) && !new URL(request.url()).searchParams.has('export');
const queryOf = (request: Request) => {
  const query = Object.fromEntries(new URL(request.url()).searchParams.entries());
  delete query.language;
  return query;
};
const table = (page: Page) => page.getByRole('table', { name: 'Payments' });
const form = (page: Page) => page.getByRole('form', { name: 'Filter the payments' });
/** The rows drawn: the table draws those in view of its scrolling box and a few around them. */
const drawnRows = (list: Locator) => list.locator('tbody tr[aria-rowindex]');
/** A row's operation id: its second cell, after the row's checkbox. */
const shownIds = async (page: Page) =>
  (await drawnRows(table(page)).locator('td:nth-child(2)').allTextContents()).map((text) => Number(text.trim()));

/**
 * The list holds `count` rows (the table states its size, header included, as it draws only
 * some) and shows the first; scrolling its box to the end shows the last one.
 */
async function expectRows(list: Locator, count: number, { scrollToEnd = false } = {}) {
  await expect(list).toHaveAttribute('aria-rowcount', String(count + 1));
  await expect(drawnRows(list).first()).toHaveAttribute('aria-rowindex', '2');
  await expect(drawnRows(list).first()).toBeVisible();
  if (!scrollToEnd) return;
  await list.locator('xpath=..').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  const last = list.locator(`tbody tr[aria-rowindex="${count + 1}"]`);
  await expect(last).toBeVisible();
  await expect(last.locator('td').nth(1)).toHaveText(/^\d+$/);
}

async function pick(page: Page, label: string, ...options: string[]) {
  await form(page).getByLabel(label, { exact: true }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
});

test('admin lands on the payments list: last 15 days, 10 rows, the summary', async ({ page, demo }) => {
  const first = page.waitForRequest(isList);
  await demo.signIn(page, 'admin');
  await expect(page).toHaveURL(/\/payments\/transactions(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Payments list', level: 1 })).toBeVisible();
  expect(queryOf(await first)).toEqual({ page: '1', itemsPerPage: '10', 'start-date': '2026-11-05', 'end-date': '2026-11-20' });
  await expectRows(table(page), 10);
  await expect(page.getByRole('status').filter({ hasText: /^Records found: [\d.]+\. Reports of more than 10\.000 records/ })).toBeVisible();
});

test('each filter sends what the spec says, and the filters are found again after a visit elsewhere', async ({ page, demo }) => {
  await demo.signIn(page, 'admin');
  await expectRows(table(page), 10);

  await pickDateRange(page, form(page).getByRole('button', { name: 'Date range' }), '10 November 2026', '18 November 2026');
  await pick(page, 'Payment type', 'Khipu', 'Webpay Plus');
  await pick(page, 'Status', 'Completed without notification', 'Completed and notified');
  await pick(page, 'Currency', 'CLP', 'USD');
  await pick(page, 'Merchants', 'Merchant 101', 'Merchant 102');
  await form(page).getByRole('textbox', { name: 'Reference' }).fill('  AND ');
  await form(page).getByRole('textbox', { name: 'Shopper first name' }).fill(' a');
  await form(page).getByRole('textbox', { name: 'Shopper last name' }).fill('');
  await form(page).getByRole('textbox', { name: 'Shopper document ID' }).fill('');
  await form(page).getByRole('textbox', { name: 'Amount' }).pressSequentially('1x2.3.4');
  await expect(form(page).getByRole('textbox', { name: 'Amount' })).toHaveValue('12.34');
  await form(page).getByRole('textbox', { name: 'Amount' }).fill('');
  await form(page).getByRole('textbox', { name: /^Operation ids/ }).pressSequentially('5,,a6,');
  await expect(form(page).getByRole('textbox', { name: /^Operation ids/ })).toHaveValue('5,6,');
  await form(page).getByRole('textbox', { name: /^Operation ids/ }).fill('');

  const filtered = page.waitForRequest(isList);
  await form(page).getByRole('button', { name: 'Filter', exact: true }).click();
  const filteredRequest = await filtered;
  const sent = queryOf(filteredRequest);
  expect(sent).toEqual({
    page: '1',
    itemsPerPage: '10',
    'start-date': '2026-11-10',
    'end-date': '2026-11-18',
    channel: '1-2',
    last_status: '2,3',
    currency: 'CLP,USD',
    company_id__in: '101,102',
    reference: 'AND',
    shopper_first_name: 'a',
  });
  // The list keeps a query once its answer is in: wait for it (the previous rows stay on
  // screen while it loads, so visible rows do not say it arrived).
  await filteredRequest.response();
  await expect(page.getByRole('region', { name: 'Payments' })).toHaveAttribute('aria-busy', 'false');
  await expect(drawnRows(table(page)).first()).toBeVisible();

  // A visit elsewhere and back: the same query is asked for and the form shows it.
  await openFromMenu(page, 'Payouts', 'Payouts list');
  await expect(page.getByRole('heading', { name: 'Payouts list', level: 1 })).toBeVisible();
  const again = page.waitForRequest(isList);
  // Two menu entries read 'Transactions' (payouts and payments): the one of the Payments group.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const group = menu.getByRole('button', { name: 'Payments', exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.locator('a[href="/payments/transactions"]').click();
  expect(queryOf(await again)).toEqual(sent);
  await expect(form(page).getByRole('textbox', { name: 'Reference' })).toHaveValue('  AND ');
  await expect(form(page).getByRole('button', { name: 'Date range' })).toHaveText('10/11/2026 – 18/11/2026');
});

test('amount and operation ids are sent as typed once cleaned', async ({ page, demo }) => {
  await demo.signIn(page, 'admin');
  await expectRows(table(page), 10);
  const id = (await shownIds(page))[0]!;
  await form(page).getByRole('textbox', { name: /^Operation ids/ }).fill(`${id},,${id + 1}`);
  await form(page).getByRole('textbox', { name: 'Amount' }).fill('');
  await form(page).getByRole('textbox', { name: 'Shopper document ID' }).fill('  12 ');
  await form(page).getByRole('textbox', { name: 'Shopper last name' }).fill(' b ');
  const filtered = page.waitForRequest(isList);
  await form(page).getByRole('button', { name: 'Filter', exact: true }).click();
  expect(queryOf(await filtered)).toMatchObject({ operation_id: `${id},${id + 1}`, 'vat-id': '12', shopper_last_name: 'b' });

  await form(page).getByRole('textbox', { name: /^Operation ids/ }).fill('');
  await form(page).getByRole('textbox', { name: 'Shopper document ID' }).fill('');
  await form(page).getByRole('textbox', { name: 'Shopper last name' }).fill('');
  await form(page).getByRole('textbox', { name: 'Amount' }).fill('1500.5');
  const byAmount = page.waitForRequest(isList);
  await form(page).getByRole('button', { name: 'Filter', exact: true }).click();
  const query = queryOf(await byAmount);
  expect(query.amount).toBe('1500.5');
  expect(query).not.toHaveProperty('operation_id');
});

test('sorts the page on the client and pages through the results', async ({ page, demo }) => {
  await demo.signIn(page, 'admin');
  await expectRows(table(page), 10);
  const served = await shownIds(page);
  const calls: Request[] = [];
  page.on('request', (request) => isList(request) && calls.push(request));
  await table(page).getByRole('button', { name: 'Operation id' }).click();
  await expect.poll(() => shownIds(page)).toEqual([...served].sort((a, b) => a - b));
  await table(page).getByRole('button', { name: 'Operation id' }).click();
  await expect.poll(() => shownIds(page)).toEqual([...served].sort((a, b) => b - a));
  expect(calls, 'sorting asks the server for nothing').toEqual([]);

  const second = page.waitForRequest(isList);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
  expect(queryOf(await second)).toMatchObject({ page: '2', itemsPerPage: '10' });
  await expect.poll(async () => (await shownIds(page)).some((id) => served.includes(id))).toBe(false);

  const bigger = page.waitForRequest(isList);
  await page.getByLabel('Rows per page', { exact: true }).first().click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  expect(queryOf(await bigger)).toMatchObject({ page: '1', itemsPerPage: '25' });
  // 25 rows are more than the box shows: the table says 25 and scrolling reaches the last.
  await expectRows(table(page), 25, { scrollToEnd: true });
});

test('Export: a 201 with a url opens the report in a new tab', async ({ page, demo, context }) => {
  await demo.signIn(page, 'admin');
  await expectRows(table(page), 10);
  const exported = page.waitForResponse((response) => isApiCall(response.request(), LIST) && new URL(response.url()).searchParams.has('export'));
  const opened = context.waitForEvent('page');
  // The new tab asks for the file the 201 named (the browser may save it rather than show it).
  const fetched = context.waitForEvent('request', (request) => /\/api\/v1\/payments\/exports\/payments_\d+\.csv$/.test(new URL(request.url()).pathname));
  await form(page).getByRole('button', { name: 'Export', exact: true }).click();
  const answer = await exported;
  expect(answer.status()).toBe(201);
  expect(queryOf(answer.request())).toEqual({ export: 'true', limit: '20000', 'start-date': '2026-11-05', 'end-date': '2026-11-20' });
  const body = (await answer.json()) as { url: string };
  const report = await opened;
  expect(report).not.toBe(page);
  expect((await fetched).url()).toContain(body.url);
  await expect(page.getByRole('status').filter({ hasText: 'The report has been opened in a new tab.' })).toBeVisible();
});

test('Export: a large report is e-mailed', async ({ page, demo }) => {
  await demo.signIn(page, 'admin');
  await expectRows(table(page), 10);
  // Four months of admin's payments: more than 10,000 rows.
  await form(page).getByRole('button', { name: 'Date range' }).click();
  for (let month = 0; month < 3; month += 1) await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: '1 August 2026', exact: true }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: '20 November 2026', exact: true }).click();
  // The export is held until the page has shown that it is running.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/v1/payments/operation/' && url.searchParams.has('export'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const exported = page.waitForResponse((response) => isApiCall(response.request(), LIST) && new URL(response.url()).searchParams.has('export'));
  await form(page).getByRole('button', { name: 'Export', exact: true }).click();
  await expect(form(page).getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  release();
  const answer = await exported;
  expect(answer.status()).toBe(202);
  expect(queryOf(answer.request())).toMatchObject({ limit: '20000', 'start-date': '2026-08-01' });
  await expect(page.getByRole('status').filter({ hasText: 'Generating report. It will be sent to your email in a few minutes.' })).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
});

test('in Spanish', async ({ page, demo }) => {
  await demo.signIn(page, 'admin');
  await chooseLanguage(page, 'Language', 'Español');
  await expect(page.getByRole('heading', { name: 'Lista de pagos', level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filtrar los pagos' });
  await expect(filters.getByLabel('Medio de pago', { exact: true })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Exportar', exact: true })).toBeVisible();
  const pagos = page.getByRole('table', { name: 'Pagos' });
  await expectRows(pagos, 10);
  await expect(pagos.getByRole('button', { name: 'ID de operación' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Registros encontrados: [\d.]+\./ })).toBeVisible();
  await expect(pagos.getByRole('button', { name: /^Ver detalles de la operación \d+$/ }).first()).toBeVisible();
  await expect(drawnRows(pagos).locator('td:nth-child(6)').first()).toHaveText(/^[A-Z]{3} \d{1,3}(\.\d{3})*,\d{2}$/);
});

test('carga pins Amount from the Columns dialog, the pinned column stays in view, and two payments ticked by keyboard export as shown', async ({ page, demo }) => {
  await demo.reset();
  await demo.signInAt(page, 'carga', '/payments/transactions');
  const list = table(page);
  const boxes = list.getByRole('checkbox', { name: /^Select operation \d+$/ });
  await expect(boxes.nth(1)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Columns', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Columns: Payments' });
  await expect(dialog).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().includes('/preferences/lists/paymentTransactions/columns/') && response.request().method() === 'PUT');
  await dialog.getByRole('combobox', { name: 'Pin Amount' }).selectOption('left');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await saved).ok()).toBe(true);
  await expect.poll(() => list.getByRole('columnheader').allTextContents()).toEqual(['', 'Amount', 'Operation id', 'Reference', 'Channel', 'Currency', 'Shopper', 'Status', 'Created (UTC)', 'Actions']);

  // Scrolled sideways, the pinned Amount keeps its place after the checkbox column.
  const amount = list.getByRole('columnheader', { name: 'Amount' });
  await page.setViewportSize({ width: 900, height: 800 });
  const before = (await amount.boundingBox())!.x;
  await list.locator('xpath=..').evaluate((box) => box.scrollTo({ left: 400 }));
  await expect.poll(async () => (await list.getByRole('columnheader', { name: 'Reference' }).boundingBox())!.x).toBeLessThan(before);
  expect((await amount.boundingBox())!.x).toBe(before);

  const picked = [await boxes.nth(0).getAttribute('aria-label'), await boxes.nth(1).getAttribute('aria-label')].map((label) => Number(/\d+$/.exec(label!)![0]));
  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await boxes.nth(1).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('group', { name: 'Actions on the selected rows' });
  await expect(bar).toContainText('2 selected');
  await expectAccessible(page, 'the payments selection bar');
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export selection' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-selection-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('Amount,Operation id,Reference,Channel,Currency,Shopper,Status,Created (UTC)');
  // The amount is quoted (it has a decimal comma); the id follows it.
  expect(lines.slice(1).map((line) => Number(/^"[^"]*",(\d+),/.exec(line)![1]))).toEqual(picked);
});
