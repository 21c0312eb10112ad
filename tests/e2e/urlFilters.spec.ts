import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { NOW, openFromMenu, payoutsTable, recordApiCalls, startAt } from './support/payouts';

/**
 * Issue 13: a list's filters, page and size live in the address. Shown on the payout list;
 * every list of the shared chart binds the address the same way (src/components/lists).
 */

const LIST = '/payouts/list';

/**
 * The payroll ids shown, once the list has finished loading. A first visit after sign-in loads
 * the page's code, the reference data and the list: more than 10 s once on a loaded two-core
 * CI machine, so this wait (not an assertion) gets 30 s.
 */
async function shownIds(page: Page): Promise<string[]> {
  await expect(page.getByRole('region', { name: 'Payouts' })).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(payoutsTable(page)).toBeVisible();
  // Each row's id: its only cell of digits alone (a selection checkbox's cell may come first).
  return payoutsTable(page).locator('tbody tr td').filter({ hasText: /^\d+$/ }).allTextContents();
}

/** The list's status cells; with the status filter on, each says that status. */
// A waiting payroll's status may carry what its wait became under it ('Overdue…', issue 24).
const statusCells = (page: Page) => payoutsTable(page).locator('tbody tr td').filter({ hasText: /^Under approval/ });

async function filterUnderApproval(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Under approval', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/[?&]statusIds=4(&|$)/);
}

const search = (page: Page) => new URL(page.url()).searchParams;

test('a filtered list link opened in another signed-in browser shows the same rows', async ({ page, demo, browser, baseURL, extraHTTPHeaders }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'carga', LIST);
  const unfiltered = await shownIds(page);
  await filterUnderApproval(page);
  const ids = await shownIds(page);
  expect(ids.length).toBeGreaterThan(0);
  expect(ids).not.toEqual(unfiltered);
  await expect(statusCells(page)).toHaveCount(ids.length);
  // Readable: the dates as days, the statuses as ids.
  expect(search(page).get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const link = page.url();

  const other = await browser.newContext({ baseURL, extraHTTPHeaders, locale: 'en-US', timezoneId: 'UTC' });
  try {
    const second = await other.newPage();
    await second.clock.install({ time: new Date(NOW) });
    await demo.signInAt(second, 'carga', link);
    expect(await shownIds(second)).toEqual(ids);
    await expect(second.getByRole('form', { name: 'Payout filters' }).getByText('Under approval', { exact: true })).toBeVisible();
    expect(second.url()).toBe(link);
  } finally {
    await other.close();
  }
});

test('Back brings the previous filter back and Forward applies the next again', async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'carga', LIST);
  const unfiltered = await shownIds(page);
  const opened = page.url();
  await filterUnderApproval(page);
  const filtered = await shownIds(page);
  const form = page.getByRole('form', { name: 'Payout filters' });

  await page.goBack();
  await expect(page).toHaveURL(opened);
  await expect.poll(() => shownIds(page)).toEqual(unfiltered);
  await expect(form.getByText('Under approval', { exact: true })).toBeHidden();

  await page.goForward();
  await expect(page).toHaveURL(/[?&]statusIds=4(&|$)/);
  await expect.poll(() => shownIds(page)).toEqual(filtered);
  await expect(form.getByText('Under approval', { exact: true })).toBeVisible();
});

test('values the list cannot use fall back to its defaults without an error', async ({ page, demo }) => {
  await startAt(page, demo);
  const calls = recordApiCalls(page, 'payrolls');
  await demo.signInAt(page, 'carga', `${LIST}?page=abc&size=37&statusIds=oops&from=2026-13-01`);
  expect((await shownIds(page)).length).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => search(page).get('size')).toBe('10');
  expect(search(page).get('page')).toBe('1');
  expect(search(page).get('statusIds')).toBeNull();
  expect(search(page).get('from')).toBe('2026-11-05');
  expect(calls).toHaveLength(1);
  const asked = new URL(calls[0]!.url()).searchParams;
  expect(asked.get('page')).toBe('1');
  expect(asked.get('itemsPerPage')).toBe('10');
  expect(asked.get('status_id__in')).toBeNull();
});

test("the menu's link brings back the last view and puts it in the address", async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'carga', LIST);
  await shownIds(page);
  await filterUnderApproval(page);
  const filtered = await shownIds(page);
  await openFromMenu(page, 'Payouts', 'Transactions');
  await expect(page).toHaveURL(/\/payouts\/transactions/);
  await openFromMenu(page, 'Payouts', 'Payouts list');
  await expect(page).toHaveURL(/\/payouts\/list\?.*statusIds=4/);
  expect(await shownIds(page)).toEqual(filtered);
});
