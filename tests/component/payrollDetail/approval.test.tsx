import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { say } from '@demo-api/http/messages';
import { db } from '@demo-api/store';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { useVirtualLayout } from '../../support/virtualLayout';
import { openDetailAs, restoreNavigation } from './renderDetail';

useVirtualLayout();
afterEach(restoreNavigation);
beforeAll(() => useLanguage('en', ['payrollDetail', 'payrollLedger', 'payouts', 'payoutList']));
beforeEach(() => {
  notifications.clean();
  demoServer.events.removeAllListeners();
});

/** Approval and Reject in the detail's header, against the demo API, as a signed-in user. */

const waitingForLevel1 = () =>
  db.payouts.payrolls
    .filter((p) => p.company_id === 1 && p.status_id === 4 && p.actual_approver_id === 1)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;

function actionCalls() {
  const calls: string[] = [];
  demoServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/v1/payroll/')) calls.push(new URL(request.url).pathname);
  });
  return calls;
}


describe('payroll detail: approval and rejection', { timeout: 30_000 }, () => {
  it('carga, who uploaded it, is offered neither', async () => {
    const payroll = waitingForLevel1();
    const { header } = await openDetailAs('carga', payroll.id);
    expect(within(header).queryByRole('button', { name: 'Approval' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('aprobador1 confirms the approval; the page then shows the payroll waiting for approver 2', async () => {
    const payroll = waitingForLevel1();
    const calls = actionCalls();
    const { header, user } = await openDetailAs('aprobador1', payroll.id);
    expect(within(header).getByRole('button', { name: 'Reject' })).toBeEnabled();

    await user.click(within(header).getByRole('button', { name: 'Approval' }));
    let dialog = await screen.findByRole('dialog', { name: `Approve payout ${payroll.id}` });
    expect(dialog).toHaveTextContent(payroll.filename);
    expect(dialog).toHaveTextContent('You sign as approver 1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    await user.click(within(header).getByRole('button', { name: 'Approval' }));
    dialog = await screen.findByRole('dialog', { name: `Approve payout ${payroll.id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(say('en', 'approvedFirst', { id: String(payroll.id) }))).toBeInTheDocument();
    expect(calls).toEqual(['/api/v1/payroll/approved']);
    // The page loaded the payroll again: its level moved on, and aprobador1 may no longer sign.
    await waitFor(
      () => expect(screen.getByText('Approval', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Waiting for approver 2'),
      { timeout: 5000 },
    );
    const reloaded = screen.getByRole('heading', { name: `Payroll ${payroll.id}` }).closest('section')!;
    expect(within(reloaded).queryByRole('button', { name: 'Approval' })).toBeNull();
  });
});
