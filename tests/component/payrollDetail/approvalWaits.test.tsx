import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLanguage } from '../../support/render';
import { useVirtualLayout } from '../../support/virtualLayout';
import { PAYROLL_ID, rawPayroll } from './data';
import { openDetailAs, restoreNavigation } from './renderDetail';
import { servePayrollDetail } from './server';

useVirtualLayout();
afterEach(restoreNavigation);
beforeAll(() => useLanguage('en', ['payrollDetail', 'payrollLedger', 'payouts', 'payoutList']));

/**
 * Issue 24, "No payroll waits forever", in the detail's Approval field: blocked and overdue in
 * words with their dates, the deadlines of a payroll on time, and Approval for a delegate.
 */

const waiting = {
  status_id: 4,
  status_name: 'under_approval',
  approval_levels: [1, 2],
  uploaded_by_id: 1,
  level_since: '2026-11-19T10:05:00Z',
  escalation_hours: 24,
  expiry_days: 7,
};

async function openDetail(username: string, payroll: Record<string, unknown>) {
  servePayrollDetail({ payroll: rawPayroll(payroll) });
  return openDetailAs(username, PAYROLL_ID);
}

/** The Approval field's value. */
const approvalField = () => screen.getByText('Approval', { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('payroll detail: blocked, overdue and delegated approvals', { timeout: 30_000 }, () => {
  it('a blocked payroll says nobody can sign its level', async () => {
    await openDetail('manager', { ...waiting, actual_approver_id: 2, signed_by_ids: [2], approval_blocked: true });
    const field = approvalField();
    expect(within(field).getByText('Blocked')).toBeInTheDocument();
    expect(field).toHaveTextContent('Approval blocked: no active approver 2 can sign it');
    expect(field).not.toHaveTextContent('Waiting for approver 2');
  });

  it('an overdue payroll says since when it waits and when it expires', async () => {
    await openDetail('manager', { ...waiting, actual_approver_id: 1, overdue: true });
    const field = approvalField();
    expect(within(field).getByText('Overdue')).toBeInTheDocument();
    expect(field).toHaveTextContent('Overdue: waiting for approver 1 since 19-11-2026 10:05:00 UTC');
    expect(field).toHaveTextContent('Expires on 26-11-2026 10:05:00 UTC');
    expect(field).not.toHaveTextContent('Overdue from');
  });

  it('a payroll on time shows whose turn it is and both deadlines', async () => {
    await openDetail('manager', { ...waiting, actual_approver_id: 1 });
    const field = approvalField();
    expect(field).toHaveTextContent('Waiting for approver 1');
    expect(field).toHaveTextContent('Overdue from 20-11-2026 10:05:00 UTC');
    expect(field).toHaveTextContent('Expires on 26-11-2026 10:05:00 UTC');
    expect(within(field).queryByText('Overdue')).toBeNull();
    expect(within(field).queryByText('Blocked')).toBeNull();
  });

  it('a delegate (acting_for) is offered Approval and Reject, and approves for the delegator', async () => {
    const { header, user } = await openDetail('manager', {
      ...waiting,
      actual_approver_id: 2,
      signed_by_ids: [2],
      acting_for: [{ level: 2, user_id: 3, name: 'Valentina Soto' }],
    });
    expect(within(header).getByRole('button', { name: 'Reject' })).toBeEnabled();
    await user.click(within(header).getByRole('button', { name: 'Approval' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve payout ${PAYROLL_ID}` });
    expect(dialog).toHaveTextContent('You approve for Valentina Soto');
  });

  it('without the delegation the same user is offered neither', async () => {
    const { header } = await openDetail('manager', { ...waiting, actual_approver_id: 2, signed_by_ids: [2] });
    expect(within(header).queryByRole('button', { name: 'Approval' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
