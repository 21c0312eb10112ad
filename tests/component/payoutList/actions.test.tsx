import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { say } from '@demo-api/http/messages';
import { db } from '@demo-api/store';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { loadedRows, openActions, PAYOUT_LIST_NAMESPACES, renderPayoutList, rowOf, shownIds, signIn } from './support';

/** Reject with and without a reason, delete with confirmation, approval failures, double clicks. */

const REASON_REQUIRED = 'You must indicate the reason for the rejection';

function newestUnderApproval(approver: 1 | 2 | null) {
  const found = db.payouts.payrolls
    .filter((p) => p.company_id === 1 && p.status_id === 4 && (approver === null || p.actual_approver_id === approver))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (!found) throw new Error('No payroll under approval');
  return found;
}

/** Counts the action calls the page really sends. */
function countActionCalls() {
  const calls: string[] = [];
  demoServer.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/v1/payroll/')) calls.push(new URL(request.url).pathname);
  });
  return calls;
}

describe('payout list: payroll actions', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', PAYOUT_LIST_NAMESPACES));
  beforeEach(() => {
    notifications.clean();
    demoServer.events.removeAllListeners();
  });

  it('a rejection without a reason is refused in the dialog, keeping what was typed; with one it is sent', async () => {
    await signIn('aprobador1');
    const { user } = renderPayoutList();
    await loadedRows();
    const payroll = newestUnderApproval(1);
    const calls = countActionCalls();
    await openActions(user, payroll.id);
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: `Reject payout ${payroll.id}` });
    // What is rejected, as from the detail: the file and its transfers per currency.
    expect(dialog).toHaveTextContent(`You are about to reject the payout ${payroll.filename}.`);
    expect(within(dialog).getByRole('group', { name: 'Transfers and amount per currency' })).toHaveTextContent(/\d+ · [A-Z]{3} /);
    const field = within(dialog).getByRole('textbox', { name: 'Reason for the rejection' });
    await user.type(field, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('  ');
    expect(calls).toEqual([]);

    await user.type(field, 'Wrong bank accounts');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(say('en', 'rejectedDone', { id: String(payroll.id) }))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['/api/v1/payroll/reject']);
    expect(db.payouts.payrolls.find((p) => p.id === payroll.id)?.status_id).toBe(6);
    // The list refreshed: the row shows its new status.
    await waitFor(() => expect(within(rowOf(payroll.id)).getByText('Rejected')).toBeInTheDocument());
  });

  it('a deletion needs confirmation; a double click on Delete sends once; the row leaves the list', async () => {
    await signIn('carga');
    const { user } = renderPayoutList();
    await loadedRows();
    const payroll = newestUnderApproval(null);
    const calls = countActionCalls();
    await openActions(user, payroll.id);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete payout ${payroll.id}` });
    expect(dialog).toHaveTextContent(payroll.filename);
    expect(calls).toEqual([]);

    await user.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(say('en', 'deletedDone', { id: String(payroll.id) }))).toBeInTheDocument();
    expect(calls).toEqual(['/api/v1/payroll/delete']);
    await waitFor(() => expect(shownIds()).not.toContain(payroll.id));
  });

  it('cancelling a deletion sends nothing', async () => {
    await signIn('carga');
    const { user } = renderPayoutList();
    await loadedRows();
    const payroll = newestUnderApproval(null);
    const calls = countActionCalls();
    await openActions(user, payroll.id);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(shownIds()).toContain(payroll.id);
  });

  it('an approval asks for a confirmation; cancelling it sends nothing', async () => {
    await signIn('aprobador1');
    const { user } = renderPayoutList();
    await loadedRows();
    const payroll = newestUnderApproval(1);
    const calls = countActionCalls();
    await openActions(user, payroll.id);
    await user.click(screen.getByRole('menuitem', { name: 'Approval' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve payout ${payroll.id}` });
    expect(dialog).toHaveTextContent(payroll.filename);
    expect(dialog).toHaveTextContent('You sign as approver 1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(db.payouts.payrolls.find((p) => p.id === payroll.id)).toMatchObject({ status_id: 4, actual_approver_id: 1 });
  });

  it('an approval the server refuses without info or text says Something went wrong', async () => {
    demoServer.use(http.post('*/v1/payroll/approved', () => HttpResponse.json({ detail: 'Conflict' }, { status: 409 })));
    await signIn('aprobador1');
    const { user } = renderPayoutList();
    await loadedRows();
    const payroll = newestUnderApproval(1);
    await openActions(user, payroll.id);
    await user.click(screen.getByRole('menuitem', { name: 'Approval' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve payout ${payroll.id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const toast = (await screen.findByText('Something went wrong')).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('Something needs your attention')).toBeInTheDocument();
    expect(db.payouts.payrolls.find((p) => p.id === payroll.id)?.actual_approver_id).toBe(1);
  });

  it('the details link goes to the payroll detail', async () => {
    await signIn('carga');
    const { user, router } = renderPayoutList();
    await loadedRows();
    const id = shownIds()[0]!;
    await openActions(user, id);
    await user.click(screen.getByRole('menuitem', { name: 'See details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payroll/view/${id}`));
  });
});
