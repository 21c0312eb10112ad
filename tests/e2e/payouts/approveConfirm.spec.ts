import { expect, test } from '../support/fixtures';
import { confirmApproval, openFirstWaitingDetail, startAt } from '../support/payouts';

/**
 * Issue 24, a confirmed approval: from the payroll detail, aprobador1 is asked to confirm what
 * is signed (the payroll, its totals per currency, the level), and once confirmed the page shows
 * the new status and the History's new entry without a reload of the document.
 */

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
});

test('aprobador1 approves from the detail after confirming, and sees the new status and the History entry', async ({ page, demo }) => {
  const { id, header, history, entries } = await openFirstWaitingDetail(page, demo);
  const approvalField = header.locator('dt').filter({ hasText: /^Approval$/ }).locator('xpath=following-sibling::dd[1]');
  // Then its deadlines (issue 24): when it turns overdue, when it expires.
  await expect(approvalField).toHaveText(/^Waiting for approver 1Overdue from .*Expires on /);
  const before = await entries.count();
  // A document reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // Cancel first: nothing is sent.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v1/payroll/')) sent.push(request.url());
  });
  await header.getByRole('button', { name: 'Approval', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Approve payout ${id}` });
  await expect(dialog.getByText('You sign as approver 1')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Transfers and amount per currency' })).toContainText(/\d+ · CLP \d/);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);

  await header.getByRole('button', { name: 'Approval', exact: true }).click();
  await confirmApproval(page, id);
  await expect(page.getByText(`Payroll ${id} approved. It now waits for the second approver.`)).toBeVisible();
  expect(sent).toHaveLength(1);

  // The page loaded the payroll and its History again, in the same document.
  // The new level's wait starts now: overdue a day after the approval (the demo clock is pinned to 20 November).
  await expect(approvalField).toHaveText(/^Waiting for approver 2Overdue from 21-11-2026 /);
  await expect(header.getByRole('button', { name: 'Approval', exact: true })).toHaveCount(0);
  await expect(header.getByText('Under approval', { exact: true })).toBeVisible();
  await expect(entries).toHaveCount(before + 1);
  await expect(entries.last()).toContainText(/^Approved.*Under approval → Under approval.*By: Javier Muñoz \(APROBADOR_1\)/);
  await expect(history.getByText('Verified', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
