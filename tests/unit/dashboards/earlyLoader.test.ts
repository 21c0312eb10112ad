import { describe, expect, it, vi } from 'vitest';
import { expectLanding } from '@app/app/landing';
import { earlyLoader } from '@app/dashboards/shared/earlyLoader';

/** The signed-in user, as session storage holds it (only the token matters here). */
const stored = vi.hoisted(() => ({ token: 'first' }));
vi.mock('@app/access/session/storage', () => ({ readSession: () => ({ token: stored.token }) }));
const writeSession = (token: string) => void (stored.token = token);

/** A page's first request, started when its module is evaluated during a sign-in's /v1/me. */

function landingPage(path: string) {
  const start = vi.fn(() => ({ query: 'today', promise: Promise.resolve('early figures') }));
  const load = vi.fn(() => Promise.resolve('fresh figures'));
  return { loader: earlyLoader<string, string>(path, start, load), start, load };
}

describe('a landing page started during sign-in', () => {
  it('starts its first request when a sign-in lands on it, and takes it once', async () => {
    writeSession('first');
    expectLanding('/landing-a');
    const { loader, start, load } = landingPage('/landing-a');
    expect(start).toHaveBeenCalledTimes(1);
    await expect(loader('today', new AbortController().signal)).resolves.toBe('early figures');
    await expect(loader('today', new AbortController().signal)).resolves.toBe('fresh figures');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('another page preloaded meanwhile starts nothing', () => {
    expectLanding('/landing-b');
    expect(landingPage('/elsewhere').start).not.toHaveBeenCalled();
  });

  it("another user's sign-in never takes the first user's answer", async () => {
    writeSession('first');
    expectLanding('/landing-c');
    const { loader } = landingPage('/landing-c');
    writeSession('second');
    await expect(loader('today', new AbortController().signal)).resolves.toBe('fresh figures');
  });
});
