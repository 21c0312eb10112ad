import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppServer, listen, startAppServer, type RunningAppServer } from '../../../server/app.ts';
import { buildCsp } from '../../../server/csp.ts';
import { MAX_REPORTS, MAX_REPORTS_PER_BODY } from '../../../server/cspReports.ts';
import { letThrough, makeFakeDist, send, type RawResponse } from './support.ts';

const STRICT_CSP =
  "default-src 'self'; script-src 'self' 'sha256-gC0CR05yUqEUSUSW9st3T9gsuthUDrCHIxu5g+4ZSYY='; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; worker-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; " +
  "object-src 'none'; report-uri /__csp-report";

const expectSecurityHeaders = (response: RawResponse, csp = STRICT_CSP, what = ''): void => {
  expect(response.headers['content-security-policy'], what).toBe(csp);
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['permissions-policy'], what).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
};

const violation = {
  'csp-report': {
    'document-uri': 'http://localhost/login',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': STRICT_CSP,
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'source-file': 'http://localhost/login',
    'status-code': 200,
    'script-sample': '',
  },
};

const dist = makeFakeDist();
afterAll(() => dist.remove());

describe('with the demo API mounted (what e2e tests start)', () => {
  let running: RunningAppServer;
  const logged: string[] = [];

  beforeAll(async () => {
    running = await startAppServer({ distDir: dist.dir, port: 0, host: '127.0.0.1', demoApi: true, brotliQuality: 5, log: (line) => logged.push(line) });
  });
  afterAll(() => running.close());
  beforeEach(() => letThrough(running.url));
  afterEach(async () => {
    await send(`${running.url}/__csp-report`, { method: 'DELETE' });
    logged.length = 0;
  });

  it('sends every security header on every kind of answer', async () => {
    const answers: [string, RawResponse][] = [
      ['index', await send(`${running.url}/`)],
      ['fallback', await send(`${running.url}/payouts/list`)],
      ['asset', await send(`${running.url}/assets/index-AbC123.js`, { headers: { 'Accept-Encoding': 'br' } })],
      ['304', await send(`${running.url}/`, { headers: { 'If-None-Match': '*' } })],
      ['missing asset', await send(`${running.url}/assets/nope-123.js`)],
      ['405', await send(`${running.url}/login`, { method: 'PUT' })],
      ['demo API', await send(`${running.url}/api/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username":"carga","password":"demo1234"}' })],
      ['unknown API path', await send(`${running.url}/api/v1/nothing-here`)],
      ['report', await send(`${running.url}/__csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(violation) })],
      ['report list', await send(`${running.url}/__csp-report`)],
    ];
    expect(answers.map(([what, response]) => `${what} ${response.status}`)).toEqual([
      'index 200', 'fallback 200', 'asset 200', '304 304', 'missing asset 404', '405 405', 'demo API 200', 'unknown API path 404', 'report 204', 'report list 200',
    ]);
    for (const [what, response] of answers) expectSecurityHeaders(response, STRICT_CSP, what);
    expect(running.server.csp).toBe(STRICT_CSP);
  });

  it('answers the demo API on /api/ and /__demo/, as npm start does', async () => {
    const login = await send(`${running.url}/api/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"username":"carga","password":"demo1234"}' });
    expect(JSON.parse(login.body.toString())).toMatchObject({ user: { username: 'carga' } });
    expect((await send(`${running.url}/__demo/reset`, { method: 'POST' })).status).toBeLessThan(300);
    const unknown = await send(`${running.url}/api/v1/nothing-here`);
    expect(JSON.parse(unknown.body.toString())).toEqual({ detail: 'Not found.' });
  });

  it('logs each reported violation as one line and lists it until DELETE', async () => {
    const posted = await send(`${running.url}/__csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(violation) });
    expect(posted.status).toBe(204);
    expect(logged).toEqual([
      'csp-violation {"effectiveDirective":"script-src-elem","blockedUri":"inline","documentUri":"http://localhost/login","sourceFile":"http://localhost/login","lineNumber":12,"disposition":"enforce"}',
    ]);
    const listed = JSON.parse((await send(`${running.url}/__csp-report`)).body.toString()) as { reports: unknown[] };
    expect(listed.reports).toEqual([
      expect.objectContaining({ documentUri: 'http://localhost/login', effectiveDirective: 'script-src-elem', blockedUri: 'inline', lineNumber: 12, disposition: 'enforce' }),
    ]);
    expect(running.cspReports).toHaveLength(1);
    expect((await send(`${running.url}/__csp-report`, { method: 'DELETE' })).status).toBe(204);
    expect(JSON.parse((await send(`${running.url}/__csp-report`)).body.toString())).toEqual({ reports: [] });
  });

  it('also takes Reporting API batches, and refuses what is not a report', async () => {
    const batch = [
      { type: 'csp-violation', url: 'http://localhost/', body: { documentURL: 'http://localhost/', blockedURL: 'https://evil.example/x.js', effectiveDirective: 'script-src-elem', disposition: 'enforce' } },
      { type: 'deprecation', body: {} },
    ];
    const posted = await send(`${running.url}/__csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/reports+json' }, body: JSON.stringify(batch) });
    expect(posted.status).toBe(204);
    expect(running.cspReports.map((report) => report.blockedUri)).toEqual(['https://evil.example/x.js']);
    expect((await send(`${running.url}/__csp-report`, { method: 'POST', body: 'not json' })).status).toBe(400);
    expect((await send(`${running.url}/__csp-report`, { method: 'POST', body: '{"hello":1}' })).status).toBe(400);
    expect((await send(`${running.url}/__csp-report`, { method: 'POST', body: 'x'.repeat(70_000) })).status).toBe(413);
    expect(running.cspReports).toHaveLength(1);
  });

  it('keeps each demo store\'s reports apart, for tests running in parallel', async () => {
    const post = (store: string, page: string) =>
      send(`${running.url}/__csp-report`, {
        method: 'POST',
        headers: { 'x-demo-store': store },
        body: JSON.stringify({ 'csp-report': { ...violation['csp-report'], 'document-uri': page } }),
      });
    await post('w0-a', 'http://localhost/a');
    await post('w1-b', 'http://localhost/b');
    await send(`${running.url}/__csp-report`, { method: 'POST', body: JSON.stringify(violation) });
    const read = async (init?: { headers: Record<string, string> }, query = '') =>
      (JSON.parse((await send(`${running.url}/__csp-report${query}`, init)).body.toString()) as { reports: { documentUri: string; store?: string }[] }).reports;
    expect(await read({ headers: { 'x-demo-store': 'w0-a' } })).toEqual([expect.objectContaining({ documentUri: 'http://localhost/a', store: 'w0-a' })]);
    expect((await read(undefined, '?store=w1-b')).map((report) => report.documentUri)).toEqual(['http://localhost/b']);
    expect(await read()).toHaveLength(3);
    await send(`${running.url}/__csp-report`, { method: 'DELETE', headers: { 'x-demo-store': 'w0-a' } });
    expect((await read()).map((report) => report.store)).toEqual(['w1-b', undefined]);
  });

  it(`keeps only the latest ${MAX_REPORTS} reports`, async () => {
    const many = Array.from({ length: MAX_REPORTS + 5 }, (_, i) => ({ type: 'csp-violation', body: { documentURL: `http://localhost/${i}`, effectiveDirective: 'img-src' } }));
    // In bodies of MAX_REPORTS_PER_BODY: a body keeps no more (cspReports.test.ts).
    for (let start = 0; start < many.length; start += MAX_REPORTS_PER_BODY) {
      const posted = await send(`${running.url}/__csp-report`, { method: 'POST', body: JSON.stringify(many.slice(start, start + MAX_REPORTS_PER_BODY)) });
      expect(posted.status).toBe(204);
    }
    expect(running.cspReports).toHaveLength(MAX_REPORTS);
    expect(running.cspReports[0]?.documentUri).toBe('http://localhost/5');
  });

  it('refuses to mount the demo API for a build that calls another API', async () => {
    await expect(startAppServer({ distDir: dist.dir, port: 0, demoApi: true, apiBaseUrl: 'https://api.example.com/api' })).rejects.toThrow(/^The demo API cannot be mounted while VITE_API_BASE_URL is set/);
  });
});

