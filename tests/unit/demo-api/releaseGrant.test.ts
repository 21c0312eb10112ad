import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCK_AFTER_FAILURES } from '@demo-api/http/loginThrottle';
import { GRANT_MS, MAX_GRANTS, openGrant } from '@demo-api/payouts/releaseGrants';
import { approverMustEnrol, needsSecondFactor, releaseRuleOf } from '@demo-api/payouts/releaseRules';
import { linesOf, totalsOf } from '@demo-api/payouts/totals';
import { db } from '@demo-api/store';
import { DEMO_RECOVERY_CODES } from '@demo-api/store/seed/access';
import type { PayrollRecord } from '@demo-api/store/seed/payouts';
import { demoCode, releaseGrantFor } from '../../support/releaseGrant';
import { API, authHeaders, getJson, ORIGIN, postForm, resetAt, tokenFor, type DemoUsername } from './payoutsSupport';

/**
 * Releasing money (issue 26) on the demo API: each company's release rule, the grant a fresh
 * authenticator code buys (POST /v1/payroll/release_grant), approvals refused without it
 * (single and bulk), the ledger's `second_factor`, the policies' `release` and the admin's
 * requirement, and the /__demo/second-factor hook. Real time is faked (Date only: the answers'
 * slow-down after wrong codes waits on real timers); codes are made with otpauth.
 */

/** Ten seconds into a 30-second step, so a code made "now" belongs to a known step. */
const T0 = Date.UTC(2026, 10, 21, 12, 0, 10);
const STEP_MS = 30_000;
const THRESHOLD = 10_000_000;

const NEEDS_FACTOR = { detail: 'Approving this needs two-step verification. Turn it on in My profile.' };
const NEEDS_FACTOR_ES = { detail: 'Aprobar esto requiere la verificación en dos pasos. Actívela en Mi perfil.' };
const CODE_NEEDED = 'This approval needs a code from your authenticator app.';
const CODE_NEEDED_ES = 'Esta aprobación necesita un código de su aplicación de autenticación.';
const CODE_WRONG = { code: ['That code is not right. Check the app and try again.'] };
const LOCKED = { non_field_errors: ['Too many failed sign-in attempts. Try again in 5 min.'] };
const NOT_PERMITTED = { detail: 'You do not have permission to perform this action.' };
const waitsForSecond = (id: number) => ({ text: `Payroll ${id} approved. It now waits for the second approver.` });

type Answer = { status: number; body: Record<string, unknown> | null };

