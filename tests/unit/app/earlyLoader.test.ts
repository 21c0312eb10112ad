import { describe, expect, it, vi } from 'vitest';
import { abortPageRequests, pageSignal } from '@app/platform/pageSignal';
import { expectLanding } from '@app/platform/prefetch/landing';
import { earlyLoader } from '@app/platform/prefetch/earlyLoader';

/** The signed-in user, as session storage holds it (only the token matters here). */
const stored = vi.hoisted(() => ({ token: 'first' as string | null }));
vi.mock('@app/platform/storage', () => ({ readSession: () => (stored.token ? { token: stored.token } : null) }));
const writeSession = (token: string | null) => void (stored.token = token);

/** A page's first request, started when a sign-in announces the page (or its module is evaluated on it). */
function landingPage(path: string) {
  const signals: (AbortSignal | undefined)[] = [];
  const load = vi.fn((query: string, signal?: AbortSignal) => {
    signals.push(signal ?? pageSignal());
    return Promise.resolve(`figures for ${query}`);
  });
  const firstQuery = vi.fn(() => (stored.token ? 'today' : null));
  return { loader: earlyLoader<string, string>(path, firstQuery, load), load, signals };
}

describe('a landing page started during sign-in', () => {
  it('starts its first request when a sign-in lands on it, and takes it once', async () => {
    writeSession('first');
    expectLanding('/landing-a');
    const { loader, load } = landingPage('/landing-a');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(loader('today', new AbortController().signal)).resolves.toBe('figures for today');
    expect(load).toHaveBeenCalledTimes(1);
    await loader('today', new AbortController().signal);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a module evaluated before the sign-in (preloaded on the form) starts when the landing is announced, once', async () => {
    writeSession('first');
    const { loader, load } = landingPage('/landing-d');
    expect(load).not.toHaveBeenCalled();
    expectLanding('/landing-d');
    expectLanding('/landing-d'); // the announcement repeated (an effect run twice)
    expect(load).toHaveBeenCalledTimes(1);
    await loader('today', new AbortController().signal);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a query other than the early one loads afresh', async () => {
    writeSession('first');
    const { loader, load } = landingPage('/landing-e');
    expectLanding('/landing-e');
    await expect(loader('yesterday', new AbortController().signal)).resolves.toBe('figures for yesterday');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('another page preloaded meanwhile starts nothing, nor does a landing without a session', () => {
    expectLanding('/landing-b');
    expect(landingPage('/elsewhere').load).not.toHaveBeenCalled();
    writeSession(null);
    const { load } = landingPage('/landing-f');
    expectLanding('/landing-f');
    expect(load).not.toHaveBeenCalled();
  });

  it("another user's sign-in never takes the first user's answer", async () => {
    writeSession('first');
    expectLanding('/landing-c');
    const { loader, load } = landingPage('/landing-c');
    writeSession('second');
    await loader('today', new AbortController().signal);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the early request belongs to the landing page: leaving /login does not cancel it, leaving the landing does', () => {
    writeSession('first');
    window.history.replaceState(null, '', '/login');
    const { signals } = landingPage('/landing-g');
    expectLanding('/landing-g');
    const early = signals[0]!;
    abortPageRequests(); // /login → the landing page
    expect(early.aborted).toBe(false);
    expect(pageSignal()).toBe(early);
    abortPageRequests(); // the landing page → elsewhere
    expect(early.aborted).toBe(true);
  });
});
