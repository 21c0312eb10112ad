/**
 * /__csp-report against a hostile client (server/cspReports.ts): body size, rate limit, log
 * lines that cannot be forged, sampling, and no 500 whatever is sent. The raw-socket tests
 * also cover what server/app.ts does with a malformed URL or Host before any route.
 */
import { connect } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServer, listen, startAppServer, type AppServer, type RunningAppServer } from '../../../server/app.ts';
import {
  clientKeyOf,
  clip,
  createRateLimiter,
  LOG_SAMPLING,
  MAX_BODY_BYTES,
  MAX_FIELD_CHARS,
  MAX_REPORTS_PER_BODY,
  RATE_LIMIT,
  REPORT_LOG_PREFIX,
  SUMMARY_LOG_PREFIX,
} from '../../../server/cspReports.ts';
import { letThrough, makeFakeDist, send } from './support.ts';

const dist = makeFakeDist();
afterAll(() => dist.remove());

const violation = (fields: Record<string, unknown> = {}): string =>
  JSON.stringify({
    'csp-report': {
      'document-uri': 'http://localhost/login',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
      disposition: 'enforce',
      ...fields,
    },
  });

/** The JSON after a line's prefix (throws when there is none, or it is not JSON). */
const jsonAfter = (prefix: string, line: string): Record<string, unknown> => {
  expect(line.startsWith(prefix), line).toBe(true);
  return JSON.parse(line.slice(prefix.length)) as Record<string, unknown>;
};

/**
 * Writes `request` on a socket of its own and resolves with the first line of the answer once
 * the server closes the connection (`closed`), or after `waitMs` with what came so far.
 */
function raw(port: number, request: string | Buffer, { end = true, waitMs = 3000 } = {}): Promise<{ status: string; text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', () => (end ? socket.end(request) : socket.write(request)));
    const done = (closed: boolean): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: text.split('\r\n')[0] ?? '', text, closed });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (chunk: Buffer) => void (text += chunk.toString('latin1')));
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
  });
}