async function send(method: 'POST' | 'PUT', path: string, token: string | null, body: unknown, language = 'en'): Promise<Answer> {
  const response = await fetch(path.startsWith('/__demo') ? `${ORIGIN}${path}` : `${API}${path}`, {
    method,
    headers: { ...(token ? authHeaders(token, language) : { 'Accept-Language': language }), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as Record<string, unknown>) };
}

const grantCall = (token: string, body: unknown, language = 'en') => send('POST', '/payroll/release_grant', token, body, language);
const approve = (token: string, id: number, releaseGrant?: string, language = 'en') =>
  postForm('/payroll/approved', token, { uploaded_file_id: String(id), ...(releaseGrant === undefined ? {} : { release_grant: releaseGrant }) }, language);
const turnFactorOn = (username: string) => send('POST', '/__demo/second-factor', null, { username });

/** A six-digit code that is none of the window's (the previous, current and next step's). */
function wrongCode(): string {
  const window = new Set([-1, 0, 1].map((steps) => demoCode(steps)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!window.has(candidate)) return candidate;
  }
}

/** The payroll's loaded CLP total: the rule's oracle here, read apart from needsSecondFactor. */
const clpOf = (record: PayrollRecord): number => totalsOf(record).CLP?.loaded.amount ?? 0;
/** Company 1's payrolls waiting for the level, above (`big`) or not above the release rule's amount. */
const waiting = (level: 1 | 2, big: boolean): PayrollRecord[] =>
  db.payouts.payrolls.filter((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === level && clpOf(record) > THRESHOLD === big);
const lastEntryOf = (id: number) => db.ledger.entries.findLast((entry) => entry.payroll_id === id)!;

/** Signed in, then given a factor (the password alone no longer signs them in afterwards). */
async function withFactor(username: DemoUsername): Promise<string> {
  const token = await tokenFor(username);
  expect((await turnFactorOn(username)).status).toBe(204);
  return token;
}

beforeEach(() => {
  resetAt();
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
});
afterEach(() => vi.useRealTimers());

describe('the release rule (payouts/releaseRules.ts)', () => {
  it('every company: above CLP 10.000.000; company 2 (Minera Pacífico) every approval; nobody requires a factor of approvers', () => {
    for (const companyId of [1, 3, 4, 5, 6, 7, 8]) {
      expect(releaseRuleOf(companyId)).toEqual({ every_approval: false, above: { CLP: 10_000_000 }, required_for_approvers: false });
    }
    expect(releaseRuleOf(2)).toEqual({ every_approval: true, above: { CLP: 10_000_000 }, required_for_approvers: false });
  });

  it('judges the loaded CLP total strictly above the amount; other currencies are not in the rule', () => {
    const record = waiting(1, true)[0]!;
    const [line] = linesOf(record);
    const only = (currency_code: string, amountValue: number) => {
      record.lines = [{ ...line!, currency_code, amountValue }];
      return needsSecondFactor(record);
    };
    expect(only('CLP', THRESHOLD)).toBe(false);
    expect(only('CLP', THRESHOLD + 0.01)).toBe(true);
    expect(only('USD', 50_000_000)).toBe(false);
    expect(only('PEN', 50_000_000)).toBe(false);
    // Two lines adding up above it.
    record.lines = [{ ...line!, currency_code: 'CLP', amountValue: 6_000_000 }, { ...line!, currency_code: 'CLP', amountValue: 4_000_001 }];
    expect(needsSecondFactor(record)).toBe(true);
  });

  it('company 2 always, whatever the amount; a payroll without transactions elsewhere never', () => {
    const small = db.payouts.payrolls.find((record) => record.company_id === 2 && record.status_id === 7 && clpOf(record) < THRESHOLD)!;
    expect(needsSecondFactor(small)).toBe(true);
    const unprocessed = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 3)!;
    expect(totalsOf(unprocessed)).toEqual({});
    expect(needsSecondFactor(unprocessed)).toBe(false);
    // Company 3's biggest seeded payroll is in PEN and USD: no code.
    const lima = db.payouts.payrolls.filter((record) => record.company_id === 3).sort((a, b) => clpOf(b) - clpOf(a))[0]!;
    expect(Object.keys(totalsOf(lima))).not.toContain('CLP');
    expect(needsSecondFactor(lima)).toBe(false);
  });
});

describe('payroll answers: second_factor_release', () => {
  it('every payroll of the list and the single payroll answer say it, by the rule now', async () => {
    const token = await tokenFor('alpsadmin');
    const { body } = await getJson('/payrolls/?itemsPerPage=1000', token);
    const items = (body as { items: { id: number; company_id: number; totals: Record<string, { loaded: { amount: number | string } }>; second_factor_release: boolean }[] }).items;
    expect(items.length).toBeGreaterThan(100);
    for (const item of items) {
      const clp = Number(item.totals.CLP?.loaded.amount ?? 0);
      expect(item.second_factor_release, `payroll ${item.id}`).toBe(item.company_id === 2 || clp > THRESHOLD);
    }
    expect(new Set(items.map((item) => item.second_factor_release))).toEqual(new Set([true, false]));

    const [big] = waiting(1, true);
    const [small] = waiting(1, false);
    expect(((await getJson(`/payrolls/${big!.id}/`, token)).body as Record<string, unknown>).second_factor_release).toBe(true);
    expect(((await getJson(`/payrolls/${small!.id}/`, token)).body as Record<string, unknown>).second_factor_release).toBe(false);
  });
});

describe('POST /v1/payroll/release_grant', () => {
  it('refuses a user whose factor is off, in both languages (and is not taken for a payroll action)', async () => {
    const token = await tokenFor('aprobador1');
    const [big] = waiting(1, true);
    expect(await grantCall(token, { ids: [big!.id], code: demoCode() })).toEqual({ status: 403, body: NEEDS_FACTOR });
    expect(await grantCall(token, { ids: [big!.id], code: demoCode() }, 'es')).toEqual({ status: 403, body: NEEDS_FACTOR_ES });
    expect(db.payouts.releaseGrants.size).toBe(0);
  });

  it('a current code buys a grant of 40 hex characters for five minutes; the store keeps the user, the ids and the end, never the code', async () => {
    const token = await withFactor('aprobador1');
    const answer = await grantCall(token, { ids: [14, 145, 14], code: demoCode() });
    expect(answer).toEqual({ status: 201, body: { grant: expect.stringMatching(/^[0-9a-f]{40}$/), expires_in: 300 } });
    // Nothing else: no code.
    expect(db.payouts.releaseGrants.get(answer.body!.grant as string)).toEqual({ userId: 2, ids: new Set([14, 145]), expiresAt: T0 + GRANT_MS });
    // Two grants are two different tokens.
    vi.advanceTimersByTime(STEP_MS);
    const again = await grantCall(token, { ids: [14], code: demoCode() });
    expect(again.status).toBe(201);
    expect(again.body!.grant).not.toBe(answer.body!.grant);
  });

  it('refuses bad ids like the bulk calls, and an empty code', async () => {
    const token = await withFactor('aprobador1');
    expect(await grantCall(token, { code: demoCode() })).toEqual({ status: 400, body: { ids: ['This field is required.'] } });
    expect(await grantCall(token, { ids: [], code: demoCode() })).toEqual({ status: 400, body: { ids: ['This list may not be empty.'] } });
    expect(await grantCall(token, { ids: ['14'], code: demoCode() })).toEqual({ status: 400, body: { ids: ['A valid integer is required.'] } });
    expect(await grantCall(token, { ids: '14', code: demoCode() })).toEqual({ status: 400, body: { ids: ['Expected a list of items but got type "str".'] } });
    expect(await grantCall(token, { ids: Array.from({ length: 501 }, (_, index) => index + 1), code: demoCode() })).toEqual({
      status: 400,
      body: { ids: ['Ensure this field has no more than 500 elements.'] },
    });
    expect((await grantCall(token, { ids: Array.from({ length: 500 }, (_, index) => index + 1), code: demoCode() })).status).toBe(201);
    expect(await grantCall(token, { ids: [14] })).toEqual({ status: 400, body: { code: ['This field is required.'] } });
    expect(await grantCall(token, { ids: [14], code: ' ' }, 'es')).toEqual({ status: 400, body: { code: ['Este campo es obligatorio.'] } });
  });

  it('refuses a wrong code, a code already used, and a recovery code', async () => {
    const token = await withFactor('aprobador1');
    expect(await grantCall(token, { ids: [14], code: wrongCode() })).toEqual({ status: 400, body: CODE_WRONG });
    const code = demoCode();
    expect((await grantCall(token, { ids: [14], code })).status).toBe(201);
    expect(await grantCall(token, { ids: [14], code })).toEqual({ status: 400, body: CODE_WRONG });
    expect(await grantCall(token, { ids: [14], code: DEMO_RECOVERY_CODES[0]! })).toEqual({ status: 400, body: CODE_WRONG });
    expect((await grantCall(token, { ids: [14], code }, 'es')).body).toEqual({ code: ['Ese código no es correcto. Revise la aplicación e inténtelo nuevamente.'] });
  }, 20_000);

  it(`${LOCK_AFTER_FAILURES} wrong codes in a row lock the account as at sign-in; a right code before that forgets them`, async () => {
    const token = await withFactor('aprobador1');
    for (let i = 1; i < LOCK_AFTER_FAILURES; i += 1) expect(await grantCall(token, { ids: [14], code: wrongCode() })).toEqual({ status: 400, body: CODE_WRONG });
    // A right code clears the count: four more wrong ones do not lock.
    expect((await grantCall(token, { ids: [14], code: demoCode() })).status).toBe(201);
    expect(db.access.loginFailures.has('aprobador1')).toBe(false);
    for (let i = 1; i < LOCK_AFTER_FAILURES; i += 1) expect((await grantCall(token, { ids: [14], code: wrongCode() })).status).toBe(400);
    const locked = await fetch(`${API}/payroll/release_grant`, {
      method: 'POST',
      headers: { ...authHeaders(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [14], code: wrongCode() }),
    });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual(LOCKED);
    // Locked: the right code too, and the password.
    expect(await grantCall(token, { ids: [14], code: demoCode(1) })).toEqual({ status: 429, body: LOCKED });
    expect(await send('POST', '/login', null, { username: 'aprobador1', password: 'demo1234' })).toEqual({ status: 429, body: LOCKED });
  }, 30_000);

  it(`keeps at most ${MAX_GRANTS} grants, the oldest dropped first, and drops expired ones`, () => {
    const first = openGrant(2, [14], T0).grant;
    const second = openGrant(2, [14], T0).grant;
    for (let i = 2; i < MAX_GRANTS; i += 1) openGrant(2, [14], T0);
    expect(db.payouts.releaseGrants.size).toBe(MAX_GRANTS);
    openGrant(2, [14], T0);
    expect(db.payouts.releaseGrants.size).toBe(MAX_GRANTS);
    expect(db.payouts.releaseGrants.has(first)).toBe(false);
    expect(db.payouts.releaseGrants.has(second)).toBe(true);
    openGrant(2, [14], T0 + GRANT_MS);
    expect(db.payouts.releaseGrants.size).toBe(1);
  });
});

describe('POST /v1/payroll/approved with a release grant', () => {
  it('an approval above the rule is refused without a grant (403 saying a code is needed), changing nothing', async () => {
    const token = await withFactor('aprobador1');
    const [big] = waiting(1, true);
    const before = db.ledger.entries.length;
    expect(await approve(token, big!.id)).toEqual({ status: 403, body: { detail: CODE_NEEDED, second_factor_required: true } });
    expect(await approve(token, big!.id, 'f'.repeat(40), 'es')).toEqual({ status: 403, body: { detail: CODE_NEEDED_ES, second_factor_required: true } });
    expect([big!.status_id, big!.actual_approver_id, db.ledger.entries.length]).toEqual([4, 1, before]);
  });

  it('the lifecycle refuses first: no code makes an approval someone may not make', async () => {
    const [big] = waiting(1, true);
    const carga = await tokenFor('carga');
    expect(await approve(carga, big!.id)).toEqual({ status: 403, body: NOT_PERMITTED });
    const ap2 = await withFactor('aprobador2');
    expect(await approve(ap2, big!.id, await releaseGrantFor('aprobador2', ap2, [big!.id]))).toEqual({ status: 403, body: NOT_PERMITTED });
    const approvedBig = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 5 && clpOf(record) > THRESHOLD)!;
    expect(await approve(await tokenFor('aprobador1'), approvedBig.id)).toEqual({ status: 400, body: { detail: 'The payroll cannot be approved in its current status.' } });
  });

  it("refuses another user's grant, an expired one, and one that does not name the payroll", async () => {
    const [big1, big2, big3] = waiting(1, true);
    const ap1 = await tokenFor('aprobador1');
    const other = await tokenFor('cargaaprobador');
    const theirs = await releaseGrantFor('cargaaprobador', other, [big1!.id]);
    expect(await approve(ap1, big1!.id, theirs)).toEqual({ status: 403, body: { detail: CODE_NEEDED, second_factor_required: true } });

    const mine = await releaseGrantFor('aprobador1', ap1, [big1!.id, big2!.id]);
    expect(await approve(ap1, big3!.id, mine)).toEqual({ status: 403, body: { detail: CODE_NEEDED, second_factor_required: true } });
    vi.advanceTimersByTime(GRANT_MS - 1);
    expect(await approve(ap1, big1!.id, mine)).toEqual({ status: 200, body: waitsForSecond(big1!.id) });
    vi.advanceTimersByTime(1);
    expect(await approve(ap1, big2!.id, mine)).toEqual({ status: 403, body: { detail: CODE_NEEDED, second_factor_required: true } });
    expect(db.payouts.releaseGrants.has(mine)).toBe(false);
    expect(big2!.actual_approver_id).toBe(1);
  });

  it('releases one approval per payroll: a spent grant does not approve it again', async () => {
    const [big, another] = waiting(1, true);
    const ap1 = await tokenFor('aprobador1');
    const grant = await releaseGrantFor('aprobador1', ap1, [big!.id, another!.id]);
    expect(await approve(ap1, big!.id, grant)).toEqual({ status: 200, body: waitsForSecond(big!.id) });
    expect(db.payouts.releaseGrants.get(grant)?.ids).toEqual(new Set([another!.id]));
    // Were it to wait for approver 1 again, the grant no longer releases it.
    Object.assign(big!, { actual_approver_id: 1, signed_by_ids: [] });
    expect(await approve(ap1, big!.id, grant)).toEqual({ status: 403, body: { detail: CODE_NEEDED, second_factor_required: true } });
    expect(await approve(ap1, another!.id, grant)).toEqual({ status: 200, body: waitsForSecond(another!.id) });
    // Nothing left in it: gone.
    expect(db.payouts.releaseGrants.has(grant)).toBe(false);
  });

  it('with a grant the approval goes through and its ledger entry records second_factor: true; a small one records false, ignoring any grant', async () => {
    expect(db.ledger.entries.every((entry) => entry.second_factor === false)).toBe(true);
    const [big] = waiting(1, true);
    const [small] = waiting(1, false);
    const ap1 = await tokenFor('aprobador1');
    const grant = await releaseGrantFor('aprobador1', ap1, [big!.id, small!.id]);
    expect(await approve(ap1, big!.id, grant)).toEqual({ status: 200, body: waitsForSecond(big!.id) });
    expect(lastEntryOf(big!.id)).toMatchObject({ event: 'APPROVE', actor: { username: 'aprobador1' }, second_factor: true });
    expect(await approve(ap1, small!.id, grant)).toEqual({ status: 200, body: waitsForSecond(small!.id) });
    expect(lastEntryOf(small!.id)).toMatchObject({ event: 'APPROVE', actor: { username: 'aprobador1' }, second_factor: false });
    // Not used up by an approval that did not need it.
    expect(db.payouts.releaseGrants.get(grant)?.ids).toEqual(new Set([small!.id]));

    // Answered in the payroll's history and in the ledger pages; the code is in neither.
    const history = (await getJson(`/payrolls/${big!.id}/history/`, ap1)).body as { items: Record<string, unknown>[] };
    expect(history.items.at(-1)).toMatchObject({ event: 'APPROVE', second_factor: true });
    expect(history.items.slice(0, -1).every((entry) => entry.second_factor === false)).toBe(true);
    const page = (await getJson('/payrolls/history/?event__in=APPROVE&itemsPerPage=1000', await tokenFor('manager'))).body as { items: Record<string, unknown>[] };
    expect(page.items.filter((entry) => entry.second_factor === true).map((entry) => entry.payroll_id)).toEqual([big!.id]);
    expect(page.items.every((entry) => typeof entry.second_factor === 'boolean')).toBe(true);
    expect(JSON.stringify(page)).not.toContain(grant);
  });

  it('reject and delete never need a grant', async () => {
    const [toReject, toDelete] = waiting(1, true);
    expect(await postForm('/payroll/reject', await tokenFor('aprobador1'), { uploaded_file_id: String(toReject!.id), detail: 'Montos no cuadran' })).toEqual({
      status: 200,
      body: { text: `Payroll ${toReject!.id} rejected.` },
    });
    expect(lastEntryOf(toReject!.id)).toMatchObject({ event: 'REJECT', second_factor: false });
    expect((await postForm('/payroll/delete', await tokenFor('carga'), { uploaded_file_id: String(toDelete!.id) })).status).toBe(200);
    expect(lastEntryOf(toDelete!.id)).toMatchObject({ event: 'DELETE', second_factor: false });
  });

  it('a grant naming a payroll the user cannot see is given, and reveals nothing: the approval answers 404', async () => {
    const foreign = db.payouts.payrolls.find((record) => record.company_id === 2 && record.status_id === 7)!;
    const ap1 = await tokenFor('aprobador1');
    const grant = await releaseGrantFor('aprobador1', ap1, [foreign.id]);
    expect(await approve(ap1, foreign.id, grant)).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });
});

