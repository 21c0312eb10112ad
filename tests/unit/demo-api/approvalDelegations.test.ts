import { beforeEach, describe, expect, it } from 'vitest';
import { DelegationCandidatesSchema, DelegationSchema, DelegationsSchema } from '@app/api/schemas/approvalDelegations';
import { PayrollHistorySchema } from '@app/api/schemas/payrollLedger';
import { PayrollSchema } from '@app/api/schemas/payouts';
import { verifyLedger } from '@machines/payouts/payrollLedger';
import { db, demoNow } from '@demo-api/store';
import { businessDayOf } from '@demo-api/store/clock';
import { advanceClock, API, authHeaders, conforms, getJson, postForm, resetAt, tokenFor } from './payoutsSupport';

/** Approval delegations (issue 24, "Delegated"): the four calls, their refusals, and a delegate signing for the delegator. */

beforeEach(() => resetAt());

const DAY = 24 * 3_600_000;
const today = () => businessDayOf(demoNow());
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function send(method: 'POST' | 'DELETE', path: string, token: string, body?: unknown, language = 'en') {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { ...authHeaders(token, language), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as unknown) };
}

const delegate = (token: string, delegateId: number, startsOn = today(), endsOn = startsOn) =>
  send('POST', '/approval_delegations/', token, { delegate_id: delegateId, starts_on: startsOn, ends_on: endsOn });

