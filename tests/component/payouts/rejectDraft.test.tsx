import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offerDraft, restoringDraft } from '@app/platform/draftRestoring';
import { openDraftSources } from '@app/platform/openForms';
import { say } from '@demo-api/http/messages';
import { db } from '@demo-api/store';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { useVirtualLayout } from '../../support/virtualLayout';
import { loadedRows, openActions, PAYOUT_LIST_NAMESPACES, renderPayoutList, signIn } from '../payoutList/support';
import { openDetailAs, restoreNavigation } from '../payrollDetail/renderDetail';

/**
 * Issue 29: the rejection's reason is kept as a draft (`payrollReject`, with the payroll's id)
 * while the dialog is open, and a restored draft opens the dialog again on the list and on the
 * payroll's own page, with the reason typed.
 */

useVirtualLayout();
afterEach(restoreNavigation);
beforeAll(() => useLanguage('en', [...PAYOUT_LIST_NAMESPACES, 'payrollDetail', 'payrollLedger']));
beforeEach(() => {
  notifications.clean();
  demoServer.events.removeAllListeners();
});

const REASON = 'Wrong bank accounts in rows 3 and 7';

const waitingForLevel1 = () =>
  db.payouts.payrolls
    .filter((p) => p.company_id === 1 && p.status_id === 4 && p.actual_approver_id === 1)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));

const rejectDrafts = () => openDraftSources().filter((source) => source.form === 'payrollReject');

const restore = (payrollId: number, reason: string) =>
  act(() => offerDraft({ form: 'payrollReject', subject: { payrollId }, values: { reason } }));

async function openDetail(username: string, id: number) {
  const opened = await openDetailAs(username, id);
  // The transactions are drawn in a background render after the header.
  await screen.findByRole('table', { name: 'Transactions' }, { timeout: 5000 });
  return opened;
}

describe('payout list: the rejection reason as a draft', { timeout: 30_000 }, () => {
  it('the open dialog keeps the payroll and the reason typed; closed, it keeps nothing', async () => {
    await signIn('aprobador1');
    const { user } = renderPayoutList();
    await loadedRows();
    const payroll = waitingForLevel1()[0]!;
    expect(rejectDrafts()).toEqual([]);

    await openActions(user, payroll.id);
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject payout ${payroll.id}` });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' }), REASON);

    const [source, ...others] = rejectDrafts();
    expect(others).toEqual([]);
    expect(source?.subject).toEqual({ payrollId: payroll.id });
    expect(source?.values()).toEqual({ reason: REASON });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rejectDrafts()).toEqual([]);
  });

  it('a restored draft opens the dialog for its payroll with the reason, and it is sent as the user left it', async () => {
    await signIn('aprobador1');
    const payroll = waitingForLevel1()[0]!;
    await restore(payroll.id, REASON);
    const { user } = renderPayoutList();

    const dialog = await screen.findByRole('dialog', { name: `Reject payout ${payroll.id}` });
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' })).toHaveValue(REASON);
    expect(restoringDraft('payrollReject')).toBeNull();
    // The restored dialog is kept as a draft again, should a 401 meet it once more.
    expect(rejectDrafts().map((source) => [source.subject, source.values()])).toEqual([[{ payrollId: payroll.id }, { reason: REASON }]]);

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(say('en', 'rejectedDone', { id: String(payroll.id) }))).toBeInTheDocument();
    expect(db.payouts.payrolls.find((p) => p.id === payroll.id)?.status_id).toBe(6);
    expect(db.payouts.payrolls.find((p) => p.id === payroll.id)?.detail).toEqual({ text: REASON });
  });

  it('the restored reason is for that opening only: Reject again starts empty', async () => {
    await signIn('aprobador1');
    const payroll = waitingForLevel1()[0]!;
    await restore(payroll.id, REASON);
    const { user } = renderPayoutList();
    let dialog = await screen.findByRole('dialog', { name: `Reject payout ${payroll.id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await loadedRows();
    await openActions(user, payroll.id);
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog', { name: `Reject payout ${payroll.id}` });
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' })).toHaveValue('');
  });
});

describe('payroll detail: the rejection reason as a draft', { timeout: 30_000 }, () => {
  it('the open dialog keeps the payroll and the reason typed', async () => {
    const payroll = waitingForLevel1()[0]!;
    const { header, user } = await openDetail('aprobador1', payroll.id);
    await user.click(within(header).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject payout ${payroll.id}` });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' }), REASON);

    expect(rejectDrafts().map((source) => [source.subject, source.values()])).toEqual([[{ payrollId: payroll.id }, { reason: REASON }]]);
  });

  it('a restored draft of this payroll opens the dialog with the reason', async () => {
    const payroll = waitingForLevel1()[0]!;
    await restore(payroll.id, REASON);
    await openDetail('aprobador1', payroll.id);

    const dialog = await screen.findByRole('dialog', { name: `Reject payout ${payroll.id}` });
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' })).toHaveValue(REASON);
  });

  it('the same draft arriving while the page is on screen opens it too', async () => {
    const payroll = waitingForLevel1()[0]!;
    await openDetail('aprobador1', payroll.id);
    expect(screen.queryByRole('dialog')).toBeNull();
    await restore(payroll.id, REASON);

    const dialog = await screen.findByRole('dialog', { name: `Reject payout ${payroll.id}` });
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the rejection' })).toHaveValue(REASON);
  });

  it("another payroll's draft does not open this payroll's dialog", async () => {
    const [payroll, other] = waitingForLevel1();
    await openDetail('aprobador1', payroll!.id);
    await restore(other!.id, REASON);

    expect(restoringDraft('payrollReject')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('nor does a draft of a payroll the user may not reject', async () => {
    const payroll = waitingForLevel1()[0]!;
    await openDetail('carga', payroll.id);
    await restore(payroll.id, REASON);

    expect(restoringDraft('payrollReject')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