describe('bulk approvals with a release grant', () => {
  const bulkCall = (token: string, action: string, body: unknown, language = 'en') => send('POST', `/payroll/bulk/${action}`, token, body, language);

  it('the preview flags each allowed row that needs a code, and says whether any does', async () => {
    const token = await tokenFor('aprobador1');
    const [big] = waiting(1, true);
    const [small] = waiting(1, false);
    const [theirs] = waiting(2, true);
    const mixed = await bulkCall(token, 'approved/preview', { ids: [big!.id, small!.id, theirs!.id] });
    expect(mixed.status).toBe(200);
    expect(mixed.body).toMatchObject({ second_factor_required: true, refused: [{ id: theirs!.id }] });
    expect(new Set(mixed.body!.allowed as unknown[])).toEqual(
      new Set([
        { id: big!.id, filename: big!.filename, second_factor: true },
        { id: small!.id, filename: small!.filename, second_factor: false },
      ]),
    );
    const smallOnly = await bulkCall(token, 'approved/preview', { ids: [small!.id] });
    expect(smallOnly.body).toMatchObject({ second_factor_required: false, allowed: [{ id: small!.id, second_factor: false }] });
    // Rejecting needs no code, whatever the amount.
    const reject = await bulkCall(token, 'reject/preview', { ids: [big!.id] });
    expect(reject.body).toMatchObject({ second_factor_required: false, allowed: [{ id: big!.id, second_factor: false }] });
  });

  it('one grant releases every row of two consecutive batches', async () => {
    const token = await tokenFor('aprobador1');
    const [a, b, c, d] = waiting(1, true);
    const release_grant = await releaseGrantFor('aprobador1', token, [a!.id, b!.id, c!.id, d!.id]);
    for (const batch of [[a!, b!], [c!, d!]]) {
      const answer = await bulkCall(token, 'approved', { ids: batch.map((record) => record.id), release_grant });
      expect(answer).toEqual({ status: 200, body: { results: batch.map((record) => ({ id: record.id, ok: true, ...waitsForSecond(record.id) })) } });
    }
    for (const record of [a!, b!, c!, d!]) expect(lastEntryOf(record.id)).toMatchObject({ event: 'APPROVE', second_factor: true });
    expect(db.payouts.releaseGrants.has(release_grant)).toBe(false);
  });

  it('without a grant the rows that need one are refused (the single call’s text, no extra field) and the others go', async () => {
    const token = await tokenFor('aprobador1');
    const [big] = waiting(1, true);
    const [small] = waiting(1, false);
    expect(await bulkCall(token, 'approved', { ids: [big!.id, small!.id] }, 'es')).toEqual({
      status: 200,
      body: {
        results: [
          { id: big!.id, ok: false, detail: CODE_NEEDED_ES },
          { id: small!.id, ok: true, text: `Nómina ${small!.id} aprobada. Ahora espera al segundo aprobador.` },
        ],
      },
    });
    expect(big!.actual_approver_id).toBe(1);
    expect(await bulkCall(token, 'approved', { ids: [big!.id], release_grant: 7 })).toEqual({ status: 400, body: { release_grant: ['Not a valid string.'] } });
  });
});

