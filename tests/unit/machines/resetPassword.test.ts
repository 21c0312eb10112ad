import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { resetPasswordMachine, type ResetPasswordInput } from '@machines/access/resetPassword';
import { flush } from '../../support/deferred';

type ResetInput = { password: string; token: string; base64_email: string };

function start(
  input: ResetPasswordInput,
  calls: { check?: () => Promise<{ isValid: boolean }>; reset?: (i: ResetInput) => Promise<unknown> } = {},
) {
  const resets: ResetInput[] = [];
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: {
        checkToken: fromPromise(calls.check ?? (() => Promise.resolve({ isValid: true }))),
        resetPassword: fromPromise<unknown, ResetInput>(({ input: i }) => (resets.push(i), (calls.reset ?? (() => Promise.resolve({})))(i))),
      },
    }),
    { input },
  ).start();
  return { actor, resets };
}

const link = { token: 'tok', b64e: 'Y2FyZ2FAZGVtby5leGFtcGxl' };

describe('reset password chart', () => {
  it('a link without token or b64e is invalid at once', () => {
    expect(start({ token: null, b64e: 'x' }).actor.getSnapshot().value).toBe('invalid');
    expect(start({ token: 't', b64e: null }).actor.getSnapshot().value).toBe('invalid');
  });

  it('verifies the token, then shows the form', async () => {
    const { actor } = start(link);
    expect(actor.getSnapshot().value).toBe('verifying');
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a refused token is invalid', async () => {
    const { actor } = start(link, { check: () => Promise.resolve({ isValid: false }) });
    await flush();
    expect(actor.getSnapshot().value).toBe('invalid');
  });

  it('a failed check can be retried', async () => {
    let fail = true;
    const { actor } = start(link, {
      check: () => (fail ? Promise.reject({ kind: 'network', message: { key: 'errors:contactSupport' } }) : Promise.resolve({ isValid: true })),
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('verificationFailed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:contactSupport' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it.each([
    ['empty', '', ''],
    ['different', 'abcdefgh', 'abcdefgx'],
  ])('refuses %s passwords without calling the server', async (_, password, confirm) => {
    const { actor, resets } = start(link);
    await flush();
    actor.send({ type: 'SUBMIT', password, confirm });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'resetPassword:checkPasswords' });
    expect(resets).toEqual([]);
  });

  it('sends password, token and base64 email, then reports the change', async () => {
    const { actor, resets } = start(link);
    await flush();
    actor.send({ type: 'SUBMIT', password: 'newpass123', confirm: 'newpass123' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await flush();
    expect(resets).toEqual([{ password: 'newpass123', token: 'tok', base64_email: 'Y2FyZ2FAZGVtby5leGFtcGxl' }]);
    expect(actor.getSnapshot().value).toBe('changed');
  });

  it('shows the server message when the change fails and accepts a new attempt', async () => {
    let fail = true;
    const { actor } = start(link, {
      reset: () => (fail ? Promise.reject({ kind: 'http', message: { text: 'This password is too short.' } }) : Promise.resolve({})),
    });
    await flush();
    actor.send({ type: 'SUBMIT', password: 'short', confirm: 'short' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'This password is too short.' });
    actor.send({ type: 'SUBMIT', password: 'a', confirm: 'b' });
    expect(actor.getSnapshot().value).toBe('ready');
    fail = false;
    actor.send({ type: 'SUBMIT', password: 'longenough1', confirm: 'longenough1' });
    await flush();
    expect(actor.getSnapshot().value).toBe('changed');
  });
});