const waitingFor = (level: 1 | 2) =>
  db.payouts.payrolls.findLast((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === level)!;

const approve = (token: string, id: number) => postForm('/payroll/approved', token, { uploaded_file_id: String(id) });

async function payroll(id: number, token: string) {
  return conforms(PayrollSchema, (await getJson(`/payrolls/${id}/`, token)).body);
}

// Seeded sign-in users: carga 1, aprobador1 2, aprobador2 3, manager 4, admin 5, alpsadmin 6, incomplete 7, cargaaprobador 9.
describe('the calls', () => {
  it("candidates are the other active users of the approver's companies", async () => {
    const ap1 = await tokenFor('aprobador1');
    const answer = await getJson('/approval_delegations/candidates/', ap1);
    expect(answer.status).toBe(200);
    const candidates = conforms(DelegationCandidatesSchema, answer.body);
    expect(candidates.map((candidate) => candidate.id)).toEqual([1, 3, 4, 5, 6, 9]);
    expect(candidates[0]).toEqual({ id: 1, name: 'Camila Rojas', username: 'carga' });
  });

  it('an approver delegates their level; both see it, only the delegator ends it', async () => {
    const ap1 = await tokenFor('aprobador1');
    const manager = await tokenFor('manager');
    const made = await delegate(ap1, 4, today(), dayAfter(today(), 3));
    expect(made.status).toBe(201);
    const delegation = conforms(DelegationSchema, made.body);
    expect(delegation).toMatchObject({
      level: 1,
      delegator: { id: 2, name: 'Javier Muñoz' },
      delegate: { id: 4, name: 'Diego Fernández' },
      starts_on: today(),
      ends_on: dayAfter(today(), 3),
      active: true,
    });
    expect(conforms(DelegationsSchema, (await getJson('/approval_delegations/', ap1)).body)).toEqual({ given: [delegation], received: [] });
    expect(conforms(DelegationsSchema, (await getJson('/approval_delegations/', manager)).body)).toEqual({ given: [], received: [delegation] });

    expect((await send('DELETE', `/approval_delegations/${delegation.id}/`, manager)).status).toBe(404);
    expect(await send('DELETE', `/approval_delegations/${delegation.id}/`, ap1)).toEqual({ status: 204, body: null });
    expect((await getJson('/approval_delegations/', manager)).body).toEqual({ given: [], received: [] });
  });

  it('refuses a non-approver (403) and bad fields (400, per field, in the language asked)', async () => {
    const carga = await tokenFor('carga');
    expect(await delegate(carga, 2)).toEqual({ status: 403, body: { detail: 'Only an approver can delegate their level' } });
    const ap1 = await tokenFor('aprobador1');
    expect(await send('POST', '/approval_delegations/', ap1, {})).toEqual({
      status: 400,
      body: { delegate_id: ['This field is required.'], starts_on: ['This field is required.'], ends_on: ['This field is required.'] },
    });
    // incomplete (7) has no company; 99 does not exist; the approver cannot pick themself.
    for (const id of [7, 99, 2]) {
      expect(await delegate(ap1, id)).toEqual({ status: 400, body: { delegate_id: ['Choose an active user of your companies'] } });
    }
    expect(await delegate(ap1, 4, '2026-02-30')).toEqual({ status: 400, body: { starts_on: ['Enter a valid date.'], ends_on: ['Enter a valid date.'] } });
    // An impossible day is a field error, never a server error.
    expect(await delegate(ap1, 4, '2026-13-01', '2026-02-30')).toEqual({ status: 400, body: { starts_on: ['Enter a valid date.'], ends_on: ['Enter a valid date.'] } });
    expect(await delegate(ap1, 4, dayAfter(today(), -1), today())).toEqual({ status: 400, body: { starts_on: ['The start date cannot be before today'] } });
    expect(await delegate(ap1, 4, dayAfter(today(), 2), dayAfter(today(), 1))).toEqual({
      status: 400,
      body: { ends_on: ['The end date cannot be before the start date'] },
    });
    expect((await delegate(ap1, 4, today(), dayAfter(today(), 2))).status).toBe(201);
    expect(await send('POST', '/approval_delegations/', ap1, { delegate_id: 3, starts_on: dayAfter(today(), 2), ends_on: dayAfter(today(), 5) }, 'es')).toEqual({
      status: 400,
      body: { starts_on: ['Usted ya delegó su nivel para algunos de estos días'] },
    });
    expect((await delegate(ap1, 3, dayAfter(today(), 3), dayAfter(today(), 5))).status).toBe(201);
  });
});

describe('a delegate signs for the delegator', () => {
  it("the manager approves level 1 for aprobador1: acting_for, the ledger's on_behalf_of, both count as signers, the history verifies", async () => {
    const ap1 = await tokenFor('aprobador1');
    const manager = await tokenFor('manager');
    const id = waitingFor(1).id;
    expect((await payroll(id, manager)).acting_for).toEqual([]);
    expect((await approve(manager, id)).status).toBe(403);

    expect((await delegate(ap1, 4)).status).toBe(201);
    expect((await payroll(id, manager)).acting_for).toEqual([{ level: 1, user_id: 2, name: 'Javier Muñoz' }]);
    // Not the delegator's own answer: acting_for is the requesting user's.
    expect((await payroll(id, ap1)).acting_for).toEqual([]);
    expect((await approve(manager, id)).status).toBe(200);
    const after = await payroll(id, manager);
    expect(after).toMatchObject({ status_id: 4, actual_approver_id: 2 });
    expect([...after.signed_by_ids].sort()).toEqual([2, 4]);

    const entries = conforms(PayrollHistorySchema, (await getJson(`/payrolls/${id}/history/`, manager)).body).items;
    expect(entries.at(-1)).toMatchObject({ event: 'APPROVE', actor: { username: 'manager' }, on_behalf_of: { user_id: 2, name: 'Javier Muñoz' } });
    expect(verifyLedger(entries).verified).toBe(true);
    // Replayed without the delegation, the manager's signature is not a legal one.
    expect(verifyLedger(entries.map((entry) => ({ ...entry, on_behalf_of: null }))).verified).toBe(false);

    expect((await approve(await tokenFor('aprobador2'), id)).status).toBe(200);
    expect((await payroll(id, manager)).status_id).toBe(5);
  });

  it('four-eyes judges both: a delegate who uploaded it, or who signed level 1, is refused', async () => {
    const ap1 = await tokenFor('aprobador1');
    const carga = await tokenFor('carga');
    const forLevel1 = waitingFor(1);
    expect(forLevel1.uploaded_by_id).toBe(1);
    expect((await delegate(ap1, 1)).status).toBe(201);
    expect(await approve(carga, forLevel1.id)).toEqual({ status: 403, body: { detail: 'You cannot approve or reject a payroll you uploaded' } });

    const ap2 = await tokenFor('aprobador2');
    const forLevel2 = waitingFor(2);
    expect(forLevel2.signed_by_ids).toEqual([2]);
    expect((await delegate(ap2, 2)).status).toBe(201);
    expect(await approve(ap1, forLevel2.id)).toEqual({ status: 403, body: { detail: 'You already signed this payroll at another level' } });
  });

  it('a blocked payroll leaves the state by itself the day a delegation starts', async () => {
    const ap1 = await tokenFor('aprobador1');
    const manager = await tokenFor('manager');
    const admin = await tokenFor('admin');
    const id = waitingFor(1).id;
    // aprobador1 hands level 1 to the manager from tomorrow, then goes on leave (disabled), as
    // does cargaaprobador, the company's other approver 1: nobody can sign level 1 today.
    expect((await delegate(ap1, 4, dayAfter(today(), 1), dayAfter(today(), 3))).status).toBe(201);
    for (const userId of [2, 9]) {
      const response = await fetch(`${API}/user/${userId}/`, {
        method: 'PUT',
        headers: { ...authHeaders(admin), 'Content-Type': 'application/json' },
        body: JSON.stringify({ is_active: false }),
      });
      expect(response.status).toBe(200);
    }
    expect(await payroll(id, manager)).toMatchObject({ approval_blocked: true, acting_for: [] });

    await advanceClock(DAY);
    expect(await payroll(id, manager)).toMatchObject({ approval_blocked: false, acting_for: [{ level: 1, user_id: 2 }] });
    const events = db.ledger.entries.filter((entry) => entry.payroll_id === id).map((entry) => entry.event);
    expect(events.slice(-2)).toContain('UNBLOCK');
  });

  it('a delegation stays on while its delegator is disabled for their leave, ends when they lose the level, and after its last day', async () => {
    const ap1 = await tokenFor('aprobador1');
    const manager = await tokenFor('manager');
    const admin = await tokenFor('admin');
    const id = waitingFor(1).id;
    expect((await delegate(ap1, 4, today(), dayAfter(today(), 1))).status).toBe(201);

    const disable = (active: boolean) =>
      fetch(`${API}/user/2/`, { method: 'PUT', headers: { ...authHeaders(admin), 'Content-Type': 'application/json' }, body: JSON.stringify({ is_active: active }) });
    expect((await disable(false)).status).toBe(200);
    expect((await payroll(id, manager)).acting_for).toHaveLength(1);
    expect((await disable(true)).status).toBe(200);
    // Another profile on /users: aprobador1 no longer holds level 1, so nobody signs it for her.
    const relevel = (level: string) =>
      fetch(`${API}/user/levels`, { method: 'POST', headers: { ...authHeaders(admin), 'Content-Type': 'application/json' }, body: JSON.stringify({ user_id: '2', level }) });
    expect((await relevel('carga')).status).toBe(200);
    expect((await payroll(id, manager)).acting_for).toEqual([]);
    expect((await relevel('aprobador_1')).status).toBe(200);
    expect((await payroll(id, manager)).acting_for).toHaveLength(1);

    await advanceClock(2 * DAY);
    expect((await payroll(id, manager)).acting_for).toEqual([]);
    expect(conforms(DelegationsSchema, (await getJson('/approval_delegations/', manager)).body).received[0]?.active).toBe(false);
    expect((await approve(manager, id)).status).toBe(403);
  });
});
