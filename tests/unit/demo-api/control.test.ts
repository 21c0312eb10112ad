import { describe, expect, it } from 'vitest';
import { db, demoNow, resetDemoStore } from '@demo-api/store';
import { createRandom } from '@demo-api/store/random';

const ORIGIN = 'http://localhost:3000';

const login = (username: string, password = 'demo1234') =>
  fetch(`${ORIGIN}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

const reset = (body?: unknown) =>
  fetch(`${ORIGIN}/__demo/reset`, {
    method: 'POST',
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });

describe('POST /__demo/reset', () => {
  it('reseeds everything and fixes the clock when given now', async () => {
    const { token } = (await (await login('carga')).json()) as { token: string };
    const form = new FormData();
    form.append('password', 'cambiada-2026');
    form.append('token', 'demo-reset-token');
    form.append('base64_email', btoa('carga@demo.example'));
    expect((await fetch(`${ORIGIN}/api/v1/account/reset_password`, { method: 'POST', body: form })).status).toBe(200);

    const response = await reset({ now: '2026-11-21T12:00:00Z' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    expect(demoNow().toISOString()).toBe('2026-11-21T12:00:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(demoNow().toISOString()).toBe('2026-11-21T12:00:00.000Z');
    // Seeded data is dated from the fixed clock.
    expect(db.access.users.find((u) => u.username === 'carga')?.date_joined).toBe('2025-10-17T12:00:00.000Z');
    // Sessions and changed passwords are gone.
    const me = await fetch(`${ORIGIN}/api/v1/me`, { headers: { Authorization: `Token ${token}` } });
    expect(me.status).toBe(401);
    expect((await login('carga', 'cambiada-2026')).status).toBe(400);
    expect((await login('carga')).status).toBe(200);
  });

  it('returns to real time without now', async () => {
    expect((await reset({ now: '2020-01-01T00:00:00Z' })).status).toBe(204);
    expect(demoNow().getUTCFullYear()).toBe(2020);
    expect((await reset()).status).toBe(204);
    expect(Math.abs(demoNow().getTime() - Date.now())).toBeLessThan(5000);
  });

  it('rejects an invalid now', async () => {
    const response = await reset({ now: 'yesterday-ish' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ now: ['Enter a valid date/time.'] });
  });

  it('lists sent reset links in the outbox', async () => {
    const original = console.log;
    console.log = () => {};
    try {
      await fetch(`${ORIGIN}/api/v1/account/recover_password?email=admin@demo.example`);
    } finally {
      console.log = original;
    }
    const outbox = (await (await fetch(`${ORIGIN}/__demo/outbox`)).json()) as { items: { to: string; link: string }[] };
    expect(outbox.items).toHaveLength(1);
    expect(outbox.items[0]?.to).toBe('admin@demo.example');
    expect(outbox.items[0]?.link).toMatch(/^\/account\/reset_password\?token=[0-9a-f]{40}&b64e=YWRtaW5AZGVtby5leGFtcGxl$/);
  });
});

describe('store', () => {
  it('seeds the same data on every reset', () => {
    resetDemoStore(new Date('2026-01-01T00:00:00Z'));
    const first = structuredClone({ ...db.access, sessions: [], resetTokens: [...db.access.resetTokens] });
    resetDemoStore(new Date('2026-01-01T00:00:00Z'));
    const second = structuredClone({ ...db.access, sessions: [], resetTokens: [...db.access.resetTokens] });
    expect(second).toEqual(first);
  });

  it('has a deterministic seeded random generator', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(new Set(seqA).size).toBe(5);
    expect(createRandom(43).next()).not.toBe(seqA[0]);
  });
});
