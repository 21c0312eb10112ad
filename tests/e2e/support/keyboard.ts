import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus; fails when it is not reached within `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * dnd-kit starts listening for the keys of a drag in a timer after the pick-up. A person is never
 * faster than that, but under load the browser may deliver a scripted key before a timer runs.
 */
export async function keysHeard(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
