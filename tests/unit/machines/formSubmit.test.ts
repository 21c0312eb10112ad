import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formSubmitMachine, type FormSubmitInput } from '@machines/shared/formSubmit';
import { deferred, flush } from '../../support/deferred';

function start(submit: (values: Readonly<Record<string, unknown>>) => Promise<unknown>) {
  const sent: unknown[] = [];
  const intents: number[] = [];
  const announce = vi.fn();
  const actor = createActor(
    formSubmitMachine.provide({
      actors: {
        submit: fromPromise(({ input }: { input: FormSubmitInput }) => (sent.push(input.values), intents.push(input.intent), submit(input.values))),
      },
      actions: { announceSuccess: (_, params) => announce(params.result) },
    }),
  ).start();
  return { actor, sent, intents, announce };
}

describe('form submit chart', () => {
  it('refuses invalid values without sending, and keeps the reason', () => {
    const { actor, sent } = start(async () => ({}));
    actor.send({ type: 'INVALID', message: { key: 'errors:allFieldsRequired' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:allFieldsRequired' });
    expect(sent).toEqual([]);
  });

  it('sends once even when submitted twice, then announces the answer', async () => {
    const answer = deferred<unknown>();
    const { actor, sent, announce } = start(() => answer.promise);
    actor.send({ type: 'SUBMIT', values: { payroll: 7 } });
    actor.send({ type: 'SUBMIT', values: { payroll: 7 } });
    expect(sent).toEqual([{ payroll: 7 }]);
    answer.resolve({ url: '/file.txt' });
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(announce).toHaveBeenCalledWith({ url: '/file.txt' });
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('shows the server message of a failure and lets the user try again', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw { kind: 'http', status: 400, message: { text: 'Payroll 7 is not approved' } };
      return { text: 'ok' };
    });
    actor.send({ type: 'SUBMIT', values: { payroll: 7 } });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Payroll 7 is not approved' });
    fail = false;
    actor.send({ type: 'SUBMIT', values: { payroll: 8 } });
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('a Retry of the same values is the same intent (its key); other values or a send after a success, a new one (issue 29)', async () => {
    let answer: () => Promise<unknown> = () => Promise.reject({ kind: 'network', message: { key: 'errors:network' } });
    const { actor, intents } = start(() => answer());
    actor.send({ type: 'SUBMIT', values: { payroll: 7 } });
    await flush();
    actor.send({ type: 'SUBMIT', values: { payroll: 7 } });
    await flush();
    actor.send({ type: 'SUBMIT', values: { payroll: 8 } });
    await flush();
    expect(intents).toEqual([1, 1, 2]);
    answer = () => Promise.resolve({ text: 'ok' });
    actor.send({ type: 'SUBMIT', values: { payroll: 8 } });
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SUBMIT', values: { payroll: 8 } });
    await flush();
    expect(intents).toEqual([1, 1, 2, 2, 3]);
  });

  it('a cancelled request goes back to editing quietly', async () => {
    const { actor } = start(async () => {
      throw { kind: 'aborted', message: { key: 'errors:aborted' } };
    });
    actor.send({ type: 'SUBMIT', values: {} });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
