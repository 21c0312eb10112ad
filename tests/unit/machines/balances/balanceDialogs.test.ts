import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { balanceAddMachine } from '@machines/balances/balanceAdd';
import { balanceDeleteMachine, type BalanceDeleteInput } from '@machines/balances/balanceDelete';
import { balanceEditMachine } from '@machines/balances/balanceEdit';
import type { SubmitInput } from '@machines/balances/balanceDialog';
import type { BalancePayload } from '@machines/balances/balanceForm';
import { deferred, flush } from '../../../support/deferred';
import { jobOf } from '../../../support/jobOf';
import { INCOMPLETE, MERCHANTS, NEW_AMOUNT, NO_FILES, ORIGINAL, SETTLEMENT, TODAY } from '../../../model/events/balanceFixtures';

/** The add, edit and delete charts with doubles for the request (they have no timers). */

function bindings<T>(answer: () => Promise<unknown>) {
  const sent: T[] = [];
  const signals: AbortSignal[] = [];
  const done = vi.fn();
  const failed = vi.fn();
  const reload = vi.fn();
  const actors = {
    submitJob: jobOf<SubmitInput>((input, signal) => (sent.push(input.payload as T), signals.push(signal), answer())),
    deleteBalance: fromPromise(({ input, signal }: { input: T; signal: AbortSignal }) => (sent.push(input), signals.push(signal), answer())),
  };
  const actions = {
    announceDone: (_: unknown, params: { message: unknown }) => done(params.message),
    announceFailure: (_: unknown, params: { message: unknown }) => failed(params.message),
    reloadList: () => reload(),
  };
  return { sent, signals, done, failed, reload, actors, actions };
}

const add = (answer: () => Promise<unknown>) => {
  const b = bindings<BalancePayload>(answer);
  const actor = createActor(balanceAddMachine.provide({ actors: { submitJob: b.actors.submitJob }, actions: b.actions }), {
    input: { merchants: MERCHANTS, today: TODAY },
  }).start();
  return { ...b, actor };
};

