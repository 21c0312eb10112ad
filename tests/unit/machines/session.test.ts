import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type SessionInput } from '@machines/access/session';
import type { LoginAnswer, MeAnswer, SessionUser } from '@machines/access/sessionUser';
import type { ApiFailure } from '@machines/shared/apiError';
import { flush } from '../../support/deferred';
import { sessionUser } from '../../support/sessionUser';

const answer: LoginAnswer = {
  token: 'tok-1',
  user: { first_name: 'Camila', last_name: 'Rojas', type_of_user__id: 3 },
  companies: [{ pk: 1, name: 'Comercial Andes SpA', country_id: 1, url_template_upload: null }],
  profile_names: ['CARGA'],
  mids: [101],
  country_ids: [1],
  url_template_upload_by_country: { '1': '/t/CL.xlsx' },
  env_payments: ['test'],
};
const me: MeAnswer = { first_name: 'Camila', last_name: 'Rojas Soto', type_of_user__id: 3, profile_names: ['CARGA'] };
const stored = sessionUser({
  token: 'old',
  user: answer.user!,
  companies: answer.companies!,
  country_ids: [1],
  avatar: 4,
});

function start(
  input: Partial<SessionInput> = {},
  calls: { login?: () => Promise<LoginAnswer>; me?: () => Promise<MeAnswer>; logout?: () => Promise<unknown> } = {},
) {
  const spies = {
    storeSession: vi.fn(),
    removeSession: vi.fn(),
    clearStorage: vi.fn(),
    saveVersion: vi.fn(),
    land: vi.fn(),
    goToLogin: vi.fn(),
    notifyError: vi.fn(),
    reportIncompleteLogin: vi.fn(),
    recordSignOut: vi.fn(),
    forgetSignOut: vi.fn(),
    announceSignOut: vi.fn(),
  };
  const logic = sessionMachine.provide({
    actors: {
      login: fromPromise(calls.login ?? (() => Promise.resolve(answer))),
      loadMe: fromPromise(calls.me ?? (() => Promise.resolve(me))),
      logout: fromPromise(calls.logout ?? (() => Promise.resolve({}))),
    },
    actions: {
      storeSession: (_, params) => spies.storeSession(params.session),
      removeSession: spies.removeSession,
      clearStorage: spies.clearStorage,
      saveVersion: (_, params) => spies.saveVersion(params.version),
      land: (_, params) => spies.land(params.to),
      goToLogin: spies.goToLogin,
      notifyError: (_, params) => spies.notifyError(params.message),
      reportIncompleteLogin: spies.reportIncompleteLogin,
      recordSignOut: (_, params) => spies.recordSignOut(params.reason),
      forgetSignOut: spies.forgetSignOut,
      announceSignOut: (_, params) => spies.announceSignOut(params.token),
    },
  });
  const actor = createActor(logic, {
    input: { storedSession: null, storedVersion: '1.0.0', currentVersion: '1.0.0', onPublicPage: true, ...input },
  });
  actor.start();
  return { actor, spies };
}

const failure = (kind: ApiFailure['kind'], message: ApiFailure['message']): ApiFailure => ({ kind, message });

