import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseLanguage, isApiCall, pickDateRange, startAt } from '../support/payouts';

/**
 * The payment vouchers report (spec 02 sections 2, 6, 7 and 9) on /payouts/vouchers: the
 * request each filter sends, the company column by role, the top pager, and the proof opening
 * in a new tab as a PDF. Dates are pinned: "today" is 20 November 2026 for the demo and the browser.
 */

const vouchersCall = (page: Page) => page.waitForRequest((request) => isApiCall(request, 'vouchers'));
const sent = (url: string) => {
  const query = Object.fromEntries(new URL(url).searchParams);
  delete query.language;
  return query;
};
const table = (page: Page) => page.getByRole('table', { name: 'Payment vouchers' });
const headers = async (page: Page) => (await table(page).getByRole('columnheader').allTextContents()).map((text) => text.trim());

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
});

test('carga filters by every field, each sent under its own name, and pages through', async ({ page, demo }) => {
  await demo.storeSession(page, 'carga');
  const opened = vouchersCall(page);
  await page.goto('/payouts/vouchers');
  await expect(page.getByRole('heading', { name: 'Payment vouchers', level: 1 })).toBeVisible();
  expect(sent((await opened).url())).toEqual({ itemsPerPage: '10', page: '1' });
  await expect(page.getByRole('status').filter({ hasText: 'Vouchers found: 140' })).toBeVisible();
  // The first header is the page's checkbox (issue 25).
  expect(await headers(page)).toEqual(['', 'Tax ID', 'Name', 'Bank', 'Amount', 'Paid status', 'Payment date', 'Way to pay', 'Proof']);
  // The default page size: pages below the table only.
  await expect(page.getByRole('navigation', { name: 'Pages, below the table' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages, above the table' })).toHaveCount(0);

  // A real row's values, to filter on.
  const first = table(page).getByRole('row').nth(1);
  // Cell 0 is the row's checkbox.
  const rut = (await first.getByRole('cell').nth(1).textContent())!.trim();
  const name = (await first.getByRole('cell').nth(2).textContent())!.trim();
  const bank = (await first.getByRole('cell').nth(3).textContent())!.trim();

  const form = page.getByRole('form', { name: 'Filter payment vouchers' });
  await form.getByRole('textbox', { name: 'Client tax ID (starts with)' }).fill(`  ${rut.slice(0, 4)} `);
  await form.getByRole('textbox', { name: 'Client name (contains)' }).fill(name.split(' ')[1]!.toLowerCase());
  await form.getByRole('textbox', { name: 'Bank (contains)' }).fill(bank.slice(0, 5));
  await form.getByRole('textbox', { name: 'Payment amount' }).fill('12a3,5');
  await expect(form.getByRole('textbox', { name: 'Payment amount' })).toHaveValue('123.5');
  await pickDateRange(page, form.getByRole('button', { name: 'Payment date' }), '1 November 2026', '20 November 2026');
  let filtered = vouchersCall(page);
  await form.getByRole('button', { name: 'Filter', exact: true }).click();
  expect(sent((await filtered).url())).toEqual({
    itemsPerPage: '10',
    page: '1',
    rut__startswith: rut.slice(0, 4),
    nombre__icontains: name.split(' ')[1]!.toLowerCase(),
    banco__icontains: bank.slice(0, 5),
    monto_abono: '123.5',
    fecha_abono__gte: '2026-11-01',
    fecha_abono__lte: '2026-11-20',
  });
  await expect(page.getByText('No data found for the selected filter')).toBeVisible();

  // Only the tax id and dates left: the row is found again.
  for (const field of ['Client name (contains)', 'Bank (contains)', 'Payment amount']) await form.getByRole('textbox', { name: field }).fill('');
  filtered = vouchersCall(page);
  await form.getByRole('button', { name: 'Filter', exact: true }).click();
  expect(sent((await filtered).url())).toEqual({ itemsPerPage: '10', page: '1', rut__startswith: rut.slice(0, 4), fecha_abono__gte: '2026-11-01', fecha_abono__lte: '2026-11-20' });
  await expect(table(page).getByRole('cell', { name, exact: true }).first()).toBeVisible();
});

test('a page size above the default adds the pager above the table', async ({ page, demo }) => {
  await demo.signInAt(page, 'carga', '/payouts/vouchers');
  await expect(table(page).getByRole('row')).toHaveCount(11);
  const resized = vouchersCall(page);
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  expect(sent((await resized).url())).toEqual({ itemsPerPage: '25', page: '1' });
  const above = page.getByRole('navigation', { name: 'Pages, above the table' });
  await expect(above).toBeVisible();
  const paged = vouchersCall(page);
  await above.getByRole('button', { name: 'Page 2', exact: true }).click();
  expect(sent((await paged).url())).toEqual({ itemsPerPage: '25', page: '2' });
  await expect(table(page).getByRole('row')).toHaveCount(26);
});

for (const { username, seesCompany } of [
  { username: 'manager', seesCompany: true },
  { username: 'admin', seesCompany: true },
  { username: 'alpsadmin', seesCompany: true },
  { username: 'aprobador1', seesCompany: false },
]) {
  test(`${username} ${seesCompany ? 'sees' : 'does not see'} the company column`, async ({ page, demo }) => {
    await demo.signInAt(page, username, '/payouts/vouchers');
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();
    expect((await headers(page)).includes('Company')).toBe(seesCompany);
  });
}

test('download proof opens the voucher’s PDF on the API host in a new tab', async ({ page, demo, request }) => {
  await demo.signInAt(page, 'carga', '/payouts/vouchers');
  const proof = table(page).getByRole('link', { name: /^Download proof of the payment to / }).first();
  const href = await proof.getAttribute('href');
  // The link the API signed for this session: the new tab carries no token.
  expect(href).toMatch(/^\/api\/v1\/pdf_refunds\/voucher\/\d+\?u=\d+&exp=\d+&sig=[\w-]+$/);
  const path = href!.split('?')[0];
  const answered = page.context().waitForEvent('response', (response) => new URL(response.url()).pathname === path);
  const popup = page.waitForEvent('popup');
  await proof.click();
  expect((await popup).opener()).not.toBeNull();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The same address, fetched as the tab did (no token): a real PDF; without its signature, nothing.
  const file = await request.get(href!);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await request.get(path!)).status()).toBe(401);
  // The report stays where it was.
  await expect(page).toHaveURL(/\/payouts\/vouchers(\?[^/]*)?$/);
});

test('the refunds voucher of a payroll opens in a dialog on the same page', async ({ page, demo }) => {
  await demo.signInAt(page, 'carga', '/payouts/vouchers');
  await page.getByRole('button', { name: 'Refunds voucher of a payroll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refunds voucher of a payroll' });
  await dialog.getByRole('button', { name: 'Get the refunds voucher' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('All fields are required');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the report in Spanish', async ({ page, demo }) => {
  await demo.signIn(page, 'manager');
  await chooseLanguage(page, 'Language', 'Español');
  await page.goto('/payouts/vouchers');
  await expect(page.getByRole('heading', { name: 'Comprobantes de abono', level: 1 })).toBeVisible();
  const spanish = page.getByRole('table', { name: 'Comprobantes de abono' });
  await expect(spanish.getByRole('row').nth(1)).toBeVisible();
  expect((await spanish.getByRole('columnheader').allTextContents()).map((text) => text.trim())).toEqual([
    '',
    'RUT / documento',
    'Nombre',
    'Banco',
    'Monto',
    'Estado del abono',
    'Fecha de abono',
    'Forma de abono',
    'Empresa',
    'Comprobante',
  ]);
  await expect(page.getByRole('form', { name: 'Filtrar comprobantes de abono' }).getByRole('button', { name: 'Fecha de abono' })).toBeVisible();
  await expect(spanish.getByRole('link', { name: /^Descargar comprobante del abono a / }).first()).toBeVisible();
});
