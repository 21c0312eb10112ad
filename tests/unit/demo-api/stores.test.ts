import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '@demo-api/handlers';
import { createDemoMiddleware } from '@demo-api/node-middleware';
import { demoNow } from '@demo-api/store';
import { DemoStore, IDLE_MS, MAX_STORES, namedStoreCount, storeFor } from '@demo-api/store/stores';
import { demoServer } from '../../support/demoServer';

/**
 * Parallel end-to-end tests each name their own demo store with the `x-demo-store` header;
 * requests without it use the shared store a person on `npm start` sees.
 */

let server: Server;
let origin = '';

beforeAll(async () => {
  const middleware = createDemoMiddleware(handlers);
  server = createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => demoServer.use(http.all(`${origin}/*`, () => passthrough())));
afterEach(() => vi.useRealTimers());

const headers = (store?: string): Record<string, string> => ({
  'Content-Type': 'application/json',
  ...(store ? { 'x-demo-store': store } : {}),
});
const post = (path: string, body: unknown, store?: string) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: headers(store), body: JSON.stringify(body) });
const clockOf = async (store?: string) =>
  ((await (await post('/__demo/clock', { advanceMs: 0 }, store)).json()) as { now: string }).now;
const signIn = async (store?: string) =>
  ((await (await post('/api/v1/login', { username: 'carga', password: 'demo1234' }, store)).json()) as { token: string })
    .token;
const meStatus = async (token: string, store?: string) =>
  (await fetch(`${origin}/api/v1/me`, { headers: { ...headers(store), Authorization: `Token ${token}` } })).status;

describe('demo stores chosen per request', () => {
  it('gives each named store its own clock, and reset and clock act on the caller only', async () => {
    expect((await post('/__demo/reset', { now: '2026-01-01T00:00:00Z' }, 'test-a')).status).toBe(204);
    expect((await post('/__demo/reset', { now: '2030-06-01T00:00:00Z' }, 'test-b')).status).toBe(204);
    expect((await post('/__demo/clock', { advanceMs: 60_000 }, 'test-a')).status).toBe(200);

    expect(await clockOf('test-a')).toBe('2026-01-01T00:01:00.000Z');
    expect(await clockOf('test-b')).toBe('2030-06-01T00:00:00.000Z');
    // The shared store kept real time.
    expect(Math.abs(new Date(await clockOf()).getTime() - Date.now())).toBeLessThan(5_000);
    expect(Math.abs(demoNow().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('keeps sessions apart: a reset of one store signs nobody out of another', async () => {
    const shared = await signIn();
    const mine = await signIn('test-c');
    expect(await meStatus(mine, 'test-c')).toBe(200);
    expect(await meStatus(mine)).toBe(401);
    expect(await meStatus(shared, 'test-c')).toBe(401);

    expect((await post('/__demo/reset', {}, 'test-d')).status).toBe(204);
    expect(await meStatus(shared)).toBe(200);
    expect(await meStatus(mine, 'test-c')).toBe(200);
  });

  it('seeds a new store lazily from the same seeds', async () => {
    await post('/__demo/reset', { now: '2026-11-20T15:00:00Z' }, 'seed-1');
    await post('/__demo/reset', { now: '2026-11-20T15:00:00Z' }, 'seed-2');
    const list = async (store: string) => {
      const token = await signIn(store);
      const response = await fetch(`${origin}/api/v1/payrolls/?page=1&page_size=5`, {
        headers: { ...headers(store), Authorization: `Token ${token}` },
      });
      expect(response.status).toBe(200);
      return response.json();
    };
    expect(await list('seed-1')).toEqual(await list('seed-2'));
  });

  it('drops the caller’s store on DELETE /__demo/store, never the shared one', async () => {
    await post('/__demo/reset', { now: '2026-01-01T00:00:00Z' }, 'test-e');
    const token = await signIn('test-e');
    expect((await fetch(`${origin}/__demo/store`, { method: 'DELETE', headers: headers('test-e') })).status).toBe(204);
    // Asked again, the name starts a fresh store: real time, nobody signed in.
    expect(await meStatus(token, 'test-e')).toBe(401);
    expect(Math.abs(new Date(await clockOf('test-e')).getTime() - Date.now())).toBeLessThan(5_000);
    expect((await fetch(`${origin}/__demo/store`, { method: 'DELETE' })).status).toBe(409);
  });

  it('ignores a store name that is not a plain id', async () => {
    await post('/__demo/reset', { now: '2001-01-01T00:00:00Z' }, 'bad name/../x');
    expect(await clockOf()).toBe('2001-01-01T00:00:00.000Z');
    await post('/__demo/reset', {});
  });
});

describe('demo store lifetime', () => {
  it('drops stores idle longer than the limit and keeps at most MAX_STORES', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    const old = storeFor('idle-1');
    vi.setSystemTime(Date.now() + IDLE_MS + 1);
    expect(storeFor('idle-2')).not.toBe(old);
    expect(storeFor('idle-1')).not.toBe(old);

    for (let index = 0; index < MAX_STORES + 5; index += 1) storeFor(`many-${index}`);
    expect(namedStoreCount()).toBe(MAX_STORES);
    const kept = storeFor(`many-${MAX_STORES + 4}`);
    expect(storeFor(`many-${MAX_STORES + 4}`)).toBe(kept);
  });
});

describe('a reset', () => {
  it('seeds from its own instant, even when the clock moves before the first call', () => {
    const at = new Date('2026-11-30T12:00:00Z');
    const seededAtOnce = new DemoStore();
    seededAtOnce.reset(at);
    const expected = structuredClone(seededAtOnce.db.payouts);

    const seededLater = new DemoStore();
    seededLater.reset(at);
    seededLater.clock.advance(3 * 60 * 60_000);
    expect(seededLater.db.payouts).toEqual(expected);
  });
});
