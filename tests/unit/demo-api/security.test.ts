import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCK_AFTER_FAILURES, LOCK_MS } from '@demo-api/http/loginThrottle';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@demo-api/http/sessions';
import { FILE_LINK_MS } from '@demo-api/http/fileLinks';
import { MAX_STATUS_ERRORS } from '@demo-api/handlers/payouts';
import { PROCESSING_MS } from '@demo-api/payouts/processing';
import { templateHeader } from '@demo-api/payouts/template';
import { createRandom, hashSeed } from '@demo-api/store/random';
import { db, resetDemoStore } from '@demo-api/store';
import { unsigned } from '../../support/signedLink';
import { advanceClock, API, csvPart, getJson, NOW, ORIGIN, postForm, resetAt, tokenFor, upload } from './payoutsSupport';

/**
 * What an outsider tried against the demo API (issue 22), each a rule that held or a hole
 * that was closed: tokens, sessions, sign-in throttling, action names, current profiles, files.
 */

beforeEach(() => resetAt(NOW));
afterEach(() => vi.useRealTimers());

const login = (username: string, password = 'demo1234') =>
  fetch(`${API}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });

const me = async (token: string) => (await getJson('/me', token)).status;

/** What the old counter-based generator gave the n-th token of a kind: now never seen. */
const counterToken = (kind: string, n: number) => createRandom(hashSeed(`${kind}:${n}`)).hex(40);

describe('tokens', () => {
  it('come from a cryptographic source: 40 hex, all different, none the seeded counter would give, none repeated after a reset', async () => {
    const predictable = new Set(Array.from({ length: 500 }, (_, n) => counterToken('session', n + 1)));
    const seen = new Set<string>();
    for (let round = 0; round < 2; round += 1) {
      resetDemoStore(NOW);
      for (let i = 0; i < 5; i += 1) {
        const token = await tokenFor('carga');
        expect(token).toMatch(/^[0-9a-f]{40}$/);
        expect(predictable.has(token)).toBe(false);
        expect(seen.has(token)).toBe(false);
        seen.add(token);
      }
    }
  });

  it('reset tokens are not predictable either', async () => {
    const predictable = new Set(Array.from({ length: 500 }, (_, n) => counterToken('reset', n + 1)));
    for (let i = 0; i < 3; i += 1) await fetch(`${API}/account/recover_password?email=carga@demo.example`);
    const issued = [...db.access.resetTokens.values()].filter((entry) => !entry.reusable).map((entry) => entry.token);
    expect(issued).toHaveLength(3);
    for (const token of issued) {
      expect(token).toMatch(/^[0-9a-f]{40}$/);
      expect(predictable.has(token)).toBe(false);
    }
  });
});

describe('sessions', () => {
  it(`end after ${SESSION_IDLE_MS / 60_000} minutes without use, and ${SESSION_MAX_MS / 3_600_000} hours after sign-in however busy`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const idle = await tokenFor('carga');
    const busy = await tokenFor('carga');
    vi.advanceTimersByTime(SESSION_IDLE_MS - 60_000);
    expect(await me(busy)).toBe(200);
    vi.advanceTimersByTime(2 * 60_000);
    expect(await me(idle)).toBe(401);
    for (let used = SESSION_IDLE_MS; used < SESSION_MAX_MS - SESSION_IDLE_MS; used += SESSION_IDLE_MS / 2) {
      vi.advanceTimersByTime(SESSION_IDLE_MS / 2);
      expect(await me(busy)).toBe(200);
    }
    vi.advanceTimersByTime(SESSION_IDLE_MS);
    expect(await me(busy)).toBe(401);
  });

  it('a password change ends the user’s other sessions and keeps the one that made it', async () => {
    const here = await tokenFor('carga');
    const elsewhere = await tokenFor('carga');
    const other = await tokenFor('aprobador1');
    const changed = await fetch(`${API}/update_password`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${here}` },
      body: JSON.stringify({ old_password: 'demo1234', new_password1: 'n3w-Secret!', new_password2: 'n3w-Secret!' }),
    });
    expect(changed.status).toBe(200);
    expect(await me(here)).toBe(200);
    expect(await me(elsewhere)).toBe(401);
    expect(await me(other)).toBe(200);
  });

  it('a password reset ends every session of the user', async () => {
    const token = await tokenFor('carga');
    await fetch(`${API}/account/recover_password?email=carga@demo.example`);
    const reset = [...db.access.resetTokens.values()].find((entry) => !entry.reusable)!;
    const answer = await fetch(`${API}/account/reset_password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: reset.token, base64_email: btoa('carga@demo.example'), password: 'another-pass' }),
    });
    expect(answer.status).toBe(200);
    expect(await me(token)).toBe(401);
  });
});

describe('wrong passwords', () => {
  it(`are slowed, then lock the account for ${LOCK_MS / 60_000} minutes with a message saying how long, even for the right password`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // The store seeds on its first use: done here, so the first timed answer is not the slow one.
    expect((await login('aprobador1')).status).toBe(200);
    const took: number[] = [];
    for (let i = 1; i < LOCK_AFTER_FAILURES; i += 1) {
      const began = performance.now();
      const answer = await login('carga', 'wrong');
      took.push(performance.now() - began);
      expect(answer.status).toBe(400);
    }
    // The third and fourth wrong answers wait longer than the first.
    expect(took[2]!).toBeGreaterThan(took[0]! + 400);
    expect(took[3]!).toBeGreaterThan(took[0]! + 900);
    const locked = await login('carga', 'wrong');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(LOCK_MS / 1000));
    expect(await locked.json()).toEqual({ non_field_errors: ['Too many failed sign-in attempts. Try again in 5 min.'] });
    const right = await fetch(`${API}/login?language=es`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'carga', password: 'demo1234' }) });
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ non_field_errors: ['Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en 5 min.'] });
    // Others are not locked out by it.
    expect((await login('aprobador1')).status).toBe(200);
    vi.advanceTimersByTime(LOCK_MS + 1000);
    expect((await login('carga')).status).toBe(200);
  }, 20_000);
});

describe('action names', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])('POST /v1/payroll/%s is a 404 that changes nothing', async (action) => {
    const token = await tokenFor('carga');
    const payroll = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4)!;
    const before = JSON.stringify(db.payouts.payrolls);
    const ledger = db.ledger.entries.length;
    const answer = await postForm(`/payroll/${action}`, token, { uploaded_file_id: String(payroll.id) });
    expect(answer.status).toBe(404);
    expect(JSON.stringify(db.payouts.payrolls)).toBe(before);
    expect(db.ledger.entries.length).toBe(ledger);
  });
});

describe('permissions on current profiles', () => {
  it('an approver whose profile was removed on /users approves nothing from their next request on, with the same session', async () => {
    const approver = await tokenFor('aprobador1');
    const admin = await tokenFor('admin');
    const payroll = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === 1)!;
    const aprobador1 = db.access.users.find((user) => user.username === 'aprobador1')!;
    const removed = await postForm('/user/levels', admin, { user_id: String(aprobador1.id), level: 'customer_service' });
    expect(removed.status).toBe(200);
    expect(aprobador1.profile_names).toEqual([]);
    const answer = await postForm('/payroll/approved', approver, { uploaded_file_id: String(payroll.id) });
    expect(answer.status).toBe(403);
    expect(db.payouts.payrolls.find((record) => record.id === payroll.id)).toMatchObject({ status_id: 4, actual_approver_id: 1 });
  });
});

describe('files', () => {
  const originalLink = async (token: string, id: number) =>
    ((await getJson(`/download_report_by_payroll?uploaded_file_id=${id}`, token)).body as { url: string }).url;

  it('a signed link works for a while without a token, and not once expired or altered', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = await tokenFor('carga');
    const payroll = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4)!;
    const link = await originalLink(token, payroll.id);
    expect((await fetch(`${ORIGIN}${link}`)).status).toBe(200);
    const manager = db.access.users.find((user) => user.username === 'alpsadmin')!;
    expect((await fetch(`${ORIGIN}${link.replace(/u=\d+/, `u=${manager.id}`)}`)).status).toBe(401);
    expect((await fetch(`${ORIGIN}${link.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`)}`)).status).toBe(401);
    vi.advanceTimersByTime(FILE_LINK_MS + 1000);
    expect((await fetch(`${ORIGIN}${link}`)).status).toBe(401);
  });

  it('another company’s file is not served to a session, whatever its address', async () => {
    const payroll = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4)!;
    const link = await originalLink(await tokenFor('carga'), payroll.id);
    const outsider = { Authorization: `Token ${await tokenFor('cargalima')}` };
    expect((await fetch(`${ORIGIN}${unsigned(link)}`, { headers: outsider })).status).toBe(404);
    expect((await fetch(`${ORIGIN}/api/pay/download/${payroll.id}?errorFile=true`, { headers: outsider })).status).toBe(404);
    expect((await fetch(`${ORIGIN}/api/pay/download/${payroll.id}`)).status).toBe(401);
  });
});

