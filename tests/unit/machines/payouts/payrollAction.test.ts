import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  actionDoneMessage,
  actionFailureMessage,
  payrollActionMachine,
  type PayrollActionAnswer,
  type PayrollActionInput,
} from '@machines/payouts/payrollAction';
import { deferred, flush } from '../../../support/deferred';

function start(answer: (input: PayrollActionInput) => Promise<PayrollActionAnswer>) {
  const calls: PayrollActionInput[] = [];
  const announceDone = vi.fn();
  const announceFailure = vi.fn();
  const refreshList = vi.fn();
  const actor = createActor(
    payrollActionMachine.provide({
      actors: { submitAction: fromPromise(({ input }) => (calls.push(input), answer(input))) },
      actions: {
        announceDone: (_, params) => announceDone(params.message),
        announceFailure: (_, params) => announceFailure(params.message),
        refreshList,
      },
    }),
  ).start();
  return { actor, calls, announceDone, announceFailure, refreshList };
}

const value = (actor: { getSnapshot(): { value: unknown } }) => actor.getSnapshot().value;

describe('payroll action chart', () => {
  it('pressing the same action again after a failure is the same intent; after a success, or another payroll, a new one (issue 29)', async () => {
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw { kind: 'network', message: { key: 'errors:network' } };
      return { text: 'ok' };
    });
    const approve = async (payrollId: number) => {
      actor.send({ type: 'APPROVE', payrollId });
      actor.send({ type: 'CONFIRM' });
      await flush();
    };
    await approve(7);
    await approve(7);
    await approve(8);
    fail = false;
    await approve(8);
    await approve(8);
    expect(calls.map((call) => [call.payrollId, call.intent])).toEqual([[7, 1], [7, 1], [8, 2], [8, 2], [8, 3]]);
  });

  it('approves after a confirmation, announces the answer and refreshes the list', async () => {
    const { actor, calls, announceDone, refreshList } = start(async () => ({ text: 'Payroll approved' }));
    actor.send({ type: 'APPROVE', payrollId: 7 });
    expect(value(actor)).toBe('confirmingApproval');
    expect(calls).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    expect(value(actor)).toBe('submitting');
    await flush();
    expect(calls).toEqual([{ action: 'approved', payrollId: 7, intent: 1 }]);
    expect(value(actor)).toEqual({ ready: 'done' });
    expect(announceDone).toHaveBeenCalledWith({ text: 'Payroll approved' });
    expect(refreshList).toHaveBeenCalledTimes(1);
  });

  it('a double click never sends twice: events are ignored while submitting', async () => {
    const answer = deferred<PayrollActionAnswer>();
    const { actor, calls, refreshList } = start(() => answer.promise);
    actor.send({ type: 'APPROVE', payrollId: 7 });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'APPROVE', payrollId: 7 });
    actor.send({ type: 'DELETE', payrollId: 8 });
    actor.send({ type: 'CANCEL' });
    expect(value(actor)).toBe('submitting');
    await flush();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.payrollId).toBe(7);
    answer.resolve({});
    await flush();
    expect(refreshList).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('rejects only with a reason, keeping what was typed when it is blank', async () => {
    const { actor, calls } = start(async () => ({ info: 'Rejected' }));
    actor.send({ type: 'REJECT', payrollId: 3 });
    expect(value(actor)).toBe('askingReason');
    actor.send({ type: 'SUBMIT_REASON', reason: '   ' });
    expect(value(actor)).toBe('askingReason');
    expect(actor.getSnapshot().context).toMatchObject({
      reason: '   ',
      error: { key: 'payoutList:reject.reasonRequired' },
    });
    expect(calls).toEqual([]);
    actor.send({ type: 'SUBMIT_REASON', reason: '  Wrong amounts ' });
    await flush();
    expect(calls).toEqual([{ action: 'reject', payrollId: 3, detail: 'Wrong amounts', intent: 1 }]);
    expect(value(actor)).toEqual({ ready: 'done' });
  });

  it('cancelling the approval sends nothing and forgets the payroll', async () => {
    const { actor, calls } = start(async () => ({}));
    actor.send({ type: 'APPROVE', payrollId: 9 });
    expect(actor.getSnapshot().context).toMatchObject({ payrollId: 9, action: 'approved' });
    actor.send({ type: 'CANCEL' });
    expect(value(actor)).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ payrollId: null, action: null });
    await flush();
    expect(calls).toEqual([]);
  });

  it('deletes only after confirmation; cancelling sends nothing', async () => {
    const { actor, calls } = start(async () => ({}));
    actor.send({ type: 'DELETE', payrollId: 5 });
    expect(value(actor)).toBe('confirmingDelete');
    actor.send({ type: 'CANCEL' });
    expect(value(actor)).toEqual({ ready: 'idle' });
    expect(calls).toEqual([]);
    actor.send({ type: 'DELETE', payrollId: 5 });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls).toEqual([{ action: 'delete', payrollId: 5, intent: 1 }]);
  });

  it('a failure shows the body info or text, else Something went wrong, and does not refresh', async () => {
    const { actor, announceFailure, refreshList } = start(async () => {
      throw { kind: 'http', status: 400, body: { info: 'Already approved' }, message: { text: 'x' } };
    });
    actor.send({ type: 'APPROVE', payrollId: 1 });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(value(actor)).toEqual({ ready: 'failed' });
    expect(announceFailure).toHaveBeenCalledWith({ text: 'Already approved' });
    expect(refreshList).not.toHaveBeenCalled();
    // A new action can start from the failed state.
    actor.send({ type: 'REJECT', payrollId: 1 });
    expect(value(actor)).toBe('askingReason');
  });

  it('a 401 or an abort ends quietly: the session handles the sign-out', async () => {
    const { actor, announceFailure } = start(async () => {
      throw { kind: 'unauthorized', status: 401, message: { key: 'errors:sessionExpired' } };
    });
    actor.send({ type: 'APPROVE', payrollId: 1 });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(value(actor)).toEqual({ ready: 'idle' });
    expect(announceFailure).not.toHaveBeenCalled();
  });
});

describe('payroll action messages', () => {
  it('failure: info first, then text, else Something went wrong; no response keeps the client message', () => {
    const http = (body: unknown) => ({ kind: 'http', status: 400, body, message: { text: 'first value' } });
    expect(actionFailureMessage(http({ info: 'I', text: 'T' }))).toEqual({ text: 'I' });
    expect(actionFailureMessage(http({ text: 'T' }))).toEqual({ text: 'T' });
    expect(actionFailureMessage(http({ detail: 'D' }))).toEqual({ key: 'errors:somethingWentWrong' });
    expect(actionFailureMessage(http('<html>'))).toEqual({ key: 'errors:somethingWentWrong' });
    expect(actionFailureMessage({ kind: 'network', message: { key: 'errors:contactSupport' } })).toEqual({
      key: 'errors:contactSupport',
    });
    expect(actionFailureMessage(new Error('boom'))).toEqual({ key: 'errors:somethingWentWrong' });
  });

  it('success: the answer text, its info, else our own text per action', () => {
    expect(actionDoneMessage('approved', { text: 'T', info: 'I' })).toEqual({ text: 'T' });
    expect(actionDoneMessage('approved', { info: 'I' })).toEqual({ text: 'I' });
    expect(actionDoneMessage('delete', {})).toEqual({ key: 'payoutList:actionDone.delete' });
  });
});