describe('for real users (a configured API, no demo)', () => {
  let running: RunningAppServer;
  const logged: string[] = [];

  beforeAll(async () => {
    running = await startAppServer({ distDir: dist.dir, port: 0, host: '127.0.0.1', apiBaseUrl: 'https://api.example.com/api', brotliQuality: 5, log: (line) => logged.push(line) });
  });
  afterAll(() => running.close());
  beforeEach(() => letThrough(running.url));

  it('lets the app connect to its API origin only', async () => {
    const csp = STRICT_CSP.replace("connect-src 'self'", "connect-src 'self' https://api.example.com");
    expect(running.server.csp).toBe(csp);
    expect(buildCsp({ apiBaseUrl: 'https://api.example.com/api' })).toBe(csp);
    expectSecurityHeaders(await send(`${running.url}/login`), csp);
    expectSecurityHeaders(await send(`${running.url}/api/v1/me`), csp);
  });

  it('has no demo API, and takes reports without showing them', async () => {
    expect((await send(`${running.url}/api/v1/login`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await send(`${running.url}/__demo/reset`, { method: 'POST' })).status).toBe(404);
    const posted = await send(`${running.url}/__csp-report`, { method: 'POST', body: JSON.stringify(violation) });
    expect(posted.status).toBe(204);
    expect(logged).toHaveLength(1);
    expect(running.cspReports).toHaveLength(1);
    expect((await send(`${running.url}/__csp-report`)).status).toBe(404);
    expect((await send(`${running.url}/__csp-report`, { method: 'DELETE' })).status).toBe(404);
    expect(running.cspReports).toHaveLength(1);
  });
});

describe('middlewares', () => {
  it('run in order before the files, and an error becomes a 500 with the headers', async () => {
    const lines: string[] = [];
    const server = createAppServer({
      distDir: dist.dir,
      log: (line) => lines.push(line),
      middlewares: [
        (req, res, next) => (req.url === '/hello' ? void res.end('hi') : next()),
        (req, _res, next) => (req.url === '/boom' ? next(new Error('boom')) : next()),
      ],
    });
    const url = await listen(server, { port: 0, host: '127.0.0.1' });
    letThrough(url);
    try {
      const hello = await send(`${url}/hello`);
      expect(hello.body.toString()).toBe('hi');
      expectSecurityHeaders(hello);
      const boom = await send(`${url}/boom`);
      expect(boom.status).toBe(500);
      expectSecurityHeaders(boom);
      expect(lines[0]).toMatch(/^Error: Error: boom/);
      expect((await send(`${url}/login`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('listen', () => {
  let blocker: Server;
  let port = 0;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    port = (blocker.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => blocker.close(resolve)));

  it('stops with one line naming PORT when the port is taken', async () => {
    await expect(startAppServer({ distDir: dist.dir, port, host: '127.0.0.1', brotliQuality: 1 })).rejects.toThrow(`Port ${port} is already in use: set PORT to a free port.`);
  });
});