describe('approval policies: release, and the admin’s requirement of a second factor', () => {
  const put = (token: string, companyId: number | string, body: unknown, language = 'en') =>
    send('PUT', `/approval_policies/${companyId}/second_factor`, token, body, language);
  const policiesOf = async (token: string) => ((await getJson('/approval_policies/', token)).body as { items: Record<string, unknown>[] }).items;

  it('each policy answers its company’s release rule', async () => {
    const items = await policiesOf(await tokenFor('admin'));
    expect(items.map((item) => [item.company_id, item.release])).toEqual([
      [1, { every_approval: false, above: { CLP: 10_000_000 }, required_for_approvers: false }],
      [3, { every_approval: false, above: { CLP: 10_000_000 }, required_for_approvers: false }],
    ]);
    // verificada is the manager of company 2.
    const minera = await send('POST', '/login/second_factor', null, {
      challenge: ((await send('POST', '/login', null, { username: 'verificada', password: 'demo1234' })).body!.second_factor as { challenge: string }).challenge,
      code: demoCode(),
    });
    expect((await policiesOf(minera.body!.token as string)).map((item) => [item.company_id, item.release])).toEqual([
      [2, { every_approval: true, above: { CLP: 10_000_000 }, required_for_approvers: false }],
    ]);
  });

  it('the company’s admin sets required_for_approvers: answered as the list answers it; a reset restores it', async () => {
    const admin = await tokenFor('admin');
    const answer = await put(admin, 1, { required_for_approvers: true });
    expect(answer.status).toBe(200);
    const listed = (await policiesOf(admin)).find((item) => item.company_id === 1)!;
    expect(answer.body).toEqual(listed);
    expect(listed.release).toEqual({ every_approval: false, above: { CLP: 10_000_000 }, required_for_approvers: true });
    expect(releaseRuleOf(3).required_for_approvers).toBe(false);
    expect(((await put(admin, 1, { required_for_approvers: false })).body!.release as Record<string, unknown>).required_for_approvers).toBe(false);
    await put(admin, 1, { required_for_approvers: true });
    resetAt();
    expect(releaseRuleOf(1).required_for_approvers).toBe(false);
  });

  it('refuses other profiles (403), another company or none (404), and anything but a boolean (400)', async () => {
    for (const username of ['manager', 'aprobador1', 'alpsadmin'] as const) {
      expect(await put(await tokenFor(username), 1, { required_for_approvers: true }), username).toEqual({ status: 403, body: NOT_PERMITTED });
    }
    const admin = await tokenFor('admin');
    for (const companyId of [2, 99, 'abc']) expect(await put(admin, companyId, { required_for_approvers: true })).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await put(admin, 1, { required_for_approvers: 'yes' })).toEqual({ status: 400, body: { required_for_approvers: ['Must be a valid boolean.'] } });
    expect(await put(admin, 1, { required_for_approvers: 1 }, 'es')).toEqual({ status: 400, body: { required_for_approvers: ['Debe ser un valor booleano válido.'] } });
    expect(await put(admin, 1, {})).toEqual({ status: 400, body: { required_for_approvers: ['This field is required.'] } });
    expect(releaseRuleOf(1).required_for_approvers).toBe(false);
  });

  it('while required, an approver without a factor approves nothing, small payrolls included, single or bulk, and gets no grant', async () => {
    const ap1 = await tokenFor('aprobador1');
    const [small] = waiting(1, false);
    const [big] = waiting(1, true);
    const user = db.access.users.find((candidate) => candidate.username === 'aprobador1')!;
    expect(approverMustEnrol(user)).toBe(false);
    expect((await put(await tokenFor('admin'), 1, { required_for_approvers: true })).status).toBe(200);
    expect(approverMustEnrol(user)).toBe(true);
    // Not an approver, or of no such company: nothing asked of them.
    expect(approverMustEnrol(db.access.users.find((candidate) => candidate.username === 'carga')!)).toBe(false);
    expect(approverMustEnrol(db.access.users.find((candidate) => candidate.username === 'aprobadorlima')!)).toBe(false);

    expect(await approve(ap1, small!.id)).toEqual({ status: 403, body: NEEDS_FACTOR });
    expect(await approve(ap1, small!.id, undefined, 'es')).toEqual({ status: 403, body: NEEDS_FACTOR_ES });
    expect(await send('POST', '/payroll/bulk/approved', ap1, { ids: [small!.id] })).toEqual({ status: 403, body: NEEDS_FACTOR });
    expect(await grantCall(ap1, { ids: [big!.id], code: demoCode() })).toEqual({ status: 403, body: NEEDS_FACTOR });
    expect([small!.actual_approver_id, big!.actual_approver_id]).toEqual([1, 1]);
    // Rejecting is not releasing money.
    expect((await postForm('/payroll/reject', ap1, { uploaded_file_id: String(big!.id), detail: 'Montos no cuadran' })).status).toBe(200);

    // With a factor on, the rule is the amount's again.
    expect((await turnFactorOn('aprobador1')).status).toBe(204);
    expect(approverMustEnrol(user)).toBe(false);
    expect(await approve(ap1, small!.id)).toEqual({ status: 200, body: waitsForSecond(small!.id) });
  });
});

describe('POST /__demo/second-factor', () => {
  it('turns a user’s factor on with the demo secret and recovery codes; the next sign-in asks for a code', async () => {
    const token = await tokenFor('aprobador2');
    expect(await turnFactorOn('aprobador2')).toEqual({ status: 204, body: null });
    expect((await getJson('/me/second_factor', token)).body).toEqual({ enabled: true, recovery_codes_left: 10 });
    const login = await send('POST', '/login', null, { username: 'aprobador2', password: 'demo1234' });
    expect(login.body).toEqual({ second_factor: { challenge: expect.any(String), expires_in: 300 } });
    const challenge = (login.body!.second_factor as { challenge: string }).challenge;
    expect((await send('POST', '/login/second_factor', null, { challenge, recovery_code: DEMO_RECOVERY_CODES[5]! })).status).toBe(200);
  });

  it('answers 404 for an unknown username and 400 without one', async () => {
    expect(await turnFactorOn('nobody')).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await send('POST', '/__demo/second-factor', null, {})).toEqual({ status: 400, body: { username: ['This field is required.'] } });
    expect(db.access.secondFactors.size).toBe(1);
  });
});
