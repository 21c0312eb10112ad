import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Demo } from '../support/fixtures';

export const MASK = '•'.repeat(24);

/** A fresh demo store and the clipboard open to the page (copy is checked by reading it back). */
export async function startSettings(context: BrowserContext, demo: Demo): Promise<void> {
  await demo.reset();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

export const clipboardText = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

/** A toast with exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** Picks Español in the shell's switcher and waits for the reload it causes. */
export async function chooseSpanish(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Español', { exact: true }).click();
  await reloaded;
}