describe('a bad upload’s status', () => {
  it(`carries the first ${MAX_STATUS_ERRORS} invalid lines and how many there are, not every line`, async () => {
    const token = await tokenFor('carga');
    const bad = Array.from({ length: 1500 }, (_, i) => `not-a-rut-${i};x;;;;;;;;`).join('\r\n');
    const sent = await upload(token, { company_id: '1' }, csvPart('many_bad.csv', `${templateHeader('es').join(';')}\r\n${bad}\r\n`));
    expect(sent.status).toBe(200);
    await advanceClock(PROCESSING_MS);
    const { status, body } = await getJson(`/get_upload_payroll?payroll_id=${(sent.body as { data_origin: { id: number } }).data_origin.id}`, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ data_origin: { status: 3 }, errors_total: 1500 });
    expect((body as { errors: unknown[] }).errors).toHaveLength(MAX_STATUS_ERRORS);
  });
});

describe('a rejection reason', () => {
  it('of more than 500 characters is refused, and the payroll stays under approval', async () => {
    const token = await tokenFor('aprobador1');
    const payroll = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === 1)!;
    const answer = await postForm('/payroll/reject', token, { uploaded_file_id: String(payroll.id), detail: 'x'.repeat(501) });
    expect(answer).toEqual({ status: 400, body: { detail: 'The reason for the rejection can have at most 500 characters' } });
    expect(db.payouts.payrolls.find((record) => record.id === payroll.id)).toMatchObject({ status_id: 4 });
  });
});
