import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { credentialsGenerateMachine, type CredentialsTarget, type KeyPair } from '@machines/settings/credentialsGenerate';
import { notificationUrlEditMachine, type NotificationUrls } from '@machines/settings/notificationUrlEdit';
import { passwordChangeMachine, passwordFailures, type PasswordChangeValues } from '@machines/settings/passwordChange';
import { profileFailure, profileUpdateMachine, type PersonalName } from '@machines/settings/profileUpdate';
import { createFailure, newUserErrors, usersMachine, type NewUserValues } from '@machines/settings/users';

const PAIR: KeyPair = { public_key: 'pk_live_new', secure_key: 'sk_live_new' };
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('credentialsGenerate', () => {
  it('keeps the pair for the merchant and environment it was generated for, once', async () => {
    const keepCalls: Array<CredentialsTarget & { keys: KeyPair; intent: number }> = [];
    const kept = deferred<unknown>();
    const reloadStored = vi.fn();
    const actor = createActor(
      credentialsGenerateMachine.provide({
        actors: {
          generate: fromPromise(async () => PAIR),
          keep: fromPromise(async ({ input }) => {
            keepCalls.push(input);
            return kept.promise;
          }),
        },
        actions: { reloadStored },
      }),
    ).start();
    actor.send({ type: 'GENERATE', merchantId: 102, env: 'test' });
    await waitFor(actor, (s) => s.matches('unsaved'));
    expect(actor.getSnapshot().context.generated).toEqual(PAIR);
    actor.send({ type: 'KEEP' });
    actor.send({ type: 'KEEP' });
    expect(keepCalls).toEqual([{ merchantId: 102, env: 'test', keys: PAIR, intent: 1 }]);
    kept.resolve({});
    await waitFor(actor, (s) => s.matches('kept'));
    expect(actor.getSnapshot().context.generated).toBeNull();
    expect(reloadStored).toHaveBeenCalledOnce();
  });

  it('a refused Keep leaves the pair unsaved on screen, to keep again or discard', async () => {
    const announceFailure = vi.fn();
    const actor = createActor(
      credentialsGenerateMachine.provide({
        actors: {
          generate: fromPromise(async () => PAIR),
          keep: fromPromise<unknown, CredentialsTarget & { keys: KeyPair; intent: number }>(async () => Promise.reject({ kind: 'http', status: 400, message: { text: 'No' } })),
        },
        actions: { announceFailure: (_, params) => announceFailure(params.message) },
      }),
    ).start();
    actor.send({ type: 'GENERATE', merchantId: 101, env: 'prod' });
    await waitFor(actor, (s) => s.matches('unsaved'));
    actor.send({ type: 'KEEP' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(announceFailure).toHaveBeenCalledWith({ text: 'No' });
    expect(actor.getSnapshot().context.generated).toEqual(PAIR);
    expect(actor.getSnapshot().can({ type: 'KEEP' })).toBe(true);
    actor.send({ type: 'DISCARD' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.generated).toBeNull();
  });
});

describe('notificationUrlEdit', () => {
  const stored = { url_notification: 'https://a.example/ok', reject_notification_url: 'https://a.example/ko' };

  it('Cancel discards what was typed; a bad address is refused without sending', () => {
    const save = vi.fn(async (_input?: unknown): Promise<unknown> => ({}));
    const actor = createActor(notificationUrlEditMachine.provide({ actors: { save: fromPromise(save) } }), { input: { merchantId: 101, stored } }).start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'url_notification', value: 'a.example/ok' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.invalid.url_notification).toEqual({ key: 'merchantInfo:notifications.invalidUrl' });
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('readOnly');
    expect(actor.getSnapshot().context.draft).toEqual(stored);
  });

  it('saves the trimmed addresses, which become the stored ones', async () => {
    const save = vi.fn(async (_input?: unknown): Promise<unknown> => ({}));
    const actor = createActor(notificationUrlEditMachine.provide({ actors: { save: fromPromise(({ input }) => save(input)) } }), {
      input: { merchantId: 101, stored },
    }).start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'reject_notification_url', value: '  https://b.example/ko ' });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(save).toHaveBeenCalledExactlyOnceWith({ merchantId: 101, urls: { ...stored, reject_notification_url: 'https://b.example/ko' }, intent: 1 });
    expect(actor.getSnapshot().context.stored.reject_notification_url).toBe('https://b.example/ko');
  });
});

