import { atPath } from '../support/app';
import { expect, test } from '../support/fixtures';
import { expectActions, firstWaitingFor, isApiCall, openFromMenu, payoutsTable, startAt } from '../support/payouts';

/**
 * Who may do what in the payout list (spec 01 sections 2 and 5): CARGA deletes but never
 * approves; only the approver a payroll waits for may approve or reject it. The 7-merchant
 * limit of the filters, and filters that survive a visit elsewhere.
 */

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
});

test('carga may delete a payroll under approval, never approve or reject it', async ({ page, demo }) => {
  await demo.signIn(page, 'carga');
  await openFromMenu(page, 'Payouts', 'Payouts list');
  for (const level of [1, 2] as const) {
    await expectActions(page, await firstWaitingFor(page, level), { approve: false, reject: false, delete: true });
  }
});

test('aprobador2 has no Approval or Reject on a payroll waiting for approver 1, only on one waiting for them', async ({
  page,
  demo,
}) => {
  await demo.signIn(page, 'aprobador2');
  await openFromMenu(page, 'Payouts', 'Payouts list');
  await expectActions(page, await firstWaitingFor(page, 1), { approve: false, reject: false, delete: false });
  await expectActions(page, await firstWaitingFor(page, 2), { approve: true, reject: true, delete: false });
});

test('aprobador1 has Approval and Reject on a payroll waiting for approver 1, not on one waiting for approver 2', async ({
  page,
  demo,
}) => {
  await demo.signIn(page, 'aprobador1');
  await openFromMenu(page, 'Payouts', 'Payouts list');
  await expectActions(page, await firstWaitingFor(page, 1), { approve: true, reject: true, delete: false });
  await expectActions(page, await firstWaitingFor(page, 2), { approve: false, reject: false, delete: false });
});

test('alpsadmin may choose up to 7 merchants in the list filters', async ({ page, demo }) => {
  await demo.signIn(page, 'alpsadmin');
  await openFromMenu(page, 'Payouts', 'Payouts list');
  const filters = page.getByRole('form', { name: 'Payout filters' });
  const merchants = filters.getByRole('combobox', { name: 'Merchants' });
  await merchants.click();
  const options = page.getByRole('listbox', { name: 'Merchants' }).getByRole('option');
  await expect(options).toHaveCount(8);
  for (let index = 0; index < 7; index += 1) await options.nth(index).click();
  await expect(merchants).not.toHaveAttribute('aria-invalid', 'true');

  // The eighth is refused, with the reason.
  await options.nth(7).click();
  await expect(filters.getByText('You can select up to 7 merchants.', { exact: true })).toBeVisible();
  await expect(merchants).toHaveAttribute('aria-invalid', 'true');
  await expect(options.nth(7)).toHaveAttribute('aria-selected', 'false');
  await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(7);

  // Filter asks for those seven.
  await page.keyboard.press('Escape');
  const asked = page.waitForRequest((request) => isApiCall(request, 'payrolls'));
  await filters.getByRole('button', { name: 'Filter', exact: true }).click();
  const companies = new URL((await asked).url()).searchParams.get('company_id__in');
  expect(companies?.split(',').map(Number).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

test('the list filters survive a visit to another page', async ({ page, demo }) => {
  await demo.signIn(page, 'carga');
  await openFromMenu(page, 'Payouts', 'Payouts list');
  const filters = page.getByRole('form', { name: 'Payout filters' });
  await filters.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox', { name: 'Status' }).getByRole('option', { name: 'Rejected', exact: true }).click();
  await page.keyboard.press('Escape');
  const filtered = page.waitForRequest((request) => isApiCall(request, 'payrolls'));
  await filters.getByRole('button', { name: 'Filter', exact: true }).click();
  expect(new URL((await filtered).url()).searchParams.get('status_id__in')).toBe('6');
  const statuses = payoutsTable(page).getByRole('row').getByRole('cell', { name: 'Rejected', exact: true });
  await expect(statuses.first()).toBeVisible();

  await openFromMenu(page, 'Payouts', 'Transactions');
  await expect(page).toHaveURL(atPath('/payouts/transactions'));
  await expect(page.getByRole('heading', { name: 'Payout transactions', level: 1 })).toBeVisible();

  const reloaded = page.waitForRequest((request) => isApiCall(request, 'payrolls'));
  await openFromMenu(page, 'Payouts', 'Payouts list');
  // The form shows the status chosen before, and the list is asked for it again.
  expect(new URL((await reloaded).url()).searchParams.get('status_id__in')).toBe('6');
  await expect(filters.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(statuses.first()).toBeVisible();
  const rows = payoutsTable(page).getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(await statuses.count());
});
