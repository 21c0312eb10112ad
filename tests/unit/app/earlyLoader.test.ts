import { describe, expect, it, vi } from 'vitest';
import { abortPageRequests, pageSignal } from '@app/platform/pageSignal';
import { earlyLoader } from '@app/platform/prefetch/earlyLoader';
import { resetPlatform } from '@app/platform/store';

/** The signed-in user, as session storage holds it (only the token matters here). */
const stored = vi.hoisted(() => ({ token: 'first' as string | null }));
vi.mock('@app/platform/storage', () => ({ readSession: () => (stored.token ? { token: stored.token } : null) }));
const writeSession = (token: string | null) => void (stored.token = token);

/** A page's first request, started by the page's `startOpening` (the page loader calls it). */
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
  it('creating the loader starts nothing; start does, and the first load takes it once', async () => {
    writeSession('first');
    const { loader, load } = landingPage('/landing-a');
    expect(load).not.toHaveBeenCalled();
    loader.start();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(loader.load('today', new AbortController().signal)).resolves.toBe('figures for today');
    expect(load).toHaveBeenCalledTimes(1);
    await loader.load('today', new AbortController().signal);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('started twice (the landing announced again) asks once', async () => {
    writeSession('first');
    const { loader, load } = landingPage('/landing-d');
    loader.start();
    loader.start();
    expect(load).toHaveBeenCalledTimes(1);
    await loader.load('today', new AbortController().signal);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a query other than the early one loads afresh', async () => {
    writeSession('first');
    const { loader, load } = landingPage('/landing-e');
    loader.start();
    await expect(loader.load('yesterday', new AbortController().signal)).resolves.toBe('figures for yesterday');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without a session nothing starts', () => {
    writeSession(null);
    const { loader, load } = landingPage('/landing-f');
    loader.start();
    expect(load).not.toHaveBeenCalled();
  });

  it("another user's sign-in never takes the first user's answer", async () => {
    writeSession('first');
    const { loader, load } = landingPage('/landing-c');
    loader.start();
    writeSession('second');
    await loader.load('today', new AbortController().signal);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a platform reset (a new page load) drops a load nobody took', async () => {
    writeSession('first');
    const { loader, load } = landingPage('/landing-h');
    loader.start();
    resetPlatform();
    await loader.load('today', new AbortController().signal);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the early request belongs to the landing page: leaving /login does not cancel it, leaving the landing does', () => {
    writeSession('first');
    window.history.replaceState(null, '', '/login');
    const { loader, signals } = landingPage('/landing-g');
    loader.start();
    const early = signals[0]!;
    abortPageRequests(); // /login → the landing page
    expect(early.aborted).toBe(false);
    expect(pageSignal()).toBe(early);
    abortPageRequests(); // the landing page → elsewhere
    expect(early.aborted).toBe(true);
  });
});