describe('session chart', () => {
  it('restores a stored session with a token', () => {
    const { actor } = start({ storedSession: stored });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.session?.token).toBe('old');
  });

  it('starts signed out without a stored session', () => {
    expect(start().actor.getSnapshot().value).toBe('signedOut');
  });

  it('clears the session and goes to /login when the dashboard version changed off /login', () => {
    const { actor, spies } = start({ storedSession: stored, storedVersion: '0.9.0', onPublicPage: false });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.removeSession).toHaveBeenCalled();
    expect(spies.saveVersion).toHaveBeenCalledWith('1.0.0');
    expect(spies.goToLogin).toHaveBeenCalled();
  });

  it('on a public page a changed version is only recorded', () => {
    const { actor, spies } = start({ storedSession: stored, storedVersion: null, onPublicPage: true });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(spies.saveVersion).toHaveBeenCalledWith('1.0.0');
    expect(spies.goToLogin).not.toHaveBeenCalled();
  });

  it('signs in: stores the session, loads /v1/me, lands on /', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'SIGN_IN', username: 'carga', password: 'demo1234' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(spies.storeSession).toHaveBeenCalledTimes(2);
    const final = spies.storeSession.mock.calls[1]![0] as SessionUser;
    expect(final.user.last_name).toBe('Rojas Soto');
    expect(final.loggedIn).toBe(true);
    expect(final.avatar).toBeGreaterThanOrEqual(1);
    expect(final.avatar).toBeLessThanOrEqual(26);
    expect(spies.land).toHaveBeenCalledWith('/');
  });

  it('lands on payments with more than 3 mids', async () => {
    const { actor, spies } = start({}, { login: () => Promise.resolve({ ...answer, mids: [1, 2, 3, 4] }) });
    actor.send({ type: 'SIGN_IN', username: 'admin', password: 'x' });
    await flush();
    await flush();
    expect(spies.land).toHaveBeenCalledWith('/payments/transactions');
  });

  it('lands on payments for ALPSADMIN, using the profiles /v1/me returns', async () => {
    const { actor, spies } = start({}, { me: () => Promise.resolve({ ...me, profile_names: ['ALPSADMIN'] }) });
    actor.send({ type: 'SIGN_IN', username: 'alpsadmin', password: 'x' });
    await flush();
    await flush();
    expect(spies.land).toHaveBeenCalledWith('/payments/transactions');
  });

  it('a wrong password shows the server message and keeps nothing', async () => {
    const { actor, spies } = start({}, { login: () => Promise.reject(failure('http', { text: 'Unable to log in' })) });
    actor.send({ type: 'SIGN_IN', username: 'carga', password: 'nope' });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.notifyError).toHaveBeenCalledWith({ text: 'Unable to log in' });
    expect(spies.storeSession).not.toHaveBeenCalled();
  });

  it.each([
    ['no companies and no mids', { ...answer, companies: [], mids: [] }],
    ['a missing key', { ...answer, country_ids: undefined }],
    ['no token', { ...answer, token: undefined }],
  ])('rejects an answer with %s: support message, session removed, reported', async (_, bad) => {
    const { actor, spies } = start({}, { login: () => Promise.resolve(bad as LoginAnswer) });
    actor.send({ type: 'SIGN_IN', username: 'incomplete', password: 'demo1234' });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.removeSession).toHaveBeenCalled();
    expect(spies.reportIncompleteLogin).toHaveBeenCalled();
    expect(spies.notifyError).toHaveBeenCalledWith({ key: 'errors:serviceUnavailable' });
    expect(spies.land).not.toHaveBeenCalled();
  });

  it('treats an answer that failed its schema like a missing key', async () => {
    const { spies, actor } = start({}, { login: () => Promise.reject(failure('invalid', { key: 'errors:invalidResponse' })) });
    actor.send({ type: 'SIGN_IN', username: 'x', password: 'y' });
    await flush();
    expect(spies.reportIncompleteLogin).toHaveBeenCalled();
    expect(spies.notifyError).toHaveBeenCalledWith({ key: 'errors:serviceUnavailable' });
  });

  it('ignores a cancelled login silently', async () => {
    const { actor, spies } = start({}, { login: () => Promise.reject(failure('aborted', { key: 'errors:aborted' })) });
    actor.send({ type: 'SIGN_IN', username: 'x', password: 'y' });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.notifyError).not.toHaveBeenCalled();
  });

  it('a failing /v1/me removes the half-made session', async () => {
    const { actor, spies } = start({}, { me: () => Promise.reject(failure('network', { key: 'errors:network' })) });
    actor.send({ type: 'SIGN_IN', username: 'carga', password: 'demo1234' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.removeSession).toHaveBeenCalled();
    expect(spies.notifyError).toHaveBeenCalledWith({ key: 'errors:network' });
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it.each([
    ['the login', { login: () => Promise.reject({ ...failure('http', { text: 'Invalid token.' }), status: 401 }) }, { text: 'Invalid token.' }],
    ['/v1/me', { me: () => Promise.reject({ ...failure('http', { key: 'errors:somethingWentWrong' }), status: 401 }) }, { key: 'errors:somethingWentWrong' }],
  ])('a 401 to %s while signing in is shown like any refusal, and signs nothing out', async (_, calls, message) => {
    const { actor, spies } = start({}, calls);
    actor.send({ type: 'SIGN_IN', username: 'carga', password: 'demo1234' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.notifyError).toHaveBeenCalledExactlyOnceWith(message);
    // Not the expired-session path: storage is not cleared and nobody is sent anywhere.
    expect(spies.clearStorage).not.toHaveBeenCalled();
    expect(spies.goToLogin).not.toHaveBeenCalled();
    expect(spies.land).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('signs out through /v1/logout, even when the call fails', async () => {
    const { actor, spies } = start({ storedSession: stored }, { logout: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.clearStorage).toHaveBeenCalled();
    expect(spies.goToLogin).toHaveBeenCalled();
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it("a 401 from the landing page's early request while /v1/me loads leaves the outcome to /v1/me", async () => {
    let refuse: (error: unknown) => void = () => {};
    const me = () => new Promise<MeAnswer>((_, reject) => (refuse = reject));
    const { actor, spies } = start({}, { me });
    actor.send({ type: 'SIGN_IN', username: 'carga', password: 'demo1234' });
    await flush();
    expect(actor.getSnapshot().value).toBe('loadingMe');
    // The server forgot the token: the early request hears it first.
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('loadingMe');
    expect(spies.goToLogin).not.toHaveBeenCalled();
    refuse({ ...failure('http', { text: 'Invalid token.' }), status: 401 });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.notifyError).toHaveBeenCalledExactlyOnceWith({ text: 'Invalid token.' });
    expect(spies.removeSession).toHaveBeenCalled();
  });

  it('a 401 anywhere signs out at once', () => {
    const { actor, spies } = start({ storedSession: stored });
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.clearStorage).toHaveBeenCalled();
    expect(spies.goToLogin).toHaveBeenCalled();
  });

  it('does not sign in twice while a sign-in is running', () => {
    let calls = 0;
    const { actor } = start({}, { login: () => ((calls += 1), new Promise<LoginAnswer>(() => {})) });
    actor.send({ type: 'SIGN_IN', username: 'a', password: 'b' });
    actor.send({ type: 'SIGN_IN', username: 'a', password: 'b' });
    expect(calls).toBe(1);
  });

  describe('why a session ended, kept for /login (issue 29)', () => {
    it('a 401 of a signed-in user is "expired", the idle timeout "idle", each after the storage is cleared', () => {
      const { actor, spies } = start({ storedSession: stored });
      actor.send({ type: 'UNAUTHORIZED' });
      expect(spies.recordSignOut).toHaveBeenLastCalledWith('expired');
      expect(spies.clearStorage.mock.invocationCallOrder[0]).toBeLessThan(spies.recordSignOut.mock.invocationCallOrder[0]!);
      const idle = start({ storedSession: stored });
      idle.actor.send({ type: 'UNAUTHORIZED', reason: 'idle' });
      expect(idle.spies.recordSignOut).toHaveBeenLastCalledWith('idle');
    });

    it('a new version signs a stored session out as "versionChange"; nobody signed in, nothing to say', () => {
      expect(start({ storedSession: stored, storedVersion: '0.9.0', onPublicPage: false }).spies.recordSignOut).toHaveBeenCalledWith('versionChange');
      expect(start({ storedSession: null, storedVersion: '0.9.0', onPublicPage: false }).spies.recordSignOut).toHaveBeenCalledWith(null);
    });

    it('a 401 with no session (a late answer on /login) or while the user signs out explains nothing', async () => {
      const signedOut = start();
      signedOut.actor.send({ type: 'UNAUTHORIZED' });
      expect(signedOut.spies.recordSignOut).toHaveBeenCalledWith(null);
      const leaving = start({ storedSession: stored }, { logout: () => new Promise(() => {}) });
      leaving.actor.send({ type: 'SIGN_OUT' });
      leaving.actor.send({ type: 'UNAUTHORIZED' });
      expect(leaving.actor.getSnapshot().value).toBe('signedOut');
      expect(leaving.spies.recordSignOut).not.toHaveBeenCalled();
      expect(leaving.spies.clearStorage).toHaveBeenCalled();
    });

    it('a sign-out is announced to the other tabs with its token; one there is "otherTab" here', () => {
      const { actor, spies } = start({ storedSession: stored }, { logout: () => new Promise(() => {}) });
      actor.send({ type: 'SIGN_OUT' });
      expect(spies.announceSignOut).toHaveBeenCalledExactlyOnceWith('old');
      const other = start({ storedSession: stored });
      other.actor.send({ type: 'UNAUTHORIZED', reason: 'otherTab' });
      expect(other.actor.getSnapshot().value).toBe('signedOut');
      expect(other.spies.recordSignOut).toHaveBeenLastCalledWith('otherTab');
      expect(other.spies.goToLogin).toHaveBeenCalled();
      // The tab that heard it does not announce it again.
      expect(other.spies.announceSignOut).not.toHaveBeenCalled();
    });

    it('the next sign-in forgets it', async () => {
      const { actor, spies } = start();
      actor.send({ type: 'SIGN_IN', username: 'carga', password: 'demo1234' });
      await flush();
      await flush();
      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(spies.forgetSignOut).toHaveBeenCalledTimes(1);
    });
  });
});
