import type { Page } from '@playwright/test';
import { simplePdf, simplePng } from '../../demo-api/balances/fileBytes';
import { expect, test, type Demo } from './support/fixtures';
import { atPath, storedSession, userMenuButton, USERS } from './support/app';

/**
 * Issue 29: a 401 while a form is open asks for the password over the page. Signed in again as
 * the same user, the form is as it was and what met the 401 is sent once more, once; someone
 * else lands on their own page; giving up goes to /login, which says why.
 */

const PDF = { name: 'slip.pdf', mimeType: 'application/pdf', buffer: Buffer.from(simplePdf([['Slip']])) };
const PNG = { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(simplePng(40, 20, [[30, 120, 200]])) };
const DOCUMENT = 'E2E-AGAIN-1';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The Add balance dialog filled in, two files attached, not yet saved. */
async function typeABalance(page: Page) {
  await page.getByRole('button', { name: 'Add balance' }).click();
  const add = page.getByRole('dialog', { name: 'Add balance' });
  await choose(page, 'Type', 'Outbound settlement');
  await choose(page, 'Merchant', 'Comercial Andes SpA');
  await choose(page, 'Currency', 'USD');
  await add.getByRole('textbox', { name: 'Document number', exact: true }).fill(DOCUMENT);
  await add.getByRole('textbox', { name: 'Amount', exact: true }).fill('75');
  await add.getByRole('textbox', { name: 'Comment' }).fill('Typed before the session ended');
  await add.locator('input[type="file"]').setInputFiles([PDF, PNG]);
  return add;
}

/**
 * admin types a balance with two files on /settlements/topups; the server forgets every session
 * (as one that expired while the user was typing), and Save meets the 401. The sign-in dialog
 * over the page, returned.
 */
async function sessionEndsWhileSaving(page: Page, demo: Demo) {
  await demo.signInAt(page, 'admin', '/settlements/topups');
  const add = await typeABalance(page);
  await demo.reset();
  await add.getByRole('button', { name: 'Save' }).click();
  return page.getByRole('dialog', { name: 'Your session ended' });
}

test.beforeEach(async ({ demo }) => {
  await demo.reset();
});

test('a 401 while adding a balance with two attachments: sign in again over the page, and the entry is added once, with both files', async ({ page, demo }) => {
  const again = await sessionEndsWhileSaving(page, demo);
  await expect(again).toBeVisible();
  await expect(page).toHaveURL(atPath('/settlements/topups'));
  expect(await storedSession(page), 'the spec clears the session on a 401').toBeNull();
  await again.getByLabel(/^Username/).fill('admin');
  await again.getByLabel(/^Password/).fill('demo1234');
  await again.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText('Balance added successfully')).toBeVisible();
  await expect(again).toBeHidden();
  await expect(page).toHaveURL(atPath('/settlements/topups'));
  const rows = page.getByRole('row').filter({ hasText: DOCUMENT });
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: 'See Details' }).click();
  const details = page.getByRole('dialog').filter({ hasText: 'Typed before the session ended' });
  await expect(details.getByRole('button', { name: 'Open slip.pdf' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Open receipt.png' })).toBeVisible();
});

test('another user signing in over the page gets none of it: their own landing page, nothing sent', async ({ page, demo }) => {
  const again = await sessionEndsWhileSaving(page, demo);
  await again.getByLabel(/^Username/).fill('alpsadmin');
  await again.getByLabel(/^Password/).fill('demo1234');
  await again.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(atPath(USERS.alpsadmin.landing));
  await expect(userMenuButton(page, USERS.alpsadmin.name)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/settlements/topups');
  await expect(page.getByRole('heading', { name: 'Settlements & Topups' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: DOCUMENT })).toHaveCount(0);
});

test('giving up goes to /login, which says the session ended; nothing was sent', async ({ page, demo }) => {
  await (await sessionEndsWhileSaving(page, demo)).getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('status')).toHaveText('Your session ended. Sign in again to continue.');
});

test('a reload over the sign-in dialog loses nothing: after signing in, Restore brings the dialog back with what was typed and both files, and Save adds it once', async ({ page, demo }) => {
  await expect(await sessionEndsWhileSaving(page, demo)).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(atPath('/login'));
  await demo.signInThroughForm(page, 'admin');
  const offer = page.getByRole('dialog', { name: 'Restore what you were typing?' });
  await expect(offer).toContainText('“Add balance entry”');
  await offer.getByRole('button', { name: 'Restore' }).click();

  await expect(page).toHaveURL(atPath('/settlements/topups'));
  const restored = page.getByRole('dialog', { name: 'Add balance' });
  await expect(restored.getByRole('textbox', { name: 'Document number', exact: true })).toHaveValue(DOCUMENT);
  await expect(restored.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('75');
  await expect(restored.getByRole('textbox', { name: 'Comment' })).toHaveValue('Typed before the session ended');
  await expect(restored.getByText('slip.pdf')).toBeVisible();
  await expect(restored.getByText('receipt.png')).toBeVisible();
  await restored.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Balance added successfully')).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: DOCUMENT });
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: 'See Details' }).click();
  const details = page.getByRole('dialog').filter({ hasText: 'Typed before the session ended' });
  await expect(details.getByRole('button', { name: 'Open slip.pdf' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Open receipt.png' })).toBeVisible();
  // Restored once: the next sign-in offers nothing.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settlements & Topups' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Restore what you were typing?' })).toHaveCount(0);
});

test('after a give-up, someone else signing in on the device is offered nothing; the draft waits for its owner', async ({ page, demo }) => {
  await (await sessionEndsWhileSaving(page, demo)).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(atPath('/login'));

  // A draft may be kept in this browser, so the offer's code loads and looks; alpsadmin has none.
  const looked = page.waitForResponse((response) => /\/DraftRestoreDialog-[^/]*\.js$/.test(response.url()));
  await demo.signInThroughForm(page, 'alpsadmin');
  await looked;
  await expect(userMenuButton(page, USERS.alpsadmin.name)).toBeVisible();
  // (A negative: the browser's storage answers in milliseconds; a second is ample on a busy machine.)
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // alpsadmin's session ends on the server, not by signing out (which forgets every draft).
  await demo.reset();
  await page.reload();
  await expect(page).toHaveURL(atPath('/login'));
  await demo.signInThroughForm(page, 'admin');
  await expect(page.getByRole('dialog', { name: 'Restore what you were typing?' })).toContainText('“Add balance entry”');
});
