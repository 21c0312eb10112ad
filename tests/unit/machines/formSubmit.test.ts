import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formSubmitMachine } from '@machines/shared/formSubmit';
import { deferred, flush } from '../../support/deferred';

function start(submit: (values: Record<string, unknown>) => Promise<unknown>) {
  const sent: unknown[] = [];
  const announce = vi.fn();
  const actor = createActor(
    formSubmitMachine.provide({
      actors: { submit: fromPromise(({ input }) => (sent.push(input), submit(input))) },
      actions: { announceSuccess: (_, params) => announce(params.result) },
    }),
  ).start();
  return { actor, sent, announce };
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
