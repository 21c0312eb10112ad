import { beforeEach, describe, expect, it } from 'vitest';
import { PayrollHistorySchema } from '@app/api/schemas/payrollLedger';
import { PayrollSchema } from '@app/api/schemas/payouts';
import { verifyLedger } from '@machines/payouts/payrollLedger';
import { db } from '@demo-api/store';
import { advanceClock, API, authHeaders, conforms, getJson, resetAt, tokenFor } from './payoutsSupport';

/** No payroll waits forever (issue 24), on the demo API: blocked, overdue and expired, settled on every request. */

beforeEach(() => resetAt());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function payroll(id: number, token: string, language = 'en') {
  const answer = await getJson(`/payrolls/${id}/`, token, language);
  expect(answer.status).toBe(200);
  return conforms(PayrollSchema, answer.body);
}

async function history(id: number, token: string, language = 'en') {
  const answer = await getJson(`/payrolls/${id}/history/`, token, language);
  expect(answer.status).toBe(200);
  return conforms(PayrollHistorySchema, answer.body).items;
}

async function setActive(adminToken: string, userId: number, active: boolean) {
  const response = await fetch(`${API}/user/${userId}/`, {
    method: 'PUT',
    headers: { ...authHeaders(adminToken), 'Content-Type': 'application/json' },
    body: JSON.stringify({ is_active: active }),
  });
  expect(response.status).toBe(200);
}

/** Company 3's seeded payroll above its policy's amounts, and company 1's newest waiting for approver 1. */
const blockedSeed = () => db.payouts.payrolls.find((record) => record.company_id === 3 && record.status_id === 4)!;
const newestFor1 = () => db.payouts.payrolls.findLast((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === 1)!;
const aprobadorlima = () => db.access.users.find((user) => user.username === 'aprobadorlima')!;

describe('blocked', () => {
  it("company 3's big payroll is blocked while its only approver 1 is disabled, and unblocked on the next request once she is enabled", async () => {
    const admin = await tokenFor('admin');
    const id = blockedSeed().id;
    const before = await payroll(id, admin);
    expect(before).toMatchObject({ status_id: 4, actual_approver_id: 1, approval_blocked: true, overdue: false, approval_levels: [1] });
    const blocked = (await history(id, admin)).at(-1)!;
    expect(blocked).toMatchObject({ event: 'BLOCK', from_status: 4, to_status: 4, actor: { kind: 'system' }, reason: 'No active approver 1 can sign it' });
    expect((await history(id, admin, 'es')).at(-1)?.reason).toBe('Ningún aprobador 1 activo puede firmarla');

    await setActive(admin, aprobadorlima().id, true);
    expect(await payroll(id, admin)).toMatchObject({ status_id: 4, approval_blocked: false });
    const entries = await history(id, admin);
    expect(entries.map((entry) => entry.event).slice(-2)).toEqual(['BLOCK', 'UNBLOCK']);
    expect(verifyLedger(entries).verified).toBe(true);

    // She signs it now; disabled again, nothing is left to block.
    const lima = await tokenFor('aprobadorlima');
    const approved = await fetch(`${API}/payroll/approved`, {
      method: 'POST',
      headers: { ...authHeaders(lima), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ uploaded_file_id: String(id) }),
    });
    expect(approved.status).toBe(200);
    expect((await payroll(id, admin)).status_id).toBe(5);
  });

  it('a level whose every approver is disabled is blocked at once, with the time of the request', async () => {
    const admin = await tokenFor('admin');
    const id = newestFor1().id;
    // aprobador1 (2) and cargaaprobador (9) sign level 1 in company 1.
    await setActive(admin, 2, false);
    await setActive(admin, 9, false);
    expect(await payroll(id, admin)).toMatchObject({ approval_blocked: true });
    const entry = (await history(id, admin)).at(-1)!;
    expect(entry).toMatchObject({ event: 'BLOCK', at: db.ledger.entries.at(-1)!.at });
    await setActive(admin, 9, true);
    expect(await payroll(id, admin)).toMatchObject({ approval_blocked: false });
  });
});

describe('overdue, then expired', () => {
  it('seeds exactly one overdue payroll, company 1 waiting longer than a day, with its ESCALATE at the deadline', async () => {
    const admin = await tokenFor('admin');
    await getJson('/payrolls/?itemsPerPage=1', admin);
    const overdue = db.payouts.payrolls.filter((record) => record.overdue);
    expect(overdue.map((record) => [record.company_id, record.status_id])).toEqual([[1, 4]]);
    const record = overdue[0]!;
    const escalate = (await history(record.id, admin)).find((entry) => entry.event === 'ESCALATE')!;
    expect(Date.parse(escalate.at)).toBe(Date.parse(record.level_since!) + DAY);
    expect(escalate.reason).toBe(`Waiting for approver ${record.actual_approver_id} longer than allowed`);
  });

  it('past 24 hours the level is overdue (ESCALATE at the deadline); past 7 days it is rejected as expired (EXPIRE at the deadline)', async () => {
    const admin = await tokenFor('admin');
    const id = newestFor1().id;
    const first = await payroll(id, admin);
    expect(first).toMatchObject({ overdue: false, escalation_hours: 24, expiry_days: 7 });
    const since = Date.parse(first.level_since!);

    await advanceClock(DAY);
    expect(await payroll(id, admin)).toMatchObject({ status_id: 4, overdue: true });
    const escalate = (await history(id, admin)).at(-1)!;
    expect(escalate).toMatchObject({ event: 'ESCALATE', from_status: 4, to_status: 4, actor: { kind: 'system' }, at: new Date(since + DAY).toISOString() });

    await advanceClock(6 * DAY);
    const expired = await payroll(id, admin);
    expect(expired).toMatchObject({ status_id: 6, actual_approver_id: null, overdue: false, approval_blocked: false, level_since: null });
    expect(expired.detail).toBe('Expired without approval');
    expect((await payroll(id, admin, 'es')).detail).toBe('Vencida sin aprobación');
    const entries = await history(id, admin);
    expect(entries.at(-1)).toMatchObject({ event: 'EXPIRE', from_status: 4, to_status: 6, at: new Date(since + 7 * DAY).toISOString(), reason: 'Expired without approval' });
    expect(verifyLedger(entries).verified).toBe(true);
    // Nobody signs it any more.
    const ap1 = await tokenFor('aprobador1');
    const late = await fetch(`${API}/payroll/approved`, {
      method: 'POST',
      headers: { ...authHeaders(ap1), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ uploaded_file_id: String(id) }),
    });
    expect(late.status).toBe(400);
  });

  it('answers the same after the clock moves whether or not a request came in between (deadlines from stored times)', async () => {
    const outcome = async (stops: readonly number[]) => {
      resetAt();
      const admin = await tokenFor('admin');
      const id = newestFor1().id;
      for (const ms of stops) {
        await advanceClock(ms);
        await getJson('/payrolls/?itemsPerPage=1', admin);
      }
      const answer = await payroll(id, admin);
      const entries = (await history(id, admin)).map((entry) => [entry.event, entry.at, entry.to_status, entry.reason]);
      return { answer: { ...answer, acting_for: [] }, entries };
    };
    const straight = await outcome([8 * DAY]);
    const stepped = await outcome([30 * HOUR, 3 * DAY, 8 * DAY - 30 * HOUR - 3 * DAY]);
    expect(stepped).toEqual(straight);
    expect(straight.entries.map(([event]) => event).slice(-2)).toEqual(['ESCALATE', 'EXPIRE']);
  });
});
