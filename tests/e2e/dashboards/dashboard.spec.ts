import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/format/amount';
import { test } from '../support/fixtures';
import { isApiCall, recordApiCalls, startAt } from '../support/payouts';

/**
 * The merchant dashboard (issue 11): the landing view per profile, the filter and the EUR
 * conversion, the automatic refresh on Playwright's clock, the status panel's failure kept in
 * the panel, and a figure that agrees with the payout list for the same filter.
 */

const payoutSummary = (page: Page) => page.getByRole('table', { name: 'Payout summary' });
const paymentSummary = (page: Page) => page.getByRole('table', { name: 'Payment summary' });
const topUps = (page: Page) => page.getByRole('region', { name: "Today's top-ups" });
/** The top up dated today that the demo seeds on merchant 1 (demo-api/store/seed/balances.ts). */
const SEEDED_TOP_UP = 1_250_000;
const statusPanel = (page: Page) => page.getByRole('region', { name: 'Services status' });
const figure = (table: ReturnType<typeof payoutSummary>, row: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: row, exact: true }) }).getByRole('cell');
/** What the API answers the signed-in page's user (the same demo store, with its token). */
async function apiGet<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { token?: string }).token);
  const response = await request.get(`/api/v1/${path}`, { headers: { Authorization: `Token ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function expectLandingView(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const card of ["Today's balance", "Today's successful payouts", "Today's top-ups"]) {
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  }
  // The top up the demo seeds today on Comercial Andes, and zero where the day has none.
  await expect(topUps(page)).toContainText(formatMoney(SEEDED_TOP_UP, 'CLP', { compact: true }));
  await expect(topUps(page)).toContainText('USD 0,00');
  for (const row of ['Successful', 'Rejected']) await expect(figure(payoutSummary(page), row)).toHaveText(/^CLP \d/);
  for (const row of ['All', 'Bank transfer', 'Cash', 'Debit and credit cards']) {
    await expect(figure(paymentSummary(page), row)).toHaveText(/^CLP \d/);
  }
  await expect(page.getByRole('img', { name: /Line chart of the payout transaction amount per day, in CLP/ })).toBeVisible();
  await expect(statusPanel(page).getByText('Partially Degraded Service')).toBeVisible();
  await expect(statusPanel(page).getByRole('link', { name: 'Delays confirming bank transfers' })).toBeVisible();
  await expect(statusPanel(page).getByText('Bank dispatch upgrade')).toBeVisible();
  await expect(statusPanel(page).getByRole('heading', { name: 'Pay-ins' })).toBeVisible();
  // The app settings switch the data-limit notice on in the demo.
  await expect(page.getByText('Dashboard data limit')).toBeVisible();
}

for (const username of ['carga', 'aprobador1', 'aprobador2', 'manager']) {
  test(`${username} lands on the dashboard after signing in`, async ({ page, demo }) => {
    await startAt(page, demo);
    await demo.signIn(page, username);
    await expect(page).toHaveURL(/\/$/);
    await expectLandingView(page);
  });
}

test('admin (four merchants) lands on payments and opens the dashboard from the menu', async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'admin');
  await expect(page).toHaveURL(/\/payments\/transactions(\?|$)/);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expectLandingView(page);
});

test('the filter asks for its currency and dates, and the EUR conversion uses the rate', async ({ page, demo, request }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
  const clp = await apiGet<{ payouts: { amounts: { success: number } } }>(
    page,
    request,
    'dashboard/data?fecha_inicio=2026-11-05&fecha_fin=2026-11-20&payments_merchant_ids=101',
  );
  const { currency_rates } = await apiGet<{ currency_rates: { rates: Record<string, Record<string, number>> } }>(page, request, 'services/status');
  await expect(figure(payoutSummary(page), 'Successful')).toHaveText(formatMoney(clp.payouts.amounts.success, 'CLP', { compact: true }));

  await page.getByRole('checkbox', { name: 'Convert currency to EUR' }).check();
  const eur = clp.payouts.amounts.success * currency_rates.rates.CLP!.EUR!;
  await expect(figure(payoutSummary(page), 'Successful')).toHaveText(formatMoney(eur, 'EUR', { compact: true }));
  await page.getByRole('checkbox', { name: 'Convert currency to EUR' }).uncheck();

  const filters = page.getByRole('form', { name: 'Dashboard filters' });
  await filters.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'USD' }).click();
  const usdData = page.waitForResponse((r) => isApiCall(r.request(), 'dashboard/data'));
  await filters.getByRole('button', { name: 'Filter' }).click();
  const usdResponse = await usdData;
  const asked = new URL(usdResponse.url()).searchParams;
  expect(asked.get('currency')).toBe('USD');
  expect(asked.get('fecha_inicio')).toBe('2026-11-05');
  expect(asked.get('fecha_fin')).toBe('2026-11-20');
  expect(asked.get('payments_merchant_ids')).toBe('101');
  const usd = await apiGet<{ payouts: { amounts: { success: number } } }>(page, request, `dashboard/data?${asked.toString()}`);
  await expect(figure(payoutSummary(page), 'Successful')).toHaveText(formatMoney(usd.payouts.amounts.success, 'USD', { compact: true }));
});

test('the figures reload by themselves once 10 minutes have passed on the clock', async ({ page, demo }) => {
  await startAt(page, demo);
  const dataCalls = recordApiCalls(page, 'dashboard/data');
  const statusCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/status/summary.json')) statusCalls.push(request.url());
  });
  await demo.signIn(page, 'carga');
  await expect(figure(payoutSummary(page), 'Successful')).toHaveText(/^CLP/);
  await expect.poll(() => dataCalls.length).toBe(1);

  await page.clock.fastForward('09:50');
  await page.waitForTimeout(1500);
  expect(dataCalls).toHaveLength(1);

  await page.clock.fastForward('00:15');
  await expect.poll(() => dataCalls.length).toBe(2);
  // Everything reloads at once, the status panel too.
  await expect.poll(() => statusCalls.length).toBe(2);
  await expect(figure(payoutSummary(page), 'Successful')).toHaveText(/^CLP/);

  // 'Refresh all metrics' reloads at once.
  await page.getByRole('button', { name: 'Refresh all metrics' }).click();
  await expect.poll(() => dataCalls.length).toBe(3);
});

test('a status page that cannot be read fails in its panel only', async ({ page, demo }) => {
  await startAt(page, demo);
  await page.route('**/status/summary.json', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await demo.signIn(page, 'carga');
  await expect(statusPanel(page).getByRole('alert')).toHaveText(/Error loading services status/);
  await expect(figure(payoutSummary(page), 'Successful')).toHaveText(/^CLP \d/);
  await expect(page.getByRole('img', { name: /Line chart/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);

  await page.unroute('**/status/summary.json');
  await statusPanel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(statusPanel(page).getByText('Partially Degraded Service')).toBeVisible();
});

test("the dashboard's successful amount is the sum of the payout list's paid amounts for the same dates", async ({ page, demo, request }) => {
  // It reads every page of the list (150 rows each): 11 s alone, up to 32 s beside another worker.
  test.slow();
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
  const dashboardFigure = await figure(payoutSummary(page), 'Successful').textContent();

  await page.goto('/payouts/list');
  const table = page.getByRole('table').first();
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  const full = page.waitForResponse((r) => isApiCall(r.request(), 'payrolls') && r.url().includes('itemsPerPage=150'));
  await page.getByRole('option', { name: '150' }).click();
  const listed = new URL((await full).url());
  const { paginate } = await apiGet<{ paginate: { num_pages: number; totalItems: number } }>(page, request, `payrolls/?${listed.searchParams.toString()}`);
  await expect(page.getByText(/^Loading payouts/)).toHaveCount(0);

  const headers = await table.locator('thead th').allTextContents();
  const paidColumn = headers.findIndex((text) => text.trim() === 'Paid');
  expect(paidColumn).toBeGreaterThan(0);
  // Every page of the list (150 rows each), as a user would read it.
  const cells: string[] = [];
  for (let pageNumber = 1; pageNumber <= paginate.num_pages; pageNumber += 1) {
    if (pageNumber > 1) {
      const next = page.waitForResponse((r) => isApiCall(r.request(), 'payrolls') && r.url().includes(`page=${pageNumber}&`));
      await page.getByRole('button', { name: 'Next page' }).click();
      await next;
    }
    const rows = Math.min(150, paginate.totalItems - (pageNumber - 1) * 150);
    await expect(table.locator('tbody tr')).toHaveCount(rows);
    // The first row shows its id (the cell of digits alone; a selection checkbox's cell may come first).
    await expect(table.locator('tbody tr').first().locator('td').filter({ hasText: /^\d+$/ })).toHaveCount(1);
    cells.push(...(await table.locator(`tbody tr td:nth-child(${paidColumn + 1})`).allTextContents()));
  }
  let cents = 0;
  for (const cell of cells) {
    for (const match of cell.matchAll(/CLP ([\d.]+,\d{2})/g)) cents += Number(match[1]!.replace(/\./g, '').replace(',', ''));
  }
  expect(cents).toBeGreaterThan(0);
  expect(dashboardFigure).toBe(formatMoney(cents / 100, 'CLP', { compact: true }));
});

test("today's balance is the balance screen's available amount, and today's top-up the settlements list's", async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
  const balanceCard = page.getByRole('region', { name: "Today's balance" });
  await expect(balanceCard).toContainText(/CLP -?\d/);

  await page.goto('/balance');
  const row = page.getByRole('row').filter({ hasText: 'Comercial Andes SpA' }).filter({ hasText: 'CLP' });
  await expect(row).toHaveCount(1);
  const shown = (await row.getByText(/^\$ /).textContent()) ?? '';
  // '$ -1.234.567,89' (Spanish format; a balance may be negative) back to a number.
  const available = Number(shown.replace(/^\$\s*/, '').replace(/\./g, '').replace(',', '.'));
  expect(Number.isFinite(available) && available !== 0).toBe(true);

  await page.goto('/settlements/topups');
  const seeded = page.getByRole('row').filter({ hasText: '20/11/2026' }).filter({ hasText: 'CLP 1.250.000,00' });
  await expect(seeded).toHaveCount(1);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(balanceCard).toContainText(formatMoney(available, 'CLP', { compact: true }));
  await expect(topUps(page)).toContainText(formatMoney(SEEDED_TOP_UP, 'CLP', { compact: true }));
});
