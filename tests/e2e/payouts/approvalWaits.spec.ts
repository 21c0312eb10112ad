import type { Page } from '@playwright/test';
import { atPath, signOutFromMenu } from '../support/app';
import { expect, test } from '../support/fixtures';
import { demoCodeNow, giveSecondFactor } from '../support/secondFactor';
import {
  advanceServerClock,
  confirmApproval,
  firstWaitingFor,
  openActions,
  openFromMenu,
  payoutRow,
  payoutsTable,
  payrollIdOf,
  startAt,
} from '../support/payouts';

/**
 * No payroll waits forever (issue 24): a payroll nobody can sign shows as blocked until an
 * approver is enabled on /users; a delegate signs for the approver who handed them the level;
 * the demo clock moved forward makes a waiting payroll overdue, then expires it.
 */

const HOUR = 3_600_000;
const history = (page: Page) => page.getByRole('region', { name: 'History' });
const approvalField = (page: Page) => page.locator('dt').filter({ hasText: /^Approval$/ }).locator('xpath=following-sibling::dd[1]');

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
});

test('a blocked payroll is unblocked by enabling its approver on /users', async ({ page, demo }) => {
  test.setTimeout(90_000);
  await demo.signIn(page, 'admin');
  await page.goto('/payouts/list');
  const blocked = payoutsTable(page).getByRole('row').filter({ hasText: 'Approval blocked: no active approver 1 can sign it' });
  await expect(blocked).toHaveCount(1);
  const id = await payrollIdOf(blocked);

  await openFromMenu(page, 'Settings', 'Manage Users');
  await page.getByRole('button', { name: 'Enable aprobadorlima' }).click();
  await expect(page.getByText('status updated successfully')).toBeVisible();

  await openFromMenu(page, 'Payouts', 'Payouts list');
  const row = payoutRow(page, id);
  await expect(row.getByRole('cell', { name: 'Waiting for approver 1', exact: true })).toBeVisible();
  await expect(row.getByText(/Approval blocked/)).toHaveCount(0);

  // The ledger has both findings, verified.
  await page.goto(`/payroll/view/${id}`);
  await expect(history(page).getByText('Approval unblocked')).toBeVisible();
  await expect(history(page).getByText('Approval blocked', { exact: true })).toBeVisible();
  await expect(history(page).getByText('Verified', { exact: true })).toBeVisible();
});

test('a delegation lets a delegate approve for the approver who handed over the level', async ({ page, demo, request }) => {
  test.setTimeout(90_000);
  // aprobador2 (Valentina Soto) hands level 2 to cargaaprobador from today (20 November) to the 22nd.
  await demo.signIn(page, 'aprobador2');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Delegate my approvals' });
  await section.getByRole('combobox', { name: 'Delegate' }).click();
  await page.getByRole('option', { name: /\(cargaaprobador\)$/ }).click();
  await section.getByRole('button', { name: 'From' }).click();
  await page.getByRole('button', { name: '20 November 2026', exact: true }).click();
  await section.getByRole('button', { name: 'To' }).click();
  await page.getByRole('button', { name: '22 November 2026', exact: true }).click();
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Delegation saved')).toBeVisible();
  await expect(section.getByRole('button', { name: /^Remove the delegation to Martina Lagos/ })).toBeVisible();

  await page.goto('/payouts/list');
  await signOutFromMenu(page);
  await expect(page).toHaveURL(atPath('/login'));
  await demo.signIn(page, 'cargaaprobador');
  // The payroll is above Comercial Andes' threshold (issue 26): the delegate releases it with a code.
  await giveSecondFactor(request, 'cargaaprobador');
  await openFromMenu(page, 'Payouts', 'Payouts list');
  const id = await firstWaitingFor(page, 2);
  await (await openActions(page, id)).getByRole('menuitem', { name: 'Approval', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Approve payout ${id}` })).toContainText('You approve for Valentina Soto');
  await confirmApproval(page, id, demoCodeNow());
  await expect(page.getByText(`Payroll ${id} approved. It will be sent to the bank.`)).toBeVisible();

  await page.goto(`/payroll/view/${id}`);
  await expect(history(page).getByText('Approved by Martina Lagos for Valentina Soto')).toBeVisible();
  await expect(history(page).getByText('Verified', { exact: true })).toBeVisible();
});

test('moving the demo clock makes a waiting payroll overdue, then expires it', async ({ page, demo, request }) => {
  test.setTimeout(90_000);
  await demo.signIn(page, 'aprobador1');
  await page.goto('/payouts/list');
  const id = await firstWaitingFor(page, 1);
  await page.goto(`/payroll/view/${id}`);
  await expect(approvalField(page)).toContainText('Waiting for approver 1');

  await advanceServerClock(request, 25 * HOUR);
  await page.reload();
  await expect(approvalField(page)).toContainText('Overdue: waiting for approver 1 since');
  await expect(history(page).getByText('Overdue', { exact: true })).toBeVisible();

  await advanceServerClock(request, 7 * 24 * HOUR);
  await page.reload();
  await expect(page.getByText('Expired without approval').first()).toBeVisible();
  await expect(history(page).getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approval', exact: true })).toHaveCount(0);
});
