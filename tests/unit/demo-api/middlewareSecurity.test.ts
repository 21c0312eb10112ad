import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '@demo-api/handlers';
import { JSON_BODY_LIMIT, PAYROLL_UPLOAD_LIMIT } from '@demo-api/http/limits';
import { createDemoMiddleware } from '@demo-api/node-middleware';
import { namedStoreCount } from '@demo-api/store/stores';
import { demoServer } from '../../support/demoServer';
import { multipart, tokenFor } from './payoutsSupport';

/**
 * The demo middleware against an outsider, over real HTTP: bodies bounded before they are
 * read, malformed requests answered 4xx, never a stack, no cached answers, and the test
 * controls closed to anyone but this machine (or a server started for tests).
 */

const boom = http.get('*/api/__boom', () => {
  throw new Error('secret internals at /srv/app/handler.ts:12');
});

let server: Server;
let origin = '';
let port = 0;

beforeAll(async () => {
  // As a server put online: the test controls only for this machine, no test flag.
  const middleware = createDemoMiddleware([boom, ...handlers], { testControls: false });
  server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end('next')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  demoServer.use(http.all(`${origin}/*`, () => passthrough()));
});

/** Raw bytes on a socket: what fetch refuses to send (a broken Host, a lying length). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

const FORWARDED = { 'X-Forwarded-For': '203.0.113.7' };

describe('bodies are bounded before they are read', () => {
  it(`a JSON body over ${JSON_BODY_LIMIT / 1024} KB is a 413 with a message, by its Content-Length`, async () => {
    const answer = await fetch(`${origin}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(JSON_BODY_LIMIT), password: 'y' }),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ detail: 'Request body too large: at most 64 KB are accepted here.' });
  });

  it('a chunked body without a length is cut off when it passes the limit', async () => {
    const chunk = 'a'.repeat(16 * 1024);
    const body = Array.from({ length: 6 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('') + '0\r\n\r\n';
    const answer = await raw(`POST /api/v1/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${body}`);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('a payroll upload may be bigger than a JSON body, up to its own limit', async () => {
    const token = await tokenFor('carga');
    const { body, contentType } = multipart({ company_id: '1' }, { name: 'big.csv', type: 'text/csv', bytes: new Uint8Array(PAYROLL_UPLOAD_LIMIT + 1) });
    const over = await fetch(`${origin}/api/v1/upload_payroll`, { method: 'POST', headers: { 'Content-Type': contentType, Authorization: `Token ${token}` }, body });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ detail: 'Request body too large: at most 6 MB are accepted here.' });
    const fits = multipart({ company_id: '1' }, { name: 'mid.csv', type: 'text/csv', bytes: new TextEncoder().encode('x;'.repeat(50_000)) });
    const under = await fetch(`${origin}/api/v1/upload_payroll`, { method: 'POST', headers: { 'Content-Type': fits.contentType, Authorization: `Token ${token}` }, body: fits.body });
    expect(under.status).toBe(200);
  });
});

describe('malformed requests are 4xx with a message, never a 500 or a stack', () => {
  it('multipart without a boundary', async () => {
    const token = await tokenFor('carga');
    const answer = await fetch(`${origin}/api/v1/upload_payroll`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data', Authorization: `Token ${token}` },
      body: 'garbage',
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { detail: string }).detail).toMatch(/^Multipart form parse error - /);
  });

  it('a %-escape that does not decode in the path', async () => {
    const answer = await raw('GET /api/v1/payrolls/%ZZ/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"detail":"Malformed request path."}');
  });

  it.each(['[', '', 'a'.repeat(5000), 'evil.example:99999'])('a Host header of %j', async (host) => {
    const answer = await raw(`GET /api/v1/me HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    // No session: the ordinary 401, whatever the Host says.
    expect(answer).toMatch(/^HTTP\/1\.1 (401|400) /);
    expect(answer).not.toMatch(/ 500 /);
  });

  it('an error inside a handler is a 500 with a sentence, not its stack', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await fetch(`${origin}/api/__boom`);
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ detail: 'A server error occurred.' });
    expect(text).not.toContain('secret internals');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('answers', () => {
  it('carrying a token or personal data are never cached', async () => {
    const login = await fetch(`${origin}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'carga', password: 'demo1234' }),
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${origin}/api/v1/me`, { headers: { Authorization: `Token ${token}` } });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the demo test controls', () => {
  it('answer a request from this machine', async () => {
    expect((await fetch(`${origin}/__demo/outbox`)).status).toBe(200);
  });

  it('do not exist for a request a proxy forwarded, and its store header names nothing', async () => {
    expect((await fetch(`${origin}/__demo/outbox`, { headers: FORWARDED })).status).toBe(404);
    expect((await fetch(`${origin}/__demo/reset`, { method: 'POST', headers: FORWARDED })).status).toBe(404);
    const stores = namedStoreCount();
    for (let i = 0; i < 5; i += 1) {
      await fetch(`${origin}/api/v1/me`, { headers: { ...FORWARDED, 'x-demo-store': `outsider-${i}` } });
    }
    expect(namedStoreCount()).toBe(stores);
  });

  it('the fixed reset link works only for this machine', async () => {
    const check = (headers: Record<string, string>) =>
      fetch(`${origin}/api/v1/account/check_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ token: 'demo-reset-token', base64_email: 'Y2FyZ2FAZGVtby5leGFtcGxl' }),
      }).then((answer) => answer.json());
    expect(await check({})).toEqual({ isValid: true });
    expect(await check(FORWARDED)).toEqual({ isValid: false });
  });
});

it('an unknown API path is the catalogue’s 404 in the asked language', async () => {
  const answer = await fetch(`${origin}/api/v1/nothing-here?language=es`);
  expect(answer.status).toBe(404);
  expect(await answer.json()).toEqual({ detail: 'No encontrado.' });
});
