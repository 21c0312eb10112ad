import { beforeEach, describe, expect, it } from 'vitest';
import { getPayroll, listPayoutTransactions, payrollAction } from '@app/api/calls/payouts';
import { PayrollActionAnswerSchema, PayrollSchema } from '@app/api/schemas/payouts';
import { BANK_MS } from '@demo-api/payouts/processing';
import { needsSecondFactor } from '@demo-api/payouts/releaseRules';
import { db, demoNow } from '@demo-api/store';
import type { PayrollRecord } from '@demo-api/store/seed/payouts';
import { advanceClock, conforms, getJson, NOW, ORIGIN, postForm, resetAt, signInAs, tokenFor } from './payoutsSupport';

/** Approve, reject and delete: only through the lifecycle chart, refused like Django. */

/**
 * A payroll of company 1 waiting for the level, below the release rule's amount (issue 26):
 * these are the lifecycle's rules, approvals that need a code are releaseGrant.test.ts's.
 */
const waitingFor = (level: 1 | 2): PayrollRecord =>
  db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === level && !needsSecondFactor(record))!;

const act = (token: string, action: string, id: number, extra: Record<string, string> = {}, language = 'en') =>
  postForm(`/payroll/${action}`, token, { uploaded_file_id: String(id), ...extra }, language);

beforeEach(() => resetAt());

