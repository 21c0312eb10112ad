import type { Page } from '@playwright/test';
import { storedSession } from './support/app';
import { expect, test } from './support/fixtures';
import { startAt } from './support/payouts';

/**
 * The command palette (issue 13) as carga: Ctrl+K opens it on any page, it offers only the
 * pages carga's profiles open, a number opens that payroll or that payment, and it switches
 * the language. Its code is not part of any page until it is asked for.
 */

const palette = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'Search pages and actions' }) });
const search = (page: Page) => page.getByRole('textbox', { name: 'Search pages and actions' });

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test("Ctrl+K lists carga's pages and never Manage users; a page opens from the keyboard", async ({ page }) => {
  const spotlightCode: string[] = [];
  page.on('request', (request) => {
    if (/CommandPalette|spotlight/i.test(request.url())) spotlightCode.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(spotlightCode, 'no palette code before it is asked for').toEqual([]);

  await page.keyboard.press('Control+K');
  await expect(search(page)).toBeFocused();
  await expect(palette(page).getByRole('button', { name: 'Upload payout' })).toBeVisible();
  await expect(palette(page).getByRole('button', { name: 'Payouts list' })).toBeVisible();
  await expect(palette(page).getByRole('button', { name: 'Manage users' })).toHaveCount(0);
  await search(page).fill('users');
  await expect(palette(page)).toContainText('Nothing matches. Try a page name or a number.');

  await search(page).fill('upload');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payouts\/upload$/);
  await expect(palette(page)).toBeHidden();
});

test("a payment number opens that payment's detail over the page; '12' opens payroll 12", async ({ page, request }) => {
  const session = await storedSession(page);
  const answer = await request.get('/api/v1/payments/operation/?page=1&itemsPerPage=1', { headers: { Authorization: `Token ${session!.token}` } });
  const id = ((await answer.json()) as { items: { data: { operation_id: number }[] } }).items.data[0]!.operation_id;
  await page.getByRole('button', { name: 'Open the command palette' }).click();
  await search(page).fill(`#${id}`);
  await palette(page).getByRole('button', { name: `Open payment #${id}` }).click();
  const detail = page.getByRole('dialog', { name: `Transaction ${id}` });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.keyboard.press('Control+K');
  await search(page).fill('12');
  await palette(page).getByRole('button', { name: 'Open payroll #12' }).click();
  await expect(page).toHaveURL(/\/payroll\/view\/12$/);
  await expect(page.getByRole('heading', { name: 'Payroll 12', level: 2 })).toBeVisible();
});

test('the palette switches the language and signs out', async ({ page }) => {
  await page.keyboard.press('Control+K');
  const reloaded = page.waitForEvent('load');
  await palette(page).getByRole('button', { name: 'Switch to Spanish (Español)' }).click();
  await reloaded;
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('textbox', { name: 'Buscar páginas y acciones' })).toBeFocused();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
