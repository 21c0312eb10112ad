import { expect, type Locator, type Page } from '@playwright/test';
import { atPath } from '../support/app';
import { test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import {
  advanceServerClock,
  downloadTemplate,
  isApiCall,
  payoutRow,
  POLL_MS,
  SERVER_PROCESSING_MS,
  startAt,
  XLSX_TYPE,
} from '../support/payouts';

/**
 * The maker-checker path with the keyboard only (issue 7 section 3): every control is reached
 * with Tab and used with Enter or the arrow keys; no click. Choosing the file is the system's
 * file dialog, which the Choose file button opens from the keyboard.
 */

/** Presses ArrowDown in an open menu until `item` has the focus, then Enter. */
async function chooseInMenu(page: Page, item: Locator): Promise<void> {
  await expect(item).toBeVisible();
  for (let presses = 0; presses < 10; presses += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrow keys never reached ${item}`);
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel(/^Username/));
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function signOut(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: /, account menu$/ }));
  await page.keyboard.press('Enter');
  await chooseInMenu(page, page.getByRole('menuitem', { name: 'Sign out' }));
  await expect(page).toHaveURL(atPath('/login'));
}

/** Unfolds the side menu's Payouts group if it is folded, and follows one of its links. */
async function openPayoutsPage(page: Page, link: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const group = nav.getByRole('button', { name: 'Payouts', exact: true });
  await tabTo(page, group);
  if ((await group.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await tabTo(page, nav.getByRole('link', { name: link, exact: true }));
  await page.keyboard.press('Enter');
}

async function approve(page: Page, id: number, confirmation: string): Promise<void> {
  await openPayoutsPage(page, 'Payouts list');
  await expect(page).toHaveURL(atPath('/payouts/list'));
  await tabTo(page, page.getByRole('button', { name: `Actions for payout ${id}` }));
  await page.keyboard.press('Enter');
  await chooseInMenu(page, page.getByRole('menuitem', { name: 'Approval', exact: true }));
  // The confirmation opens on its Approve button: Enter signs.
  const dialog = page.getByRole('dialog', { name: `Approve payout ${id}` });
  await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(confirmation)).toBeVisible();
}

test('carga uploads and both approvers approve, with the keyboard only', async ({ page, demo, request }) => {
  test.setTimeout(90_000);
  await startAt(page, demo);
  await signIn(page, 'carga');

  await openPayoutsPage(page, 'Upload Payout');
  await expect(page.getByRole('heading', { name: 'Upload payout', level: 1 })).toBeVisible();
  const template = await downloadTemplate(page, request, 'Comercial Andes SpA');
  const fileName = 'nomina_teclado.xlsx';
  // Listened for before the focus moves: the browser intercepts file dialogs only once it has
  // been told to (twice, in full runs on a loaded machine, no dialog was seen after the Enter;
  // alone it always was).
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, page.getByRole('button', { name: 'Choose file' }));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: fileName, mimeType: XLSX_TYPE, buffer: template });
  await expect(page.getByText(`Chosen file: ${fileName}`)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Upload', exact: true }));
  const uploaded = page.waitForResponse((response) => isApiCall(response.request(), 'upload_payroll', 'POST'));
  await page.keyboard.press('Enter');
  const id = ((await (await uploaded).json()) as { data_origin: { id: number } }).data_origin.id;
  await advanceServerClock(request, SERVER_PROCESSING_MS);
  await page.clock.runFor(POLL_MS);
  await expect(page.getByRole('status').filter({ hasText: 'Payout uploaded successfully' })).toBeVisible();
  await signOut(page);

  await signIn(page, 'aprobador1');
  await approve(page, id, `Payroll ${id} approved. It now waits for the second approver.`);
  await signOut(page);

  await signIn(page, 'aprobador2');
  await approve(page, id, `Payroll ${id} approved. It will be sent to the bank.`);
  await expect(payoutRow(page, id).getByRole('cell', { name: 'Approved', exact: true })).toBeVisible();
});
