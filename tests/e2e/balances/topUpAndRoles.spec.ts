import type { Page } from '@playwright/test';
import { expect, test, type Demo } from '../support/fixtures';

/**
 * A balance top up between two merchants with the sign rules; who sees 'Add balance' and
 * 'More options' (BALANCE_MANAGEMENT, the deposit month); ALPSADMIN's balance version. The demo
 * clock and the browser's are pinned to the 3rd of a month, so the default 15 days reach back
 * into the previous month.
 */

const NOW = '2026-11-03T12:00:00Z';

async function start(page: Page, demo: Demo, user: string, path: string) {
  await page.clock.setFixedTime(new Date(NOW));
  await demo.reset(NOW);
  await demo.signInAt(page, user, path);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('admin moves balance from one merchant to another; both sides show with the sign rules', async ({ page, demo }) => {
  await start(page, demo, 'admin', '/settlements/topups');
  await page.getByRole('button', { name: 'Add balance' }).click();
  const add = page.getByRole('dialog', { name: 'Add balance' });
  await choose(page, 'Type', 'Balance top up');
  await choose(page, 'Merchant', 'Comercial Andes SpA');
  await choose(page, 'Currency', 'CLP');
  await add.getByRole('textbox', { name: 'Document number', exact: true }).fill('E2E-BT-1');
  await add.getByRole('textbox', { name: 'Amount', exact: true }).fill('95000');
  // The destination: not the source merchant; USD or another currency than the source's.
  await add.getByRole('combobox', { name: 'Destination currency' }).click();
  const currencies = await page.getByRole('option').allTextContents();
  expect(currencies).toContain('USD');
  expect(currencies).not.toContain('CLP');
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await add.getByRole('combobox', { name: 'Destination merchant' }).click();
  expect(await page.getByRole('option').allTextContents()).toEqual(['Inversiones Lima SAC']);
  await page.getByRole('option', { name: 'Inversiones Lima SAC' }).click();
  await add.getByRole('textbox', { name: 'Amount to' }).fill('100');
  await add.getByRole('textbox', { name: 'Destination document number' }).fill('E2E-BT-2');
  await expect(add.getByRole('textbox', { name: 'Destination bill number' })).toHaveValue('1');
  await add.getByRole('textbox', { name: 'Comment' }).fill('Top up for Lima');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Balance added successfully')).toBeVisible();

  // Source stored negative and shown flipped; destination positive.
  const source = page.getByRole('row').filter({ hasText: 'E2E-BT-1' });
  const destination = page.getByRole('row').filter({ hasText: 'E2E-BT-2' });
  await expect(source).toContainText('Comercial Andes SpA');
  await expect(source).toContainText('CLP 95.000,00');
  await expect(destination).toContainText('Inversiones Lima SAC');
  await expect(destination).toContainText('USD 100,00');
  // The pair is changed through its source row.
  await expect(source.getByRole('button', { name: /More options/ })).toBeVisible();
  await expect(destination.getByRole('button', { name: /More options/ })).toHaveCount(0);

  await source.getByRole('button', { name: /More options/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete balance top up' });
  await expect(confirm).toContainText('Inversiones Lima SAC');
  await expect(confirm).toContainText('USD 100,00');
  await expect(confirm).not.toContainText('E2E-BT-1');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
});

test('only this month\'s entries have More options, and only for BALANCE_MANAGEMENT', async ({ page, demo }) => {
  await start(page, demo, 'admin', '/settlements/topups');
  const thisMonth = page.getByRole('row').filter({ hasText: '02/11/2026' });
  const lastMonth = page.getByRole('row').filter({ hasText: '20/10/2026' });
  await expect(thisMonth.first()).toBeVisible();
  await expect(lastMonth.first()).toBeVisible();
  for (const row of await thisMonth.all()) await expect(row.getByRole('button', { name: /More options/ })).toBeVisible();
  for (const row of await lastMonth.all()) await expect(row.getByRole('button', { name: /More options/ })).toHaveCount(0);
});

test('a user without BALANCE_MANAGEMENT sees neither Add balance nor More options', async ({ page, demo }) => {
  await start(page, demo, 'manager', '/settlements/topups');
  await expect(page.getByRole('row').filter({ hasText: '02/11/2026' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add balance' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /More options/ })).toHaveCount(0);
  // What the UI hides the server refuses.
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? '{}').token as string);
  const refused = await page.request.delete('/api/v1/company_balance_list/', { headers: { Authorization: `Token ${token}` }, data: { company: 1, id: 1 } });
  expect(refused.status()).toBe(403);
});

test('alpsadmin sees the balance version on the available amount; admin does not', async ({ page, demo }) => {
  await start(page, demo, 'alpsadmin', '/balance');
  await expect(page).toHaveTitle(/Balance/);
  const row = page.getByRole('row').filter({ hasText: 'Comercial Andes SpA' }).filter({ hasText: 'CLP' });
  const amount = row.getByText(/^\$ /);
  await amount.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^Balance version \d+$/);

  await page.getByRole('button', { name: 'Andrés Quispe, account menu' }).click();
  await page.getByRole('menuitem', { name: /Sign out|Log out/ }).click();
  await page.waitForURL(/\/login/);
  await demo.signInAt(page, 'admin', '/balance');
  const own = page.getByRole('row').filter({ hasText: 'Comercial Andes SpA' }).filter({ hasText: 'CLP' });
  await own.getByText(/^\$ /).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});
