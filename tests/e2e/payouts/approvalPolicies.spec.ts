import { atPath } from '../support/app';
import { expect, test } from '../support/fixtures';
import { openFromMenu, startAt } from '../support/payouts';

/** Issue 24, policies by amount: the manager reads both companies' approval policies, read-only. */

test('the manager opens Approval policies from the menu and reads both companies’ levels and times', async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'manager');
  await openFromMenu(page, 'Payouts', 'Approval policies');
  await expect(page).toHaveURL(atPath('/payouts/approval-policies'));
  await expect(page.getByRole('heading', { level: 1, name: 'Approval policies' })).toBeVisible();

  const andes = page.getByRole('region', { name: 'Comercial Andes SpA' });
  await expect(andes.getByRole('list', { name: 'Approvers, in order' }).getByRole('listitem')).toHaveText(['Approver 1: every payroll', 'Approver 2: every payroll']);
  await expect(andes.getByText('Overdue after 24 hours waiting at one approver.')).toBeVisible();
  await expect(andes.getByText('Rejected as expired after 7 days without approval.')).toBeVisible();

  const lima = page.getByRole('region', { name: 'Inversiones Lima SAC' });
  await expect(lima.getByRole('listitem')).toHaveText(['Approver 1: above PEN 250.000,00 or USD 100.000,00']);
  // Read-only: nothing on the page changes a policy.
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
});