describe('POST /__demo/clock', () => {
  it('moves the fixed clock ahead and refuses a bad amount', async () => {
    expect(await advanceClock(1500)).toBe('2026-11-21T12:00:01.500Z');
    expect(demoNow().toISOString()).toBe('2026-11-21T12:00:01.500Z');
    const bad = await fetch(`${ORIGIN}/__demo/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMs: -5 }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ advanceMs: ['A valid non-negative number of milliseconds is required.'] });
  });
});

describe('the spec\'s approver rule', () => {
  it.each([null, 3, 7])('a payroll under approval with actual_approver_id %s is signed by nobody: 403, nothing recorded', async (value) => {
    const payroll = waitingFor(1);
    payroll.actual_approver_id = value;
    const before = db.ledger.entries.length;
    for (const username of ['aprobador1', 'aprobador2', 'carga', 'manager'] as const) {
      const token = await tokenFor(username);
      expect((await act(token, 'approved', payroll.id)).status, `${username} approves`).toBe(403);
      expect((await act(token, 'reject', payroll.id, { detail: 'Wrong amounts' })).status, `${username} rejects`).toBe(403);
    }
    expect([payroll.status_id, payroll.actual_approver_id, db.ledger.entries.length]).toEqual([4, value, before]);
  });
});

describe('four-eyes', () => {
  it('the uploader who also approves never signs her own payroll: 403 with why, nothing recorded; another approver 1 may', async () => {
    const payroll = waitingFor(1);
    payroll.uploaded_by_id = 9;
    const before = db.ledger.entries.length;
    const own = await act(await tokenFor('cargaaprobador'), 'approved', payroll.id);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ detail: 'You cannot approve or reject a payroll you uploaded' });
    const ownReject = await act(await tokenFor('cargaaprobador'), 'reject', payroll.id, { detail: 'x' }, 'es');
    expect(ownReject.body).toEqual({ detail: 'No puede aprobar ni rechazar una nómina que usted cargó' });
    expect(db.ledger.entries.length).toBe(before);
    expect((await act(await tokenFor('aprobador1'), 'approved', payroll.id)).status).toBe(200);
    expect(payroll.signed_by_ids).toEqual([2]);
  });

  it('she signs level 1 of a payroll someone else uploaded, and then not level 2', async () => {
    const payroll = waitingFor(1);
    expect(payroll.uploaded_by_id).toBe(1);
    expect((await act(await tokenFor('cargaaprobador'), 'approved', payroll.id)).status).toBe(200);
    expect([payroll.actual_approver_id, payroll.signed_by_ids]).toEqual([2, [9]]);
    // Her type changed to approver 2 on /users: still not a second signature on this payroll.
    db.access.users.find((user) => user.username === 'cargaaprobador')!.type_of_user__id = 2;
    db.access.users.find((user) => user.username === 'cargaaprobador')!.profile_names.push('APROBADOR_2');
    const second = await act(await tokenFor('cargaaprobador'), 'approved', payroll.id);
    expect([second.status, second.body]).toEqual([403, { detail: 'You already signed this payroll at another level' }]);
  });
});

describe('maker-checker path', () => {
  it('approver 1 then approver 2 approve; the bank pays BANK_MS later by the demo clock', async () => {
    const payroll = waitingFor(1);
    await signInAs('aprobador1');
    const first = await payrollAction('approved', payroll.id);
    expect(first.text).toBe(`Payroll ${payroll.id} approved. It now waits for the second approver.`);
    const afterFirst = await getPayroll(payroll.id);
    expect([afterFirst.status_id, afterFirst.actual_approver_id, afterFirst.detail]).toEqual([4, 2, 'Waiting for approver 2']);

    await signInAs('aprobador2');
    const second = await payrollAction('approved', payroll.id);
    expect(second.text).toBe(`Payroll ${payroll.id} approved. It will be sent to the bank.`);
    const approved = await getPayroll(payroll.id);
    expect([approved.status_id, approved.actual_approver_id]).toEqual([5, null]);
    const inBank = await listPayoutTransactions({ page: 1, itemsPerPage: 1000, payrollId: payroll.id });
    expect(new Set(inBank.items.map((line) => line.transfer_status))).toEqual(new Set([2]));
    expect(inBank.items.every((line) => line.responsefrombank === null)).toBe(true);

    await advanceClock(BANK_MS - 1);
    expect((await getPayroll(payroll.id)).status_id).toBe(5);
    await advanceClock(1);
    const paid = await getPayroll(payroll.id);
    expect(paid.status_id).toBe(7);
    expect(paid.updated_at).toBe(new Date(NOW.getTime() + BANK_MS).toISOString());
    const lines = await listPayoutTransactions({ page: 1, itemsPerPage: 1000, payrollId: payroll.id });
    expect(lines.items.every((line) => line.transfer_status === 5 && line.responsefrombank?.estado_abono === 'ABONADO')).toBe(true);
    expect(lines.items.every((line) => Date.parse(line.responsefrombank!.fecha_abono!) > Date.parse(line.created_at))).toBe(true);
    const paidTotals = Object.values(paid.totals);
    expect(paidTotals.every((totals) => totals.paid.count === totals.loaded.count)).toBe(true);

    // Every step went through the chart and is in the ledger, after the seeded history.
    const entries = db.ledger.entries.filter((entry) => entry.payroll_id === payroll.id).slice(-3);
    expect(entries.map(({ event, from_status, to_status, actor }) => [event, from_status, to_status, actor.username])).toEqual([
      ['APPROVE', 4, 4, 'aprobador1'],
      ['APPROVE', 4, 5, 'aprobador2'],
      ['BANK_PAID', 5, 7, null],
    ]);
  });

  it('a payroll whose file name says "rechazo" is rejected by the bank, with the bank’s reason', async () => {
    const payroll = waitingFor(2);
    Object.assign(payroll, { filename: 'nomina_rechazo_prueba.csv' });
    const token = await tokenFor('aprobador2');
    expect((await act(token, 'approved', payroll.id)).status).toBe(200);
    await advanceClock(BANK_MS);
    const { body } = await getJson(`/payrolls/${payroll.id}/`, token, 'es');
    const rejected = conforms(PayrollSchema, body);
    expect(rejected.status_id).toBe(8);
    expect(rejected.detail).toMatch(/^Rechazada por el banco: /);
    expect(rejected.has_bank_error && !rejected.has_bank_success && rejected.has_response_bank).toBe(true);
    await signInAs('aprobador2');
    const lines = await listPayoutTransactions({ page: 1, itemsPerPage: 1000, payrollId: payroll.id });
    expect(lines.items.every((line) => line.transfer_status === 4 && line.responsefrombank?.estado_abono === 'RECHAZADO')).toBe(true);
  });
});

describe('refusals answer like Django', () => {
  it('aprobador2 approving a payroll that waits for approver 1: 403', async () => {
    const payroll = waitingFor(1);
    const token = await tokenFor('aprobador2');
    expect(await act(token, 'approved', payroll.id)).toEqual({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect(await act(token, 'approved', payroll.id, {}, 'es')).toEqual({
      status: 403,
      body: { detail: 'Usted no tiene permiso para realizar esta acción.' },
    });
    expect(payroll.status_id).toBe(4);
    expect(payroll.actual_approver_id).toBe(1);
  });

  it('carga may not approve (403); a payroll already approved cannot be approved again (400)', async () => {
    const carga = await tokenFor('carga');
    expect((await act(carga, 'approved', waitingFor(1).id)).status).toBe(403);
    const approved = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 5)!;
    const answer = await act(await tokenFor('aprobador1'), 'approved', approved.id);
    expect(answer).toEqual({ status: 400, body: { detail: 'The payroll cannot be approved in its current status.' } });
  });

  it('rejecting needs a reason (400, localized); with one the payroll is rejected and keeps it', async () => {
    const payroll = waitingFor(1);
    const token = await tokenFor('aprobador1');
    expect(await act(token, 'reject', payroll.id)).toEqual({ status: 400, body: { detail: 'You must indicate the reason for the rejection' } });
    expect(await act(token, 'reject', payroll.id, { detail: '   ' }, 'es')).toEqual({
      status: 400,
      body: { detail: 'Debe indicar el motivo del rechazo' },
    });
    // Without the right to reject, the missing reason is not the problem.
    expect((await act(await tokenFor('aprobador2'), 'reject', payroll.id)).status).toBe(403);

    await signInAs('aprobador1');
    conforms(PayrollActionAnswerSchema, (await act(token, 'reject', payroll.id, { detail: 'Montos no cuadran' })).body);
    const rejected = await getPayroll(payroll.id);
    expect([rejected.status_id, rejected.detail, rejected.actual_approver_id]).toEqual([6, 'Montos no cuadran', null]);
    const lines = await listPayoutTransactions({ page: 1, itemsPerPage: 1000, payrollId: payroll.id });
    expect(lines.items.every((line) => line.transfer_status === 3 && line.transfer_status_detail === 'Montos no cuadran')).toBe(true);
    expect((await act(token, 'reject', payroll.id, { detail: 'otra vez' })).body).toEqual({
      detail: 'The payroll cannot be rejected in its current status.',
    });
  });

  it('carga deletes a payroll in status 4; one in status 5 cannot be deleted (400); others may not delete (403)', async () => {
    const payroll = waitingFor(2);
    const carga = await tokenFor('carga');
    expect((await act(await tokenFor('manager'), 'delete', payroll.id)).status).toBe(403);
    const deleted = await act(carga, 'delete', payroll.id, {}, 'es');
    expect(deleted).toEqual({ status: 200, body: { text: `Nómina ${payroll.id} eliminada.` } });
    expect(await getJson(`/payrolls/${payroll.id}/`, carga)).toEqual({ status: 404, body: { detail: 'Not found.' } });

    const approved = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 5)!;
    expect(await act(carga, 'delete', approved.id)).toEqual({ status: 400, body: { detail: 'The payroll cannot be deleted in its current status.' } });
    expect(await act(carga, 'delete', approved.id, {}, 'es')).toEqual({
      status: 400,
      body: { detail: 'La nómina no se puede eliminar en su estado actual.' },
    });
  });

  it('another company’s payroll is not found; a missing id or unknown action is refused', async () => {
    const foreign = db.payouts.payrolls.find((record) => record.company_id === 2)!;
    const before = foreign.status_id;
    const token = await tokenFor('aprobador1');
    expect(await act(token, 'approved', foreign.id)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await postForm('/payroll/approved', token, {})).toEqual({ status: 400, body: { uploaded_file_id: ['This field is required.'] } });
    expect((await act(token, 'archive', waitingFor(1).id)).status).toBe(404);
    expect(foreign.status_id).toBe(before);
  });
});
