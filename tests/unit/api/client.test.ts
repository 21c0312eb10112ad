import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMe, login } from '@app/api/calls/access';
import { loadAppSettings, loadCurrencies } from '@app/api/calls/reference';
import { call } from '@app/api/client';
import { firstMessage } from '@app/api/firstMessage';
import { abortPageRequests } from '@app/platform/pageSignal';
import { onUnauthorized } from '@app/api/unauthorized';
import { writeSession } from '@app/platform/storage';
import { apiSession as session, Ok } from '../../support/apiSession';
import { demoServer } from '../../support/demoServer';

afterEach(() => onUnauthorized(() => {}));

describe('API client', () => {
  it('sends the token with the provider prefix, the language header and query parameter', async () => {
    writeSession(session);
    window.localStorage.setItem('lang', 'es');
    let seen: { auth: string | null; lang: string | null; query: string | null } | null = null;
    demoServer.use(
      http.get('*/v1/probe', ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          lang: request.headers.get('accept-language'),
          query: new URL(request.url).searchParams.get('language'),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(call(Ok, '/v1/probe')).resolves.toEqual({ ok: true });
    expect(seen).toEqual({ auth: 'Token abc123', lang: 'es', query: 'es' });
  });

  it('drops empty query values', async () => {
    let url = '';
    demoServer.use(http.get('*/v1/probe', ({ request }) => ((url = request.url), HttpResponse.json({ ok: true }))));
    await call(Ok, '/v1/probe', { query: { a: '1', b: '', c: undefined, d: null } });
    const params = new URL(url).searchParams;
    expect(params.get('a')).toBe('1');
    expect(params.has('b') || params.has('c') || params.has('d')).toBe(false);
  });

  it('turns an answer that fails its schema into an invalid error, never a crash', async () => {
    demoServer.use(http.get('*/v1/probe', () => HttpResponse.json({ ok: 'yes' })));
    await expect(call(Ok, '/v1/probe')).rejects.toMatchObject({ kind: 'invalid', message: { key: 'errors:invalidResponse' } });
  });

  it('shows the first value of an error body', async () => {
    demoServer.use(http.get('*/v1/probe', () => HttpResponse.json({ amount: ['Must be positive.', 'x'] }, { status: 400 })));
    await expect(call(Ok, '/v1/probe')).rejects.toMatchObject({ kind: 'http', status: 400, message: { text: 'Must be positive.' } });
  });

  it('falls back to "Something went wrong" when the body says nothing', async () => {
    demoServer.use(http.get('*/v1/probe', () => new HttpResponse(null, { status: 502 })));
    await expect(call(Ok, '/v1/probe')).rejects.toMatchObject({ kind: 'http', message: { key: 'errors:somethingWentWrong' } });
  });

  it('a 401 signs the session out, unless the call handles it itself', async () => {
    const signOut = vi.fn();
    onUnauthorized(signOut);
    demoServer.use(http.get('*/v1/probe', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    await expect(call(Ok, '/v1/probe')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(signOut).toHaveBeenCalledTimes(1);
    await expect(call(Ok, '/v1/probe', { on401: 'error' })).rejects.toMatchObject({ kind: 'http', message: { text: 'Invalid token.' } });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('no response: network message for login-like calls, support message otherwise', async () => {
    demoServer.use(http.get('*/v1/probe', () => HttpResponse.error()));
    await expect(call(Ok, '/v1/probe', { offline: 'network' })).rejects.toMatchObject({ kind: 'network', message: { key: 'errors:network' } });
    await expect(call(Ok, '/v1/probe')).rejects.toMatchObject({ kind: 'network', message: { key: 'errors:contactSupport' } });
  });

  it('leaving the page cancels its requests as aborted', async () => {
    demoServer.use(http.get('*/v1/probe', async () => (await delay('infinite'), HttpResponse.json({ ok: true }))));
    const pending = call(Ok, '/v1/probe');
    abortPageRequests();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('a call given its own signal as well is cancelled by either, as aborted', async () => {
    demoServer.use(http.get('*/v1/probe', async () => (await delay('infinite'), HttpResponse.json({ ok: true }))));
    const replaced = new AbortController();
    const byOwn = call(Ok, '/v1/probe', { alsoAbortOn: replaced.signal });
    const other = call(Ok, '/v1/probe', { alsoAbortOn: new AbortController().signal });
    replaced.abort();
    await expect(byOwn).rejects.toMatchObject({ kind: 'aborted' });
    // The page's signal still counts.
    abortPageRequests();
    await expect(other).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('requests made after leaving a page are not cancelled', async () => {
    abortPageRequests();
    demoServer.use(http.get('*/v1/probe', () => HttpResponse.json({ ok: true })));
    await expect(call(Ok, '/v1/probe')).resolves.toEqual({ ok: true });
  });
});

describe('the shell\'s reference data', () => {
  it('is not cancelled by leaving the page it started on (it serves every page)', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    demoServer.use(
      http.get('*/v1/app_settings', async () => (await held, HttpResponse.json({ dashboard_notices: ['dataLimit'] }))),
      http.get('*/v1/currencies/', async () => (await held, HttpResponse.json({ items: [{ code: 'CLP' }] }))),
    );
    const settings = loadAppSettings();
    const currencies = loadCurrencies();
    abortPageRequests();
    answer();
    await expect(settings).resolves.toMatchObject({ dashboard_notices: ['dataLimit'] });
    await expect(currencies).resolves.toEqual({ items: [{ code: 'CLP' }] });
  });
});

describe('sign-in calls (login, /v1/me)', () => {
  // A 401 here is the answer to this sign-in, not a sign of an expired session: it must reach
  // the session chart as an ordinary error with something to show, and never sign out.
  it.each([
    ['login', () => login({ username: 'carga', password: 'demo1234' }), 'post', '/v1/login'],
    ['/v1/me', () => loadMe(), 'get', '/v1/me'],
  ] as const)('%s answered 401: the first message of the body, or the catalogue\'s; no sign-out', async (_, run, method, path) => {
    const signOut = vi.fn();
    onUnauthorized(signOut);
    writeSession(session);
    demoServer.use(http[method](`*${path}`, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }), { once: true }));
    await expect(run()).rejects.toMatchObject({ kind: 'http', status: 401, message: { text: 'Invalid token.' } });
    demoServer.use(http[method](`*${path}`, () => new HttpResponse(null, { status: 401 }), { once: true }));
    await expect(run()).rejects.toMatchObject({ kind: 'http', status: 401, message: { key: 'errors:somethingWentWrong' } });
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('firstMessage', () => {
  it.each([
    [{ non_field_errors: ['Unable to log in.'] }, 'Unable to log in.'],
    [{ detail: 'Not found.' }, 'Not found.'],
    [['First', 'Second'], 'First'],
    ['Plain text', 'Plain text'],
    [{ a: [], b: { c: ['Nested'] } }, 'Nested'],
    [{}, null],
    [null, null],
  ])('%j → %j', (body, expected) => {
    expect(firstMessage(body)).toBe(expected);
  });
});
