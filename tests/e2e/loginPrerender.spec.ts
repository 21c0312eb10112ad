import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A cold /login paints the form from the HTML alone (issue 15; docs/decisions.md, "First
 * paint"): the build prerenders it, an inline boot script keeps the chosen language's copy,
 * and the app takes it over when its scripts arrive, keeping what was typed and a Sign in
 * pressed before. Here the app's scripts are held back until the test lets them through.
 */

/** Holds every script of the build until `release()`; reports how many were asked for. */
async function holdScripts(page: Page): Promise<{ release(): void; requested(): number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route('**/assets/*.js', async (route) => {
    requested += 1;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** The app has rendered: React replaced the prerendered copy. */
const appTookOver = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.querySelector('[data-prerendered-login]') === null)).toBe(true);

test('the form is painted and usable before the scripts arrive, and the app keeps what was typed', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect.poll(scripts.requested).toBeGreaterThan(0);
  // Only one copy is left in the page, and its fields are labelled.
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(1);
  await page.getByLabel(/^Username/).fill('car');
  await expect(page.getByLabel(/^Username/)).toBeFocused();

  scripts.release();
  await appTookOver(page);
  await expect(page.getByLabel(/^Username/)).toHaveValue('car');
  await expect(page.getByLabel(/^Username/)).toBeFocused();
  // Typing goes on where it stopped.
  await page.keyboard.type('ga');
  await expect(page.getByLabel(/^Username/)).toHaveValue('carga');
});

test('a Sign in pressed before the scripts arrive signs in once they do, never putting the password in a URL', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const scripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel(/^Username/).fill('carga');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByLabel(/^Password/).press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  scripts.release();
  await page.waitForURL((url) => url.pathname === '/');
  const logins = urls.filter((url) => new URL(url).pathname.endsWith('/v1/login'));
  expect(logins).toHaveLength(1);
  expect(urls.filter((url) => url.includes('demo1234'))).toEqual([]);
});

test('in Spanish when Spanish was chosen, and the English copy is gone', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'es'));
  const scripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByLabel(/^Usuario/)).toBeVisible();
  await expect(page.getByText('Sign in')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  scripts.release();
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('no other page shows the prerendered form, not even for a frame', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/account/recover_password', { waitUntil: 'commit' });
  await expect.poll(scripts.requested).toBeGreaterThan(0);
  await expect(page.locator('[data-prerendered-login]')).toHaveCount(0);
  await expect(page.getByLabel(/^Username/)).toHaveCount(0);
  scripts.release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
