import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signOutFromMenu } from '../support/app';
import { keysHeard, tabTo } from '../support/keyboard';
import { payoutsTable, startAt } from '../support/payouts';

/**
 * The Columns control (issue 25), with the keyboard only: a column moved by keyboard drag and
 * another hidden, kept by the server for the user, so a sign-in from another browser shows the
 * list as it was left.
 */

const LIST = '/payouts/list';
const headers = (page: Page) => payoutsTable(page).getByRole('columnheader').allTextContents();
const columnsPath = '/api/v1/preferences/lists/payoutList/columns/';

test('carga moves and hides payout columns with the keyboard, and finds them so in another browser after signing out', async ({
  page,
  demo,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'carga', LIST);
  await expect(page.getByRole('checkbox', { name: /^Select payout / }).first()).toBeVisible();
  const before = await headers(page);
  expect(before.slice(1, 4)).toEqual(['ID', 'File', 'Status']);

  await tabTo(page, page.getByRole('button', { name: 'Columns', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Columns: Payouts' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the Columns dialog');

  // File, picked up by its handle, goes one place down (after Status), as a keyboard drag does.
  await tabTo(page, dialog.getByRole('button', { name: 'Move File', exact: true }));
  // dnd-kit says each step in a live region of its own, outside the dialog.
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Picked up File, in position 2 of 9.');
  await keysHeard(page);
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('File would move to position 3 of 9.');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('File dropped in position 3 of 9.');
  await tabTo(page, dialog.getByRole('checkbox', { name: 'Detail' }));
  const saved = page.waitForResponse((response) => response.url().includes(columnsPath) && response.request().method() === 'PUT');
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const arranged = [before[0]!, 'ID', 'Status', 'File', ...before.slice(5).filter((title) => title !== 'Detail')];
  await expect.poll(() => headers(page)).toEqual(arranged);
  expect((await saved).ok()).toBe(true);

  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/login/);
  const other = await browser.newContext({ baseURL, extraHTTPHeaders, locale: 'en-US', timezoneId: 'UTC' });
  try {
    const second = await other.newPage();
    await demo.signInAt(second, 'carga', LIST);
    await expect.poll(() => headers(second)).toEqual(arranged);
  } finally {
    await other.close();
  }
});
