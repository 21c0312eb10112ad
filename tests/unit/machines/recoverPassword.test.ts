import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { recoverPasswordMachine } from '@machines/access/recoverPassword';
import { deferred, flush } from '../../support/deferred';

function start(send: (input: { email: string }) => Promise<unknown>) {
  const sent: string[] = [];
  const actor = createActor(
    recoverPasswordMachine.provide({
      actors: { sendInstructions: fromPromise<unknown, { email: string }>(({ input }) => (sent.push(input.email), send(input))) },
    }),
  ).start();
  return { actor, sent };
}

describe('recover password chart', () => {
  it('refuses an address that is not {x}@{y}.{z} without calling the server', () => {
    const { actor, sent } = start(() => Promise.resolve({}));
    actor.send({ type: 'SUBMIT', email: 'carga@demo' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'recoverPassword:invalidEmail' });
    expect(actor.getSnapshot().context.email).toBe('carga@demo');
    expect(sent).toEqual([]);
  });

  it('sends the trimmed address and reports sent', async () => {
    const call = deferred<unknown>();
    const { actor, sent } = start(() => call.promise);
    actor.send({ type: 'SUBMIT', email: '  carga@demo.example ' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(sent).toEqual(['carga@demo.example']);
    call.resolve({});
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('keeps the server message when sending fails, and can try again', async () => {
    let fail = true;
    const { actor } = start(() => (fail ? Promise.reject({ kind: 'http', message: { text: 'Enter a valid email address.' } }) : Promise.resolve({})));
    actor.send({ type: 'SUBMIT', email: 'carga@demo.example' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Enter a valid email address.' });
    fail = false;
    actor.send({ type: 'SUBMIT', email: 'carga@demo.example' });
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('a cancelled request returns to idle without an error', async () => {
    const { actor } = start(() => Promise.reject({ kind: 'aborted', message: { key: 'errors:aborted' } }));
    actor.send({ type: 'SUBMIT', email: 'carga@demo.example' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
