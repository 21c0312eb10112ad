import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { percentOf, upload } from '@app/api/upload';
import { onUnauthorized } from '@app/api/unauthorized';
import { writeSession } from '@app/platform/storage';
import { deferred } from '../../support/deferred';
import { apiSession as session, Ok } from '../../support/apiSession';
import { demoServer } from '../../support/demoServer';

const form = () => {
  const body = new FormData();
  body.append('file', new File(['a;b\n1;2\n'.repeat(200)], 'payroll.csv', { type: 'text/csv' }));
  body.append('company_id', '1');
  return body;
};

afterEach(() => onUnauthorized(() => {}));

describe('upload transport (XMLHttpRequest)', () => {
  it('sends the multipart body with the token, the language header and parameter, and reports progress up to 100 %', async () => {
    writeSession(session);
    window.localStorage.setItem('lang', 'es');
    let seen: { auth: string | null; lang: string | null; query: string | null; file: string | null; company: unknown } | null = null;
    demoServer.use(
      http.post('*/v1/probe', async ({ request }) => {
        const body = await request.formData();
        seen = {
          auth: request.headers.get('authorization'),
          lang: request.headers.get('accept-language'),
          query: new URL(request.url).searchParams.get('language'),
          // jsdom's File does not survive the trip into Node's Request (name and bytes); the
          // part is there. The browser's real multipart body is the end-to-end tests' business.
          file: body.has('file') ? 'file' : null,
          company: body.get('company_id'),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    const percents: number[] = [];
    await expect(upload(Ok, '/v1/probe', { method: 'POST', body: form(), onProgress: (p) => percents.push(p) })).resolves.toEqual({ ok: true });
    expect(seen).toEqual({ auth: 'Token abc123', lang: 'es', query: 'es', file: 'file', company: '1' });
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('maps a refusal as call() does: the status text and the first message of the body', async () => {
    demoServer.use(http.put('*/v1/probe', () => HttpResponse.json({ file: ['Too large.'] }, { status: 400, statusText: 'Bad Request' })));
    await expect(upload(Ok, '/v1/probe', { method: 'PUT', body: form() })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      statusText: 'Bad Request',
      message: { text: 'Too large.' },
      body: { file: ['Too large.'] },
    });
  });

  it('a 401 signs out unless the call asks for it as an ordinary error', async () => {
    const signedOut = vi.fn();
    onUnauthorized(signedOut);
    demoServer.use(http.post('*/v1/probe', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    await expect(upload(Ok, '/v1/probe', { method: 'POST', body: form(), on401: 'error' })).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(signedOut).not.toHaveBeenCalled();
    await expect(upload(Ok, '/v1/probe', { method: 'POST', body: form() })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('says which text a call with no answer shows', async () => {
    demoServer.use(http.post('*/v1/probe', () => HttpResponse.error()));
    await expect(upload(Ok, '/v1/probe', { method: 'POST', body: form() })).rejects.toMatchObject({
      kind: 'network',
      message: { key: 'errors:contactSupport' },
    });
  });

  it('turns an answer that fails its schema into an invalid error', async () => {
    demoServer.use(http.post('*/v1/probe', () => HttpResponse.json({ ok: 'yes' })));
    await expect(upload(Ok, '/v1/probe', { method: 'POST', body: form() })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('rejects at once as aborted when its signal aborts, and reports no progress after', async () => {
    const answer = deferred<void>();
    demoServer.use(
      http.post('*/v1/probe', async () => {
        await answer.promise;
        return HttpResponse.json({ ok: true });
      }),
    );
    const controller = new AbortController();
    const percents: number[] = [];
    const sent = upload(Ok, '/v1/probe', { method: 'POST', body: form(), alsoAbortOn: controller.signal, onProgress: (p) => percents.push(p) });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ kind: 'aborted' });
    answer.resolve();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(percents).toEqual([]);
  });

  it('an already aborted signal sends nothing', async () => {
    const seen = vi.fn();
    demoServer.use(http.post('*/v1/probe', () => (seen(), HttpResponse.json({ ok: true }))));
    const controller = new AbortController();
    controller.abort();
    await expect(upload(Ok, '/v1/probe', { method: 'POST', body: form(), signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    expect(seen).not.toHaveBeenCalled();
  });
});

describe('percentOf', () => {
  it('is a whole percent within 0..100, and unknown without a total', () => {
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(12, 10)).toBe(100);
    expect(percentOf(5, 0)).toBeNull();
  });
});
