import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { balanceAddMachine } from '@machines/balances/balanceAdd';
import type { SubmitInput } from '@machines/balances/balanceDialog';
import { balanceEditMachine } from '@machines/balances/balanceEdit';
import { flush } from '../../../support/deferred';
import { jobOf } from '../../../support/jobOf';
import { INCOMPLETE, MERCHANTS, NEW_AMOUNT, NEW_FILE, ORIGINAL, SETTLEMENT, TODAY } from '../../../model/events/balanceFixtures';

/**
 * Issue 29: the balance dialogs' intent, which the binding turns into the Idempotency-Key. A Save
 * again of the values of the last unanswered send is the same intent; other values, or a send
 * after a success, is the next one.
 */

const LOST = { kind: 'network', message: { key: 'errors:contactSupport' } };

/** A request that answers as `answers` says, in order (true: accepted), and the intents it was given. */
function answering(answers: boolean[]) {
  const intents: number[] = [];
  const submitJob = jobOf<SubmitInput>((input) => {
    intents.push(input.intent);
    return answers.shift() ? Promise.resolve({ detail: 'ok' }) : Promise.reject(LOST);
  });
  return { submitJob, intents };
}

function add(answers: boolean[]) {
  const { submitJob, intents } = answering(answers);
  const actor = createActor(balanceAddMachine.provide({ actors: { submitJob } }), { input: { merchants: MERCHANTS, today: TODAY } }).start();
  return { actor, intents };
}

function edit(answers: boolean[]) {
  const { submitJob, intents } = answering(answers);
  const actor = createActor(balanceEditMachine.provide({ actors: { submitJob } }), { input: { original: ORIGINAL, today: TODAY } }).start();
  return { actor, intents };
}

describe('balanceAdd: the intent of a send (issue 29)', () => {
  it('starts with none; a refusal of the checks sends nothing and takes no number', () => {
    const { actor, intents } = add([]);
    expect(actor.getSnapshot().context.intent).toEqual({ id: 0, payload: '', settled: true });
    actor.send({ type: 'SUBMIT', values: INCOMPLETE });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.intent.id).toBe(0);
    expect(intents).toEqual([]);
  });

  it('Save again of the same values after a failure is the same intent, however often', async () => {
    const { actor, intents } = add([false, false, true]);
    actor.send({ type: 'SUBMIT', values: SETTLEMENT });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'SUBMIT', values: SETTLEMENT });
    await flush();
    // A field touched and put back is still the same request.
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SUBMIT', values: { ...SETTLEMENT } });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(intents).toEqual([1, 1, 1]);
  });

  it('changed values after a failure are the next intent, and a Save again of those keeps it', async () => {
    const { actor, intents } = add([false, false, true]);
    actor.send({ type: 'SUBMIT', values: SETTLEMENT });
    await flush();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SUBMIT', values: { ...SETTLEMENT, comments: 'November settlement, corrected' } });
    await flush();
    actor.send({ type: 'SUBMIT', values: { ...SETTLEMENT, comments: 'November settlement, corrected' } });
    await flush();
    expect(intents).toEqual([1, 2, 2]);
  });

  it('attachments count by name and size: another file, or the same name with another size, is the next intent', async () => {
    const { actor, intents } = add([false, false, false, false]);
    const send = async (files: (typeof NEW_FILE)[]) => {
      actor.send({ type: 'SUBMIT', values: { ...SETTLEMENT, files } });
      await flush();
    };
    await send([NEW_FILE]);
    // The same file picked again (another blob, same name, size and type): the same request.
    await send([{ ...NEW_FILE, blob: {} }]);
    await send([{ ...NEW_FILE, size: NEW_FILE.size + 1 }]);
    await send([]);
    expect(intents).toEqual([1, 1, 2, 3]);
  });

  it('a cancelled upload was given up: sending the same values again is a new intent (the server may still be reading the first)', async () => {
    const intents: number[] = [];
    const actor = createActor(
      balanceAddMachine.provide({
        actors: {
          submitJob: jobOf<SubmitInput>((input) => {
            intents.push(input.intent);
            return new Promise(() => {});
          }),
        },
      }),
      { input: { merchants: MERCHANTS, today: TODAY } },
    ).start();
    actor.send({ type: 'SUBMIT', values: { ...SETTLEMENT, files: [NEW_FILE] } });
    actor.getSnapshot().children.job!.send({ type: 'CANCEL' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SUBMIT', values: { ...SETTLEMENT, files: [NEW_FILE] } });
    expect(intents).toEqual([1, 2]);
  });

  it('a success settles the intent: the next send, even of the same values, would be a new one', async () => {
    const { actor, intents } = add([true]);
    actor.send({ type: 'SUBMIT', values: SETTLEMENT });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('done');
    expect(intents).toEqual([1]);
    expect(snapshot.context.intent).toMatchObject({ id: 1, settled: true });
  });
});

describe('balanceEdit: the same chart, the same intents (issue 29)', () => {
  it('Update again of the same change is the same intent; another change is the next', async () => {
    const { actor, intents } = edit([false, false, false, true]);
    for (const values of [NEW_AMOUNT, NEW_AMOUNT, { ...NEW_AMOUNT, amount: '180000' }, { ...NEW_AMOUNT, amount: '180000' }]) {
      actor.send({ type: 'SUBMIT', values });
      await flush();
    }
    expect(actor.getSnapshot().value).toBe('done');
    expect(intents).toEqual([1, 1, 2, 2]);
  });
});
