import { cleanup, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDelegation } from '@app/api/calls/approvalDelegations';
import { businessToday } from '@app/platform/businessToday';
import { db } from '@demo-api/store';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { dataCells, listAnswering, loadedRows, openActions, PAYOUT_LIST_NAMESPACES, payrollFixture, renderPayoutList, rowOf, signIn } from './support';

/**
 * Issue 24, "No payroll waits forever", in the list: a blocked or overdue payroll says so under
 * its status, in words, to whoever sees it; a delegate is offered Approval for the level they
 * hold, and the confirmation says for whom.
 */

const STATUS_COLUMN = 2;
const statusCell = (id: number) => dataCells(rowOf(id))[STATUS_COLUMN]!;
const waiting = { approval_levels: [1, 2], uploaded_by_id: 1, level_since: '2026-11-19T10:05:00Z', escalation_hours: 24, expiry_days: 7 };

describe('payout list: blocked, overdue and delegated approvals', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', PAYOUT_LIST_NAMESPACES));

  it('shows a blocked and an overdue payroll as such under the status, with the dates; one on time says nothing more', async () => {
    demoServer.use(
      listAnswering([
        payrollFixture({ id: 901, ...waiting, actual_approver_id: 2, signed_by_ids: [2], approval_blocked: true }),
        payrollFixture({ id: 902, ...waiting, overdue: true }),
        payrollFixture({ id: 903, ...waiting }),
      ]),
    );
    await signIn('manager');
    renderPayoutList();
    await loadedRows();

    const blocked = statusCell(901);
    expect(within(blocked).getByText('Blocked')).toBeInTheDocument();
    expect(blocked).toHaveTextContent('Approval blocked: no active approver 2 can sign it');
    expect(blocked).not.toHaveTextContent('Overdue');

    const overdue = statusCell(902);
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(overdue).toHaveTextContent('Overdue: waiting for approver 1 since 19-11-2026 10:05:00 UTC');
    expect(overdue).toHaveTextContent('Expires on 26-11-2026 10:05:00 UTC');
    expect(overdue).not.toHaveTextContent('Blocked');

    expect(statusCell(903)).toHaveTextContent(/^Under approval$/);
  });

  it("offers a delegate Approval at the level they hold, and the confirmation names whose level it is", async () => {
    const forValentina = { level: 2, user_id: 3, name: 'Valentina Soto' };
    demoServer.use(
      listAnswering([
        payrollFixture({ id: 911, ...waiting, actual_approver_id: 2, signed_by_ids: [2], acting_for: [forValentina] }),
        payrollFixture({ id: 912, ...waiting, actual_approver_id: 2, signed_by_ids: [2] }),
      ]),
    );
    // The manager holds no approver profile: only the delegation lets them sign.
    await signIn('manager');
    const { user } = renderPayoutList();
    await loadedRows();

    expect(await openActions(user, 912)).not.toContain('Approval');
    await user.keyboard('{Escape}');
    expect(await openActions(user, 911)).toEqual(expect.arrayContaining(['Approval', 'Reject']));
    await user.click(screen.getByRole('menuitem', { name: 'Approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout 911' });
    expect(within(dialog).getByText('You sign as approver 2')).toBeInTheDocument();
    expect(within(dialog).getByText('You approve for Valentina Soto')).toBeInTheDocument();
  });

  it('against the demo API, a delegation aprobador2 gave the manager today offers the manager Approval at level 2', async () => {
    const payroll = db.payouts.payrolls
      .filter((p) => p.company_id === 1 && p.status_id === 4 && p.actual_approver_id === 2)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    await signIn('manager');
    let world = renderPayoutList();
    await loadedRows();
    expect(await openActions(world.user, payroll.id)).not.toContain('Approval');

    await signIn('aprobador2');
    await createDelegation({ delegate_id: 4, starts_on: businessToday(), ends_on: businessToday() });
    await signIn('manager');
    world.actor.stop();
    cleanup();
    world = renderPayoutList();
    await loadedRows();
    expect(await openActions(world.user, payroll.id)).toContain('Approval');
    await world.user.click(screen.getByRole('menuitem', { name: 'Approval' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve payout ${payroll.id}` });
    expect(within(dialog).getByText('You approve for Valentina Soto')).toBeInTheDocument();
  });
});
