import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { startAt } from '../support/payouts';
import { demoCodeNow, enterReleaseCode, giveSecondFactor, wrongDemoCode } from '../support/secondFactor';

/**
 * Releasing money with a fresh code (issue 26): a payroll above its company's threshold (the
 * demo's default: CLP 10,000,000) asks the approver for a code from the authenticator app in
 * the approve dialog; the demo API refuses the approval without one.
 */

// Comercial Andes' payroll 14 waits for approver 1 with CLP 21.560.050 loaded (the seed at NOW).
const BIG = 14;
const dialog = (page: Page) => page.getByRole('dialog', { name: `Approve payout ${BIG}` });

async function openApproval(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Approval', exact: true }).click();
  await expect(dialog(page)).toBeVisible();
}

test('above the threshold a wrong code keeps the payroll under approval; a fresh one releases it, and History says so', async ({ page, demo, request }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'aprobador1', `/payroll/view/${BIG}`);
  await giveSecondFactor(request, 'aprobador1');
  await expect(page.getByText('Waiting for approver 1').first()).toBeVisible();

  await openApproval(page);
  await expect(dialog(page).getByRole('group', { name: 'Transfers and amount per currency' })).toContainText('CLP');
  await expect(dialog(page).getByRole('textbox', { name: 'Code from your app' })).toHaveCount(6);
  await expectAccessible(page, 'the approval code step');

  await enterReleaseCode(dialog(page), wrongDemoCode());
  await dialog(page).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog(page).getByText('That code is not right. Check the app and try again.')).toBeVisible();
  // The boxes are emptied for the next try, and nothing was approved.
  await expect(dialog(page).getByRole('textbox', { name: 'Code from your app' }).first()).toHaveValue('');
  await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  await page.reload();
  await expect(page.getByText('Waiting for approver 1').first()).toBeVisible();

  await openApproval(page);
  await enterReleaseCode(dialog(page), demoCodeNow());
  await dialog(page).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText(`Payroll ${BIG} approved`).first()).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Released with two-step verification')).toBeVisible();
  await expect(history.getByText('Verified', { exact: true })).toBeVisible();
});

test('an approver without a second factor is told where to turn it on, and nothing is approved', async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'aprobador1', `/payroll/view/${BIG}`);
  await openApproval(page);
  await enterReleaseCode(dialog(page), '123456');
  await dialog(page).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog(page).getByRole('alert')).toContainText('Approving this needs two-step verification. Turn it on in My profile.');
  await expectAccessible(page, 'the approval without a second factor');
  await dialog(page).getByRole('link', { name: 'Open My profile' }).click();
  await expect(page.getByRole('region', { name: 'Two-step verification' })).toBeVisible();
});
