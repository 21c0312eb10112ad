import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { paymentRenotifyMachine, type RenotifyAnswer } from '@machines/payments/paymentRenotify';
import { flush } from '../../../support/deferred';

/**
 * Issue 29: a renotification is an intent, which the binding turns into the Idempotency-Key.
 * Renotify again after a failure (an answer that may have been lost) is the same intent: the
 * merchant is not notified twice; after a success, the user asks for another: a new one.
 */

const LOST = { kind: 'network', message: { key: 'errors:contactSupport' } };
const REFUSED = { kind: 'http', status: 403, message: { text: 'Too soon.' } };

function start(answers: unknown[]) {
  const intents: number[] = [];
  const renotify = fromPromise<RenotifyAnswer, { operationId: number; intent: number }>(async ({ input }) => {
    intents.push(input.intent);
    const answer = answers.shift();
    if (answer === 'ok') return { detail: null };
    throw answer;
  });
  const actor = createActor(paymentRenotifyMachine.provide({ actors: { renotify } }), { input: { operationId: 41 } }).start();
  const press = async () => {
    actor.send({ type: 'RENOTIFY' });
    actor.send({ type: 'CONFIRM' });
    await flush();
  };
  return { actor, intents, press };
}

describe('paymentRenotify: the intent of a renotification (issue 29)', () => {
  it('Renotify again after a failure is the same intent, however often; after a success, a new one', async () => {
    const { actor, intents, press } = start([LOST, LOST, 'ok', 'ok']);
    await press();
    expect(actor.getSnapshot().matches({ ready: 'failed' })).toBe(true);
    await press();
    await press();
    expect(actor.getSnapshot().matches({ ready: 'sent' })).toBe(true);
    await press();
    expect(intents).toEqual([1, 1, 1, 2]);
  });

  it('a confirmation cancelled sends nothing and takes no number', async () => {
    const { actor, intents, press } = start(['ok']);
    actor.send({ type: 'RENOTIFY' });
    actor.send({ type: 'CANCEL' });
    await press();
    expect(intents).toEqual([1]);
  });

  it('a refusal (403) keeps the intent: the same request is answered the same', async () => {
    const { intents, press } = start([REFUSED, 'ok']);
    await press();
    await press();
    expect(intents).toEqual([1, 1]);
  });
});
