import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { chooseLanguage, startAt } from './support/payouts';

/**
 * The idle-session timeout (issue 13) in Chromium with Playwright's clock: the default 15
 * minutes and 60 seconds of this build, the warning, staying, being signed out, and the tabs
 * sharing the user's activity.
 */

const warning = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

/**
 * The user presses a key, so the idle time counts from a known instant (a few seconds on, so
 * the activity is not thinned out as a repeat of the sign-in's). The clock keeps flowing:
 * React and Mantine need their timers, so the figures below allow for the seconds a test takes.
 */
async function idleFromNow(page: Page) {
  await page.clock.fastForward('00:05');
  await page.keyboard.press('Shift');
}

/** The seconds the warning says are left. */
async function secondsLeft(page: Page): Promise<number> {
  const text = await warning(page).getByText(/signed out in \d+ seconds?\./).textContent();
  return Number(/in (\d+) second/.exec(text ?? '')?.[1]);
}

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('after 15 idle minutes a warning counts down; Stay keeps the session, silence ends it with a notice', async ({ page }) => {
  await idleFromNow(page);
  await page.clock.fastForward('14:45');
  await expect(warning(page)).toBeHidden();
  await page.clock.fastForward('00:15');
  await expect(warning(page)).toContainText(/For your security you will be signed out in \d+ seconds\./);
  await expect(warning(page).getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  const first = await secondsLeft(page);
  expect(first).toBeGreaterThan(45);
  expect(first).toBeLessThanOrEqual(60);
  await page.clock.runFor('00:05');
  await expect.poll(() => secondsLeft(page)).toBeLessThanOrEqual(first - 5);
  await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // A fresh 15 minutes, then a minute without an answer.
  await page.clock.fastForward('15:00');
  await expect(warning(page)).toBeVisible();
  // Every second of the countdown, in turn (a jump would fire the one-second timer once).
  await page.clock.runFor('01:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You were signed out after a period without activity. Sign in again to continue.')).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('user'))).toBeNull();
  // The session is over for the guards too.
  await page.goto('/payouts/list');
  await expect(page).toHaveURL(/\/login/);
});

test('Sign out in the warning signs out at once; in Spanish the warning speaks Spanish', async ({ page }) => {
  await chooseLanguage(page, 'Language', 'Español');
  // The reloaded shell (and its idle timer) is up before the idle time starts counting.
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await idleFromNow(page);
  await page.clock.fastForward('15:00');
  const aviso = page.getByRole('dialog', { name: '¿Sigue ahí?' });
  await expect(aviso).toContainText(/Por su seguridad, su sesión se cerrará en \d+ segundos\./);
  await aviso.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('user'))).toBeNull();
});

test('activity in another tab of the app keeps this one signed in, and Stay there closes the warning here', async ({ page }) => {
  // A tab opened from this one shares its session, as a middle-click on a link would.
  const [other] = await Promise.all([page.context().waitForEvent('page'), page.evaluate(() => window.open('/payouts/list'))]);
  await expect(other.getByRole('heading', { name: 'Payouts list', level: 1 })).toBeVisible();

  await idleFromNow(page);
  await page.clock.fastForward('10:00');
  await other.keyboard.press('Shift');
  await page.clock.fastForward('10:00');
  // Twenty minutes since this tab was last used, ten since the other one was.
  await expect(warning(page)).toBeHidden();

  await page.clock.fastForward('05:00');
  await expect(warning(page)).toBeVisible();
  await expect(warning(other)).toBeVisible();
  await warning(other).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
