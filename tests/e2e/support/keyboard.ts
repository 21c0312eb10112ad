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