describe('profileUpdate and passwordChange messages', () => {
  it('a 404 shows the answer\'s detail; other failures the client\'s first message', () => {
    expect(profileFailure({ kind: 'http', status: 404, body: { detail: 'Gone' }, message: { text: 'x' } })).toEqual({ text: 'Gone' });
    expect(profileFailure({ kind: 'http', status: 400, body: { first_name: ['Bad'] }, message: { text: 'Bad' } })).toEqual({ text: 'Bad' });
  });

  it('does not send an empty name', () => {
    const update = vi.fn(async (input: PersonalName) => input);
    const actor = createActor(profileUpdateMachine.provide({ actors: { update: fromPromise<PersonalName, PersonalName & { intent: number }>(({ input }) => update(input)) } })).start();
    actor.send({ type: 'SUBMIT', first_name: 'Ana', last_name: '  ' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(update).not.toHaveBeenCalled();
  });

  it('a 400 is one toast per field, other failures one', () => {
    const body = { old_password: ['Wrong.'], new_password2: ['Too short.', 'Numeric.'] };
    expect(passwordFailures({ kind: 'http', status: 400, body, message: { text: 'Wrong.' } })).toEqual([
      { key: 'passwordChange:fieldFailure', values: { field: 'old_password', messages: 'Wrong.' } },
      { key: 'passwordChange:fieldFailure', values: { field: 'new_password2', messages: 'Too short. Numeric.' } },
    ]);
    expect(passwordFailures({ kind: 'network', message: { key: 'errors:contactSupport' } })).toEqual([{ key: 'errors:contactSupport' }]);
  });

  it('refuses a mismatch with check-form and the field messages, without sending', () => {
    const change = vi.fn(async (_input?: unknown): Promise<unknown> => ({}));
    const announceCheckForm = vi.fn();
    const actor = createActor(passwordChangeMachine.provide({ actors: { change: fromPromise(change) }, actions: { announceCheckForm } })).start();
    actor.send({ type: 'SUBMIT', old_password: '', new_password1: 'abc', new_password2: 'abd' });
    expect(actor.getSnapshot().context.invalid).toEqual({
      old_password: { key: 'passwordChange:oldRequired' },
      new_password2: { key: 'passwordChange:mismatch' },
    });
    expect(announceCheckForm).toHaveBeenCalledOnce();
    expect(change).not.toHaveBeenCalled();
  });
});

describe('users', () => {
  it('says which fields are missing or invalid', () => {
    expect(newUserErrors({ first_name: 'A', last_name: '', email: 'nope', profile: '' })).toEqual({
      last_name: { key: 'users:validation.required', values: { field: 'last_name' } },
      email: { key: 'users:validation.invalid', values: { field: 'email' } },
      profile: { key: 'users:validation.required', values: { field: 'profile' } },
    });
  });

  it('a create failure shows a text body as sent, else the client\'s first message', () => {
    expect(createFailure({ kind: 'http', status: 400, body: 'Duplicated', message: { text: 'Duplicated' } })).toEqual({ text: 'Duplicated' });
    expect(createFailure({ kind: 'http', status: 400, body: ['Taken.'], message: { text: 'Taken.' } })).toEqual({ text: 'Taken.' });
  });

  it('keeps the dialog and what was typed when the server refuses', async () => {
    const actor = createActor(
      usersMachine.provide({ actors: { create: fromPromise<unknown, NewUserValues & { intent: number }>(async () => Promise.reject({ kind: 'http', status: 400, body: ['Taken.'], message: { text: 'Taken.' } })) } }),
    ).start();
    const values = { first_name: 'Elena', last_name: 'Paz', email: 'e@p.example', profile: 'carga' };
    actor.send({ type: 'ADD' });
    actor.send({ type: 'CHANGE', values });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('creating');
    await waitFor(actor, (s) => s.matches('adding') && s.context.error !== null);
    expect(actor.getSnapshot().context.draft).toEqual(values);
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Taken.' });
  });

  it('saving the same user again after a failure is the same intent; changed values, a new one (issue 29)', async () => {
    const intents: number[] = [];
    const actor = createActor(
      usersMachine.provide({
        actors: {
          create: fromPromise<unknown, NewUserValues & { intent: number }>(async ({ input }) => {
            intents.push(input.intent);
            throw { kind: 'network', message: { key: 'errors:network' } };
          }),
        },
      }),
    ).start();
    const send = async (values: Partial<NewUserValues>) => {
      actor.send({ type: 'CHANGE', values });
      actor.send({ type: 'SUBMIT' });
      await waitFor(actor, (s) => s.matches('adding'));
    };
    actor.send({ type: 'ADD' });
    await send({ first_name: 'Elena', last_name: 'Paz', email: 'e@p.example', profile: 'carga' });
    await send({});
    await send({ email: 'elena@p.example' });
    expect(intents).toEqual([1, 1, 2]);
  });
});

/** Issue 29: each settings write's intent, which the binding turns into the Idempotency-Key. */
describe('settings writes: the intent of a send (issue 29)', () => {
  const LOST = { kind: 'network', message: { key: 'errors:contactSupport' } };
  /** A call that fails (no answer) until `ok` is set, noting each intent it is given. */
  function answering() {
    const intents: number[] = [];
    const state = { ok: false };
    const call = async ({ input }: { input: { intent: number } }): Promise<unknown> => {
      intents.push(input.intent);
      if (!state.ok) throw LOST;
      return {};
    };
    return { intents, state, call };
  }

  it('notificationUrlEdit: Save again of the same addresses is the same intent; another address, or after a success, a new one', async () => {
    const stored = { url_notification: 'https://a.example/ok', reject_notification_url: 'https://a.example/ko' };
    const { intents, state, call } = answering();
    const actor = createActor(notificationUrlEditMachine.provide({ actors: { save: fromPromise<unknown, { merchantId: number; urls: NotificationUrls; intent: number }>(call) } }), { input: { merchantId: 101, stored } }).start();
    const save = async () => {
      actor.send({ type: 'SAVE' });
      await waitFor(actor, (s) => !s.matches('saving'));
    };
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'url_notification', value: 'https://b.example/ok' });
    await save();
    await save();
    actor.send({ type: 'CHANGE', field: 'url_notification', value: 'https://c.example/ok' });
    await save();
    state.ok = true;
    await save();
    actor.send({ type: 'EDIT' });
    await save();
    expect(intents).toEqual([1, 1, 2, 2, 3]);
  });

  it('credentialsGenerate: Keep again of the same pair is the same intent; a new pair, a new one', async () => {
    const { intents, state, call } = answering();
    let pair = PAIR;
    const actor = createActor(credentialsGenerateMachine.provide({ actors: { generate: fromPromise(async () => pair), keep: fromPromise<unknown, CredentialsTarget & { keys: KeyPair; intent: number }>(call) } })).start();
    const keep = async () => {
      actor.send({ type: 'KEEP' });
      await waitFor(actor, (s) => !s.matches('keeping'));
    };
    actor.send({ type: 'GENERATE', merchantId: 101, env: 'prod' });
    await waitFor(actor, (s) => s.matches('unsaved'));
    await keep();
    await keep();
    pair = { public_key: 'pk_live_other', secure_key: 'sk_live_other' };
    actor.send({ type: 'DISCARD' });
    actor.send({ type: 'GENERATE', merchantId: 101, env: 'prod' });
    await waitFor(actor, (s) => s.matches('unsaved'));
    state.ok = true;
    await keep();
    expect(intents).toEqual([1, 1, 2]);
    // The secure key is not in what the chart keeps of the intent.
    expect(actor.getSnapshot().context.intent.payload).not.toContain('sk_live');
  });

  it('profileUpdate: Update again of the same name is the same intent; another name, or after a success, a new one', async () => {
    const { intents, state, call } = answering();
    const actor = createActor(profileUpdateMachine.provide({ actors: { update: fromPromise<PersonalName, PersonalName & { intent: number }>(async (args) => (await call(args), args.input)) } })).start();
    const update = async (first_name: string) => {
      actor.send({ type: 'SUBMIT', first_name, last_name: 'Paz' });
      await waitFor(actor, (s) => !s.matches('updating'));
    };
    await update('Ana');
    await update(' Ana ');
    await update('Ana María');
    state.ok = true;
    await update('Ana María');
    actor.send({ type: 'EDIT' });
    await update('Ana María');
    expect(intents).toEqual([1, 1, 2, 2, 3]);
  });

  it('passwordChange: Change again, the form untouched, is the same intent; an edit, or a success, ends it; no password is kept', async () => {
    const { intents, state, call } = answering();
    const actor = createActor(passwordChangeMachine.provide({ actors: { change: fromPromise<unknown, PasswordChangeValues & { intent: number }>(call) } })).start();
    const values = { old_password: 'demo1234', new_password1: 'n3w-Secret', new_password2: 'n3w-Secret' };
    const change = async () => {
      actor.send({ type: 'SUBMIT', ...values });
      await waitFor(actor, (s) => !s.matches('changing'));
    };
    await change();
    await change();
    actor.send({ type: 'EDIT' });
    await change();
    state.ok = true;
    await change();
    actor.send({ type: 'EDIT' });
    await change();
    expect(intents).toEqual([1, 1, 2, 2, 3]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('n3w-Secret');
  });
});
