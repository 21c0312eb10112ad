import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppServer, listen, type AppServer } from '../../../server/app.ts';
import { APP_CSS, APP_JS, INDEX_HTML, letThrough, makeFakeDist, PNG, send } from './support.ts';

const dist = makeFakeDist();
let server: AppServer;
let origin = '';
const logged: string[] = [];

beforeAll(async () => {
  server = createAppServer({ distDir: dist.dir, log: (line) => logged.push(line), brotliQuality: 5 });
  await server.ready;
  origin = await listen(server, { port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  dist.remove();
});

beforeEach(() => letThrough(origin));

describe('SPA fallback', () => {
  it.each(['/', '/login', '/payouts/list', '/payroll/view/267', '/account/reset_password?token=t&b64e=e'])('answers index.html for %s', async (path) => {
    const response = await send(`${origin}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toBe(INDEX_HTML);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await send(`${origin}/payouts/list`);
    const head = await send(`${origin}/payouts/list`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(INDEX_HTML)));
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('never answers index.html for a missing hashed asset, an API path or a hidden file', async () => {
    for (const path of ['/assets/index-Missing1.js', '/assets/', '/.vite/manifest.json', '/.env', '/__demo/reset']) {
      const response = await send(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toContain('<html');
      expect(response.headers['cache-control'], path).toBe('no-store');
    }
    const api = await send(`${origin}/api/v1/me`);
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({ detail: 'Not found.' });
  });

  it('refuses methods other than GET and HEAD outside the API', async () => {
    const response = await send(`${origin}/login`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers 400 to a path that is not valid percent-encoding', async () => {
    expect((await send(`${origin}/%E0%A4%A`)).status).toBe(400);
  });
});

describe('files and caching', () => {
  it('serves hashed assets for a year, immutable, with their type', async () => {
    const js = await send(`${origin}/assets/index-AbC123.js`);
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body.toString()).toBe(APP_JS);
    const css = await send(`${origin}/assets/index-DeF456.css`);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const png = await send(`${origin}/assets/logo-GhI789.png`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.equals(PNG)).toBe(true);
  });

  it('revalidates index.html every time, and caches other files briefly', async () => {
    expect((await send(`${origin}/index.html`)).headers['cache-control']).toBe('no-cache');
    const robots = await send(`${origin}/robots.txt`);
    expect(robots.headers['cache-control']).toBe('public, max-age=300');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers 304 to a matching If-None-Match, for index.html and the fallback alike', async () => {
    const first = await send(`${origin}/`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const path of ['/', '/index.html', '/payouts/list']) {
      const again = await send(`${origin}${path}`, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
      expect(again.body.byteLength).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    expect((await send(`${origin}/`, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });
});

describe('compression', () => {
  const js = `/assets/index-AbC123.js`;

  it('sends brotli when accepted, with its own length and ETag', async () => {
    const response = await send(`${origin}${js}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-length']).toBe(String(response.body.byteLength));
    expect(response.body.byteLength).toBeLessThan(Buffer.byteLength(APP_JS) / 5);
    expect(brotliDecompressSync(response.body).toString()).toBe(APP_JS);
    expect(response.headers.etag).toMatch(/-br"$/);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const response = await send(`${origin}${js}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(APP_JS);
    expect(response.headers.etag).toMatch(/-gz"$/);
    const css = await send(`${origin}/assets/index-DeF456.css`, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(gunzipSync(css.body).toString()).toBe(APP_CSS);
  });

  it('sends the file as is to a client that accepts neither, still varying on Accept-Encoding', async () => {
    const response = await send(`${origin}${js}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.toString()).toBe(APP_JS);
  });

  it('compresses the fallback index.html too, and answers 304 to its compressed ETag', async () => {
    const response = await send(`${origin}/payouts/list`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(INDEX_HTML);
    const again = await send(`${origin}/payouts/list`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': response.headers.etag as string } });
    expect(again.status).toBe(304);
  });

  it('leaves images and tiny files alone', async () => {
    const png = await send(`${origin}/assets/logo-GhI789.png`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    const robots = await send(`${origin}/robots.txt`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(robots.headers['content-encoding']).toBeUndefined();
  });
});

describe('the build it reads', () => {
  it('warns when index.html has inline code the policy would block', () => {
    const inline = makeFakeDist({ 'index.html': '<script>window.a = 1</script>' });
    const lines: string[] = [];
    const other = createAppServer({ distDir: inline.dir, log: (line) => lines.push(line) });
    inline.remove();
    expect(lines).toEqual([`Warning: ${inline.dir}/index.html has an inline <script> the Content-Security-Policy blocks.`]);
    expect(other.listening).toBe(false);
    expect(logged).toEqual([]);
  });

  it('stops with one line when there is no build', () => {
    expect(() => createAppServer({ distDir: '/nonexistent/dist' })).toThrow('No index.html in /nonexistent/dist: run "npm run build" first, or set DIST_DIR.');
  });

  it('reports its listening address', () => {
    expect(origin).toBe(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
});