describe('balanceAdd', () => {
  it('refuses an empty field with "All fields are required", sends nothing and keeps the values', () => {
    const { actor, sent } = add(async () => ({}));
    actor.send({ type: 'SUBMIT', values: INCOMPLETE });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).toEqual({ key: 'settlements:errors.allRequired' });
    expect(snapshot.context.fieldErrors).toEqual({ documentId: { key: 'settlements:errors.allRequired' } });
    expect(snapshot.context.values).toBe(INCOMPLETE);
    expect(sent).toEqual([]);
  });

  it('says a merchant without a bank is disabled, by name', () => {
    const { actor } = add(async () => ({}));
    const merchants = [...MERCHANTS, { company: 2, company__name: 'Minera Pacífico Ltda', currencies_available: ['CLP', 'USD'], bank_id: null }];
    const withNoBank = createActor(balanceAddMachine, { input: { merchants, today: TODAY } }).start();
    withNoBank.send({ type: 'SUBMIT', values: { ...SETTLEMENT, company: 2 } });
    expect(withNoBank.getSnapshot().context.error).toEqual({ key: 'settlements:errors.bankMissing', values: { company: 'Minera Pacífico Ltda' } });
    actor.stop();
  });

  it('sends once on a double submit, with the sign restored, then announces, reloads and is done', async () => {
    const answer = deferred<unknown>();
    const { actor, sent, done, reload } = add(() => answer.promise);
    actor.send({ type: 'SUBMIT', values: SETTLEMENT });
    actor.send({ type: 'SUBMIT', values: SETTLEMENT });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.fields).toMatchObject({ balance_type: 'outbound_settlement', amount: '-500', account_id: '7', company: '1' });
    answer.resolve({ detail: 'ok' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(done).toHaveBeenCalledWith({ key: 'settlements:add.done' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the values on a refusal, shows the server\'s message, and lets the user try again', async () => {
    let refuse = true;
    const { actor, failed, sent } = add(() => (refuse ? Promise.reject({ kind: 'http', status: 400, message: { text: 'No.' } }) : Promise.resolve({})));
    actor.send({ type: 'SUBMIT', values: SETTLEMENT });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ error: { text: 'No.' }, values: SETTLEMENT });
    expect(failed).toHaveBeenCalledWith({ text: 'No.' });
    refuse = false;
    actor.send({ type: 'SUBMIT', values: SETTLEMENT });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toHaveLength(2);
  });

  it('cancels the request silently when the dialog closes while sending', async () => {
    const { actor, signals, failed } = add(() => new Promise(() => {}));
    actor.send({ type: 'SUBMIT', values: SETTLEMENT });
    actor.send({ type: 'CLOSE' });
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(signals[0]!.aborted).toBe(true);
    expect(failed).not.toHaveBeenCalled();
  });
});

describe('balanceAdd: attachments on their way', () => {
  const RECEIPT = { name: 'receipt.pdf', size: 2048, type: 'application/pdf', blob: {} };
  const WITH_FILE = { ...SETTLEMENT, files: [RECEIPT] };

  /** The add chart whose send reports progress to its job, and never answers. */
  function reporting() {
    const signals: AbortSignal[] = [];
    const sent: SubmitInput[] = [];
    let report: (done: number) => void = () => {};
    const actor = createActor(
      balanceAddMachine.provide({
        actors: {
          submitJob: jobOf<SubmitInput>((input, signal, progressTo) => {
            signals.push(signal);
            sent.push(input);
            report = (done) => progressTo.send({ type: 'PROGRESS', done, total: RECEIPT.size, unit: 'bytes' });
            return new Promise(() => {});
          }),
        },
      }),
      { input: { merchants: MERCHANTS, today: TODAY } },
    ).start();
    const job = () => actor.getSnapshot().children.job;
    return { actor, signals, sent, job, report: (done: number) => report(done), context: () => actor.getSnapshot().context };
  }

  it('shows no bar when no file goes with the form', () => {
    const { actor, context, job } = reporting();
    actor.send({ type: 'SUBMIT', values: SETTLEMENT });
    expect(context().attaching).toBe(false);
    expect(job()).toBeDefined();
  });

  it('runs the send as a job that follows the bytes of the attachments', () => {
    const { actor, report, context, sent, job } = reporting();
    actor.send({ type: 'SUBMIT', values: WITH_FILE });
    expect(sent[0]!.payload.files).toEqual([RECEIPT]);
    expect(context().attaching).toBe(true);
    expect(job()!.getSnapshot().context.progress).toBeNull();
    report(1024);
    expect(job()!.getSnapshot().context.progress).toEqual({ done: 1024, total: 2048, unit: 'bytes' });
  });

  it('cancels: aborts the request, back to editing with the values, says so, no failure toast', async () => {
    const { actor, signals, report, context, job } = reporting();
    actor.send({ type: 'SUBMIT', values: WITH_FILE });
    report(400);
    job()!.send({ type: 'CANCEL' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(signals[0]!.aborted).toBe(true);
    expect(context()).toMatchObject({ values: WITH_FILE, attaching: false, error: null, notice: { key: 'settlements:form.uploadCancelled' } });
    // Sending again clears the notice and starts a new request.
    actor.send({ type: 'SUBMIT', values: WITH_FILE });
    expect(context()).toMatchObject({ notice: null, attaching: true });
    expect(signals).toHaveLength(2);
  });
});

describe('balanceEdit', () => {
  const edit = (answer: () => Promise<unknown>) => {
    const b = bindings<BalancePayload>(answer);
    const actor = createActor(balanceEditMachine.provide({ actors: { submitJob: b.actors.submitJob }, actions: b.actions }), {
      input: { original: ORIGINAL, today: TODAY },
    }).start();
    return { ...b, actor };
  };

  it('sends only the changed amount (sign restored) with the identifying fields', async () => {
    const { actor, sent } = edit(async () => ({}));
    actor.send({ type: 'SUBMIT', values: NEW_AMOUNT });
    await flush();
    expect(sent[0]!.fields).toEqual({
      id: '10',
      company: '1',
      currency: 'CLP',
      bank: '12',
      account_id: '7',
      document_id: 'DOC-1010',
      comments: 'Monthly settlement to the merchant account.',
      amount: '-175000',
    });
    expect(sent[0]!.files).toEqual([]);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('blocks removing every file without adding one, and an unchanged form', () => {
    const { actor, sent } = edit(async () => ({}));
    actor.send({ type: 'SUBMIT', values: NO_FILES });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'settlements:errors.allRequired' });
    actor.send({ type: 'SUBMIT', values: { ...NEW_AMOUNT, amount: '150000' } });
    expect(actor.getSnapshot().context.error).toEqual({ key: 'settlements:edit.noChanges' });
    expect(sent).toEqual([]);
  });
});

describe('balanceDelete', () => {
  it('deletes once on a double confirm, then announces and reloads', async () => {
    const answer = deferred<unknown>();
    const b = bindings<BalanceDeleteInput & { intent: number }>(() => answer.promise);
    const actor = createActor(balanceDeleteMachine.provide({ actors: { deleteBalance: b.actors.deleteBalance }, actions: b.actions }), {
      input: { company: 1, id: 20, id_to: 21 },
    }).start();
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    expect(b.sent).toEqual([{ company: 1, id: 20, id_to: 21, intent: 1 }]);
    answer.resolve({});
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(b.done).toHaveBeenCalledWith({ key: 'settlements:delete.done' });
    expect(b.reload).toHaveBeenCalled();
  });

  it('goes quietly when the session expired', async () => {
    const b = bindings<BalanceDeleteInput & { intent: number }>(() => Promise.reject({ kind: 'unauthorized', status: 401, message: { key: 'errors:sessionExpired' } }));
    const actor = createActor(balanceDeleteMachine.provide({ actors: { deleteBalance: b.actors.deleteBalance }, actions: b.actions }), { input: { company: 1, id: 20 } }).start();
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(b.failed).not.toHaveBeenCalled();
  });

  it('Delete again after a failure is the same intent (issue 29), and the answer settles it', async () => {
    const answers = [false, false, true];
    const b = bindings<BalanceDeleteInput & { intent: number }>(() =>
      answers.shift() ? Promise.resolve({}) : Promise.reject({ kind: 'network', message: { key: 'errors:contactSupport' } }),
    );
    const actor = createActor(balanceDeleteMachine.provide({ actors: { deleteBalance: b.actors.deleteBalance }, actions: b.actions }), { input: { company: 1, id: 20 } }).start();
    for (let press = 0; press < 3; press += 1) {
      actor.send({ type: 'CONFIRM' });
      await flush();
    }
    expect(actor.getSnapshot().value).toBe('done');
    expect(b.sent.map((input) => input.intent)).toEqual([1, 1, 1]);
    expect(actor.getSnapshot().context.intent).toMatchObject({ id: 1, settled: true });
  });
});
