import type { Page } from '@playwright/test';
import { openSettled } from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { payrollIdOf } from '../support/payouts';

/**
 * The accessibility audit in the dark scheme (issue 13). tests/e2e/accessibility.spec.ts audits
 * every route and dialog in light, both languages; doing all that again in dark would double
 * CI's longest stage. Colours do not change with the language or the data, so the dark pass
 * audits a sample that holds every kind of surface the app draws: the public frame (/login,
 * also in Spanish), both landing pages (dashboard with its chart, the payments list), a list
 * with its filters and status badges, a dialog, a menu, the payroll detail and its history.
 * tests/unit/styles/darkScheme.test.ts checks the rest statically: no component hard-codes a
 * light-only colour (docs/decisions.md, "Dark mode and keyboard shortcuts").
 */

async function darkScheme(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'));
}

async function expectDark(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
}

test('public pages in dark, in English and Spanish', async ({ page }) => {
  await page.goto('/login');
  await darkScheme(page);
  for (const language of ['en', 'es']) {
    await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);
    await openSettled(page, '/login');
    await expectDark(page);
    await expectAccessible(page, `/login in ${language}, dark`);
  }
  await openSettled(page, '/account/recover_password');
  await expectAccessible(page, '/account/recover_password, dark');
});

test("carga's landing, payout list (menu, dialog) and payroll detail in dark", async ({ page, demo }) => {
  test.slow();
  await demo.storeSession(page, 'carga');
  await darkScheme(page);
  await openSettled(page, '/');
  await expectDark(page);
  await expectAccessible(page, 'the dashboard, dark');

  await openSettled(page, '/payouts/list');
  await expectAccessible(page, 'the payout list, dark');
  await page.getByRole('button', { name: 'Camila Rojas, account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'the account menu, dark');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  const firstRow = page.getByRole('table', { name: 'Payouts' }).getByRole('row').nth(1);
  const id = await payrollIdOf(firstRow);
  await page.getByRole('button', { name: `Actions for payout ${id}` }).click();
  await expectAccessible(page, 'a payroll’s actions menu, dark');
  await page.keyboard.press('Escape');

  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expectAccessible(page, 'the keyboard shortcuts dialog, dark');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await openSettled(page, `/payroll/view/${id}`);
  await expectAccessible(page, 'the payroll detail, dark');
});

test("admin's landing, the payments list, in dark", async ({ page, demo }) => {
  await demo.storeSession(page, 'admin');
  await darkScheme(page);
  await openSettled(page, '/payments/transactions');
  await expectDark(page);
  await expectAccessible(page, 'the payments list, dark');
});
