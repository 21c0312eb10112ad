import type { Page } from '@playwright/test';
import { expectSignedOut, openSettled, signOutFromMenu, userMenuButton, USERS } from '../support/app';
import { expect, test } from '../support/fixtures';

/**
 * The device's preferences (issue 13): the colour scheme chosen in the user menu stays across
 * reloads and sign-out, applied before the app's script runs; the keyboard shortcuts' help
 * opens with '?', and '/' goes to a list's filters.
 */

const DARK_BODY = 'rgb(36, 36, 36)';
const LIGHT_BODY = 'rgb(255, 255, 255)';

const scheme = (page: Page) => page.locator('html');
const bodyColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('Dark, chosen in the user menu, stays across reloads and shows on /login after sign-out', async ({ page, demo }) => {
  await demo.storeSession(page, 'carga');
  await openSettled(page, '/payouts/list');
  expect(await bodyColour(page)).toBe(LIGHT_BODY);

  await userMenuButton(page, USERS.carga.name).click();
  await page.getByRole('menuitem', { name: 'Dark', exact: true }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect.poll(() => bodyColour(page)).toBe(DARK_BODY);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payouts list', level: 1 })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await bodyColour(page)).toBe(DARK_BODY);

  // Before the first paint: without the app's script, the boot script in the HTML applies it.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.unroute(/\/assets\/index-[^/]+\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payouts list', level: 1 })).toBeVisible();

  await signOutFromMenu(page, USERS.carga.name);
  await expectSignedOut(page);
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await bodyColour(page)).toBe(DARK_BODY);
});

test('Auto follows the system: dark when the system prefers dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test("'?' opens the shortcuts' help, also from the user menu; '/' goes to the payout list's filters", async ({ page, demo }) => {
  await demo.storeSession(page, 'carga');
  await openSettled(page, '/payouts/list');

  await page.keyboard.press('/');
  const filters = page.getByRole('form', { name: 'Payout filters' });
  await expect(filters.locator(':focus')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Date range/ }).first()).toBeFocused();

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Shift+Slash');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const action of ['Open the command palette', "Go to the page's filters", 'Next page of the list', 'Previous page of the list', 'Show these shortcuts']) {
    await expect(help.getByRole('row').filter({ hasText: action })).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await userMenuButton(page, USERS.carga.name).click();
  await page.getByRole('menuitem', { name: /Keyboard shortcuts/ }).click();
  await expect(help).toBeVisible();
});
