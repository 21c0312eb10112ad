import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { startAt } from '../support/payouts';

/**
 * Saved views (issue 25): a manager saves the payout list as a shared view and copies its
 * link; the provider's admin opens the link in another browser and finds the same list; an
 * approver of one company opens it too and is told that the other company was left out.
 */

const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('manager saves a shared view; its link opens it for admin, and for aprobador1 without the company they lack', async ({
  page,
  demo,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await startAt(page, demo);
  // Lima's approved payrolls, 25 a page: the list takes its query from the address.
  await demo.signInAt(page, 'manager', '/payouts/list?companyIds=3&statusIds=5&size=25');
  await expect(page.getByRole('region', { name: 'Payouts' })).toHaveAttribute('aria-busy', 'false');

  // With the keyboard: Views loads the views and opens its menu; the focus goes with it.
  await tabTo(page, page.getByRole('button', { name: 'Views', exact: true }));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Views' });
  await expect(menu.getByRole('menuitem', { name: 'Approved, all merchants (shared)' })).toBeVisible();
  await expectAccessible(page, 'the Views menu');
  const save = menu.getByRole('menuitem', { name: 'Save as a new view…' });
  for (let presses = 0; presses < 10 && !(await save.evaluate((item) => item === document.activeElement)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('Lima approved');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Share with everyone in my companies' })).toBeFocused();
  await page.keyboard.press('Space');
  await expectAccessible(page, 'the view name dialog');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'View Lima approved saved.' })).toBeVisible();

  await page.getByRole('button', { name: 'View: Lima approved' }).click();
  await page.getByRole('menuitem', { name: 'Copy the link to Lima approved' }).click();
  const copied = await page.getByRole('status').filter({ hasText: /\/payouts\/list\?view=\d+/ }).textContent();
  const link = new URL(/https?:\/\/\S+/.exec(copied ?? '')![0]!);
  expect(link.pathname).toBe('/payouts/list');

  const openAs = async (username: string, check: (other: Page) => Promise<void>) => {
    const context = await (browser as Browser).newContext({ baseURL, extraHTTPHeaders, locale: 'en-US', timezoneId: 'UTC' });
    try {
      const other = await context.newPage();
      await demo.signInAt(other, username, `${link.pathname}${link.search}`);
      await check(other);
    } finally {
      await context.close();
    }
  };

  await openAs('admin', async (admin) => {
    await expect(admin.getByRole('button', { name: 'View: Lima approved' })).toBeVisible();
    await expect(admin.getByRole('status').filter({ hasText: 'View Lima approved opened.' })).toBeVisible();
    await expect.poll(() => search(admin)).toMatchObject({ companyIds: '3', statusIds: '5', size: '25', page: '1' });
    expect(search(admin)).not.toHaveProperty('view');
    await expect(admin.getByRole('alert')).toHaveCount(0);
  });

  // aprobador1 has company 1 only: the view opens without Lima, and says so.
  await openAs('aprobador1', async (approver) => {
    await expect(approver.getByRole('alert')).toContainText('View Lima approved opened, with changes');
    await expect(approver.getByRole('alert')).toContainText('Merchants you do not have were left out of its filters.');
    await expect.poll(() => search(approver)).toMatchObject({ statusIds: '5', size: '25' });
    expect(search(approver)).not.toHaveProperty('companyIds');
    await expectAccessible(approver, 'a view opened with changes');
  });
});
