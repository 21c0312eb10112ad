import { afterEach, describe, expect, it } from 'vitest';
import { expectLanding } from '@app/platform/prefetch/landing';
import { loadPage } from '@app/routes/pages';
import { writeSession } from '@app/platform/storage';
import { demoServer } from '../../support/demoServer';
import { sessionUser } from '../../support/sessionUser';

/**
 * A page starts its first data only when it is the page being opened (its URL, or the landing
 * a sign-in announced), through its module's `startOpening` called by the page loader; a page
 * merely preloaded (the login form's first focus) asks for nothing.
 */
const asked: string[] = [];
const listen = () => {
  const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
  demoServer.events.on('request:start', record);
  return () => demoServer.events.removeListener('request:start', record);
};
let stop = () => {};
afterEach(() => {
  stop();
  asked.length = 0;
});

describe('the page loader', () => {
  it('preloading the dashboard from /login asks the API for nothing', async () => {
    writeSession(sessionUser());
    window.history.replaceState(null, '', '/login');
    stop = listen();
    await loadPage('/');
    expect(asked).toEqual([]);
  });

  it('once a sign-in announces the dashboard, loading it asks for its figures and the services status', async () => {
    writeSession(sessionUser());
    window.history.replaceState(null, '', '/login');
    stop = listen();
    expectLanding('/');
    await loadPage('/');
    expect(asked.some((path) => path.includes('/dashboard'))).toBe(true);
    expect(asked.some((path) => path.includes('status'))).toBe(true);
  });

  it("opening the payments list by its URL asks for its first page before it renders", async () => {
    writeSession(sessionUser({ profile_names: ['ADMIN'] }));
    window.history.replaceState(null, '', '/payments/transactions');
    stop = listen();
    await loadPage('/payments/transactions');
    expect(asked.some((path) => path.includes('/payments/operation'))).toBe(true);
  });
});