describe('the report endpoint', () => {
  let server: AppServer;
  let origin = '';
  let port = 0;
  const logged: string[] = [];
  const post = (body: string | Buffer, headers: Record<string, string> = {}) => send(`${origin}/__csp-report`, { method: 'POST', headers, body });

  const start = async (options: { trustForwardedFor?: boolean } = {}): Promise<void> => {
    server = createAppServer({ distDir: dist.dir, log: (line) => logged.push(line), brotliQuality: 1, ...options });
    origin = await listen(server, { port: 0, host: '127.0.0.1' });
    port = Number(new URL(origin).port);
    letThrough(origin);
  };
  const stop = (): Promise<void> =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  // A server of its own for each test: a fresh rate limit and log window.
  beforeEach(() => start());
  afterEach(async () => {
    await stop();
    logged.length = 0;
  });

  describe('1. body size', () => {
    it(`answers 413 past ${MAX_BODY_BYTES} bytes, on Content-Length before reading and while streaming, and closes the connection`, async () => {
      // A whole 1 MB body: 413, and the connection is not kept for more.
      const big = await post(Buffer.alloc(1024 * 1024, 'x'));
      expect(big.status).toBe(413);
      expect(big.headers.connection).toBe('close');
      // Content-Length says 10 MB and only a few bytes follow, the socket kept open: the
      // answer comes at once (the old endpoint waited for the body's end, forever).
      const declared = await raw(port, 'POST /__csp-report HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10000000\r\n\r\n{"csp-', { end: false });
      expect(declared.status).toBe('HTTP/1.1 413 Payload Too Large');
      expect(declared.closed).toBe(true);
      // Chunked, no length: 413 as soon as the bytes pass the limit, though the body never ends.
      const chunk = 'x'.repeat(16 * 1024);
      const chunks = Array.from({ length: MAX_BODY_BYTES / chunk.length + 1 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
      const streamed = await raw(port, `POST /__csp-report HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}`, { end: false });
      expect(streamed.status).toBe('HTTP/1.1 413 Payload Too Large');
      expect(streamed.closed).toBe(true);
      // A body of exactly the limit is still taken.
      expect((await post(' '.repeat(MAX_BODY_BYTES - violation().length) + violation())).status).toBe(204);
      expect(server.cspReports).toHaveLength(1);
      expect(logged).toHaveLength(1);
    });
  });

  describe('2. rate limit', () => {
    it(`refuses a client's reports past a burst of ${RATE_LIMIT.burst} with 429 and Retry-After, keeping and logging none of them`, async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') });
      const statuses: number[] = [];
      let retryAfter: unknown;
      for (let i = 0; i < 30; i++) {
        const response = await post(violation({ 'blocked-uri': `https://evil.example/${i}.js` }));
        statuses.push(response.status);
        if (response.status === 429) retryAfter ??= response.headers['retry-after'];
      }
      expect(statuses).toEqual([...Array<number>(RATE_LIMIT.burst).fill(204), ...Array<number>(30 - RATE_LIMIT.burst).fill(429)]);
      expect(retryAfter).toBe('1');
      expect(logged).toHaveLength(RATE_LIMIT.burst);
      expect(server.cspReports).toHaveLength(RATE_LIMIT.burst);
      // A forged X-Forwarded-For is no new client unless the server is told to trust it.
      expect((await post(violation(), { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
      // One token a second.
      vi.setSystemTime(Date.now() + 1000 / RATE_LIMIT.perSecond);
      expect((await post(violation())).status).toBe(204);
      expect((await post(violation())).status).toBe(429);
      expect(logged).toHaveLength(RATE_LIMIT.burst + 1);
    });

    it('keys on the last X-Forwarded-For entry only when told to trust it', async () => {
      await stop();
      await start({ trustForwardedFor: true });
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') });
      const from = (address: string) => post(violation(), { 'X-Forwarded-For': `198.51.100.1, ${address}` });
      for (let i = 0; i < RATE_LIMIT.burst; i++) expect((await from('203.0.113.1')).status).toBe(204);
      expect((await from('203.0.113.1')).status).toBe(429);
      expect((await from('203.0.113.2')).status).toBe(204);
    });

    it(`keeps at most ${RATE_LIMIT.maxClients} clients, dropping the least recently seen and the idle`, () => {
      const limiter = createRateLimiter();
      const { burst, perSecond, maxClients } = RATE_LIMIT;
      for (let i = 0; i < burst; i++) expect(limiter.take('flooder', 0)).toBe(0);
      expect(limiter.take('flooder', 0)).toBe(1);
      for (let i = 0; i < 3 * maxClients; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`, 1);
      expect(limiter.size).toBe(maxClients);
      // The flooder was the least recently seen: its bucket went, so it starts full again.
      expect(limiter.take('flooder', 2)).toBe(0);
      expect(limiter.size).toBe(maxClients);
      // Once every bucket is full again (burst / perSecond seconds), they are the same as none.
      limiter.take('late', 2 + (burst / perSecond) * 1000);
      expect(limiter.size).toBe(1);
    });

    it('counts an IPv6 client by its /64, and an IPv4-mapped address as IPv4', () => {
      expect(clientKeyOf('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
      expect(clientKeyOf('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
      expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
      expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
      expect(clientKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
      expect(clientKeyOf('192.0.2.7')).toBe('192.0.2.7');
      expect(clientKeyOf(undefined)).toBe('unknown');
    });
  });

  describe('3. log lines', () => {
    it('logs each report as one line of escaped JSON, whatever its fields hold', async () => {
      const forged = 'https://evil.example/x.js\n[error] forged: admin signed in\r\n';
      const nasty = 'a\u0000b\u001b[31mred\u0085c\u2028d\u202eevil';
      const posted = await post(violation({ 'blocked-uri': forged, 'source-file': nasty, 'script-sample': 'x'.repeat(10_000), 'original-policy': 'not logged' }));
      expect(posted.status).toBe(204);
      expect(logged).toHaveLength(1);
      const line = logged[0]!;
      expect(line.split(/[\n\r\u0085\u2028\u2029]/)).toHaveLength(1);
      // eslint-disable-next-line no-control-regex -- the point: none may be left
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
      const logged0 = jsonAfter(REPORT_LOG_PREFIX, line);
      expect(Object.keys(logged0).sort()).toEqual(['blockedUri', 'disposition', 'documentUri', 'effectiveDirective', 'sample', 'sourceFile']);
      expect(logged0).toMatchObject({ blockedUri: forged, sourceFile: nasty, effectiveDirective: 'script-src-elem' });
      expect(logged0.sample).toBe(`${'x'.repeat(MAX_FIELD_CHARS - 1)}…`);
      expect(line.length).toBeLessThan(2 * MAX_FIELD_CHARS);
    });

    it('clips a field so that even escaped it fits, without splitting a character', () => {
      const controls = '\u0001'.repeat(1000);
      expect(JSON.stringify(clip(controls)).length - 2).toBeLessThanOrEqual(MAX_FIELD_CHARS);
      expect(clip(controls).endsWith('…')).toBe(true);
      const emoji = clip('😀'.repeat(1000));
      expect(emoji.length).toBeLessThanOrEqual(MAX_FIELD_CHARS);
      expect(emoji).toBe(`${'😀'.repeat((MAX_FIELD_CHARS - 2) / 2)}…`);
      expect(clip('short\nline')).toBe('short\nline');
      expect(clip('y'.repeat(MAX_FIELD_CHARS))).toBe('y'.repeat(MAX_FIELD_CHARS));
    });
  });

  describe('4. sampling', () => {
    it(`logs the first ${LOG_SAMPLING.fullLines} reports of a minute, then one in ${LOG_SAMPLING.sampleEvery}, then one summary line`, async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: new Date('2030-01-01T00:00:00Z') });
      const batch = (from: number) => JSON.stringify(Array.from({ length: MAX_REPORTS_PER_BODY }, (_, i) => ({ type: 'csp-violation', body: { blockedURL: `https://evil.example/${from + i}`, effectiveDirective: 'img-src' } })));
      const total = 3 * MAX_REPORTS_PER_BODY;
      for (let from = 0; from < total; from += MAX_REPORTS_PER_BODY) expect((await post(batch(from))).status).toBe(204);
      // Past the per-body cap: the rest of a body is counted, neither kept nor logged.
      expect((await post(JSON.stringify([...JSON.parse(batch(total)), { type: 'csp-violation', body: {} }]))).status).toBe(204);
      const received = total + MAX_REPORTS_PER_BODY + 1;
      expect(server.cspReports).toHaveLength(received - 1);
      const sampled = Math.floor((received - 1 - LOG_SAMPLING.fullLines) / LOG_SAMPLING.sampleEvery);
      expect(logged).toHaveLength(LOG_SAMPLING.fullLines + sampled);
      expect(logged.every((line) => line.startsWith(REPORT_LOG_PREFIX))).toBe(true);
      expect(logged.slice(LOG_SAMPLING.fullLines).map((line) => jsonAfter(REPORT_LOG_PREFIX, line).blockedUri)).toEqual(
        Array.from({ length: sampled }, (_, i) => `https://evil.example/${LOG_SAMPLING.fullLines + (i + 1) * LOG_SAMPLING.sampleEvery - 1}`),
      );
      // The minute ends: one summary line, without waiting for another report.
      vi.advanceTimersByTime(LOG_SAMPLING.windowMs);
      expect(logged).toHaveLength(LOG_SAMPLING.fullLines + sampled + 1);
      expect(jsonAfter(SUMMARY_LOG_PREFIX, logged.at(-1)!)).toEqual({
        since: '2030-01-01T00:00:00.000Z',
        seconds: LOG_SAMPLING.windowMs / 1000,
        received,
        logged: LOG_SAMPLING.fullLines + sampled,
        notLogged: received - LOG_SAMPLING.fullLines - sampled,
        refused: 0,
      });
      // A new minute logs in full again; a quiet one writes no summary.
      expect((await post(violation())).status).toBe(204);
      expect(logged).toHaveLength(LOG_SAMPLING.fullLines + sampled + 2);
      vi.advanceTimersByTime(LOG_SAMPLING.windowMs);
      expect(logged).toHaveLength(LOG_SAMPLING.fullLines + sampled + 2);
    });

    it('summarises the requests it refused, once the minute is over', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: new Date('2030-01-01T00:00:00Z') });
      for (let i = 0; i < RATE_LIMIT.burst + 5; i++) await post(violation());
      expect(logged).toHaveLength(RATE_LIMIT.burst);
      vi.advanceTimersByTime(LOG_SAMPLING.windowMs);
      expect(logged).toHaveLength(RATE_LIMIT.burst + 1);
      expect(jsonAfter(SUMMARY_LOG_PREFIX, logged.at(-1)!)).toMatchObject({ received: RATE_LIMIT.burst, notLogged: 0, refused: 5 });
    });
  });

  describe('5. no 500', () => {
    it('answers 400 to every malformed body, and never 500', async () => {
      const bodies: (string | Buffer)[] = [
        '',
        'not json',
        '{"csp-report":',
        'null',
        '"csp-report"',
        '42',
        '{"hello":1}',
        '{"csp-report":"x"}',
        '{"csp-report":null}',
        '{"csp-report":[]}',
        '{"__proto__":{"csp-report":{}}}',
        `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
        Buffer.from([0xff, 0xfe, 0x7b, 0x00]),
      ];
      for (const body of bodies) {
        const response = await post(body);
        expect(response.status, String(body).slice(0, 40)).toBe(400);
        expect(response.body.toString(), String(body).slice(0, 40)).toBe('');
      }
      // The right shape with the wrong types is a report with empty fields, not an error.
      expect((await post('{"csp-report":{"blocked-uri":{"toString":1},"line-number":"12","document-uri":[1]}}')).status).toBe(204);
      expect(server.cspReports.at(-1)).toMatchObject({ blockedUri: '', documentUri: '', lineNumber: undefined });
      // A client that stops sending mid-body leaves nothing behind (node:http itself answers
      // the truncated request with 400).
      const gone = await raw(port, 'POST /__csp-report HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{"csp-report"', { waitMs: 500 });
      expect(gone.status).toMatch(/^(HTTP\/1\.1 400 Bad Request)?$/);
      expect((await send(`${origin}/__csp-report`)).status).toBe(404);
      expect((await send(`${origin}/__csp-report?store=%zz`, { method: 'PUT' })).status).toBe(405);
      expect(logged.filter((line) => !line.startsWith(REPORT_LOG_PREFIX))).toEqual([]);
    });
  });
});

describe('a malformed URL or Host header (raw bytes: fetch cannot send them)', () => {
  let servers: RunningAppServer[] = [];
  const logged: string[] = [];

  afterEach(async () => {
    await Promise.all(servers.map((running) => running.close()));
    servers = [];
    logged.length = 0;
  });

  it.each([
    ['without the demo API', false],
    ['with the demo API, which builds URLs from Host', true],
  ])('never answers 500 nor crashes, %s', async (_, demoApi) => {
    const running = await startAppServer({ distDir: dist.dir, port: 0, host: '127.0.0.1', demoApi, brotliQuality: 1, log: (line) => logged.push(line) });
    servers.push(running);
    const port = Number(new URL(running.url).port);
    const request = (target: string, host: string | null, method = 'GET') =>
      `${method} ${target} HTTP/1.1\r\n${host === null ? '' : `Host: ${host}\r\n`}Content-Length: 0\r\nConnection: close\r\n\r\n`;
    const cases: [string, string, RegExp][] = [
      ['Host: [', request('/api/v1/me', '['), /^HTTP\/1\.1 400 /],
      ['Host: [ on the app', request('/login', '['), /^HTTP\/1\.1 400 /],
      ['Host: [ on the report endpoint', request('/__csp-report', '[', 'POST'), /^HTTP\/1\.1 400 /],
      ['empty Host', request('/api/v1/me', ''), /^HTTP\/1\.1 400 /],
      ['Host with a space', request('/__demo/reset', 'a b', 'POST'), /^HTTP\/1\.1 400 /],
      ['Host with a port out of range', request('/api/v1/me', 'localhost:99999'), /^HTTP\/1\.1 400 /],
      ['Host with bad percent-encoding', request('/api/v1/me', 'a%zz'), /^HTTP\/1\.1 400 /],
      ['no Host (HTTP/1.1)', request('/api/v1/me', null), /^HTTP\/1\.1 400 /],
      ['a long Host', request('/login', 'a'.repeat(8000)), /^HTTP\/1\.1 200 /],
      ['a Host past the header limit', request('/login', 'a'.repeat(20_000)), /^HTTP\/1\.1 431 /],
      ['an IPv6 Host', request('/login', '[::1]:8080'), /^HTTP\/1\.1 200 /],
      ['an absolute URL that does not parse', request('http://[/', 'localhost'), /^HTTP\/1\.1 400 /],
      ['bad percent-encoding in the path', request('/%E0%A4%A', 'localhost'), /^HTTP\/1\.1 400 /],
      ['asterisk-form', request('*', 'localhost', 'OPTIONS'), /^HTTP\/1\.1 405 /],
      ['a control character in the path', request('/lo\u0001gin', 'localhost'), /^HTTP\/1\.1 400 /],
      ['not HTTP at all', '\u0000\u0001\u0002 garbage\r\n\r\n', /^HTTP\/1\.1 400 /],
    ];
    for (const [what, bytes, expected] of cases) {
      const answer = await raw(port, Buffer.from(bytes, 'latin1'));
      expect(answer.status, what).toMatch(expected);
    }
    // Still serving, and nothing failed inside.
    expect((await raw(port, request('/login', 'localhost'))).status).toBe('HTTP/1.1 200 OK');
    expect(logged.filter((line) => line.startsWith('Error'))).toEqual([]);
  });
});
