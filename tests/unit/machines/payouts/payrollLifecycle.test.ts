import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_APPROVAL_LEVELS, PAYROLL_STATUS, payrollLifecycleMachine, type PayrollActor } from '@machines/payouts/payrollLifecycle';
import { applyPayrollEvent, approvalWaitOf, lifecycleSnapshot, payrollActions, statusIdOf } from '@machines/payouts/payrollRules';

const carga: PayrollActor = { profiles: ['CARGA'], typeId: 3 };
const approver1: PayrollActor = { profiles: ['APROBADOR_1'], typeId: 1 };
const approver2: PayrollActor = { profiles: ['APROBADOR_2'], typeId: 2 };
const manager: PayrollActor = { profiles: ['MANAGER'], typeId: 4 };

const waiting = (level: 1 | 2) => ({ status_id: 4, actual_approver_id: level });

describe('payroll lifecycle chart', () => {
  it('walks the maker-checker path: upload, process, approver 1, approver 2, bank', () => {
    const actor = createActor(payrollLifecycleMachine, { input: { levels: DEFAULT_APPROVAL_LEVELS } }).start();
    const status = () => statusIdOf(actor.getSnapshot());
    actor.send({ type: 'UPLOAD', by: carga });
    expect(status()).toBe(PAYROLL_STATUS.uploaded);
    actor.send({ type: 'PROCESS' });
    expect(status()).toBe(PAYROLL_STATUS.processing);
    actor.send({ type: 'PROCESSED' });
    expect(status()).toBe(PAYROLL_STATUS.underApproval);
    expect(actor.getSnapshot().context.approverLevel).toBe(1);
    actor.send({ type: 'APPROVE', by: approver2 });
    expect(actor.getSnapshot().context.approverLevel).toBe(1);
    actor.send({ type: 'APPROVE', by: approver1 });
    expect(status()).toBe(PAYROLL_STATUS.underApproval);
    expect(actor.getSnapshot().context.approverLevel).toBe(2);
    actor.send({ type: 'APPROVE', by: approver2 });
    expect(status()).toBe(PAYROLL_STATUS.approved);
    actor.send({ type: 'BANK_PAID' });
    expect(status()).toBe(PAYROLL_STATUS.approvedByBank);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('approves a valid file at once when the company has no approvers', () => {
    const actor = createActor(payrollLifecycleMachine, { input: { levels: [] } }).start();
    actor.send({ type: 'UPLOAD_BY_API' });
    expect(statusIdOf(actor.getSnapshot())).toBe(PAYROLL_STATUS.uploadedByApi);
    actor.send({ type: 'PROCESS' });
    actor.send({ type: 'PROCESSED' });
    expect(statusIdOf(actor.getSnapshot())).toBe(PAYROLL_STATUS.approved);
  });

  it.each([
    ['HEADER_ERROR', PAYROLL_STATUS.error],
    ['LINES_INVALID', PAYROLL_STATUS.error],
    ['PROCESSING_FAILED', PAYROLL_STATUS.failed],
  ] as const)('processing ends in %s', (type, status) => {
    const actor = createActor(payrollLifecycleMachine, { input: { levels: DEFAULT_APPROVAL_LEVELS } }).start();
    actor.send({ type: 'UPLOAD', by: carga });
    actor.send({ type: 'PROCESS' });
    actor.send({ type });
    expect(statusIdOf(actor.getSnapshot())).toBe(status);
  });

  it('only an uploader may upload', () => {
    const actor = createActor(payrollLifecycleMachine, { input: { levels: DEFAULT_APPROVAL_LEVELS } }).start();
    actor.send({ type: 'UPLOAD', by: approver1 });
    expect(actor.getSnapshot().value).toBe('new');
  });
});

describe('levels are data', () => {
  it('a company with one level approves on its one signature', () => {
    const actor = createActor(payrollLifecycleMachine, { input: { levels: [2] } }).start();
    for (const type of ['UPLOAD_BY_API', 'PROCESS', 'PROCESSED'] as const) actor.send({ type });
    expect(actor.getSnapshot().context.approverLevel).toBe(2);
    actor.send({ type: 'APPROVE', by: approver1 });
    expect(statusIdOf(actor.getSnapshot())).toBe(PAYROLL_STATUS.underApproval);
    actor.send({ type: 'APPROVE', by: approver2 });
    expect(statusIdOf(actor.getSnapshot())).toBe(PAYROLL_STATUS.approved);
  });
});

describe('the spec\'s approver rule, for every actual_approver_id and every user type', () => {
  const values = [null, -1, 0, 1, 2, 3, 4, 5, 99];
  const users: PayrollActor[] = [
    carga,
    approver1,
    approver2,
    manager,
    { profiles: ['ADMIN'], typeId: 5 },
    { profiles: ['ALPSADMIN'], typeId: 0 },
    // A profile without the matching type signs nothing: the type decides (spec 01 section 6).
    { profiles: ['APROBADOR_1'], typeId: 3 },
  ];
  it.each(values)('actual_approver_id %s', (value) => {
    for (const user of users) {
      const designated = value !== null && DEFAULT_APPROVAL_LEVELS.includes(value) && user.typeId === value;
      const payroll = { status_id: 4, actual_approver_id: value };
      expect(payrollActions(payroll, user), `type ${user.typeId}`).toMatchObject({ approve: designated, reject: designated });
      expect(applyPayrollEvent(payroll, { type: 'APPROVE', by: user }).ok, `type ${user.typeId} approves`).toBe(designated);
      expect(applyPayrollEvent(payroll, { type: 'REJECT', by: user, reason: 'x' }).ok, `type ${user.typeId} rejects`).toBe(designated);
    }
  });
});

describe('whose signature a payroll waits for', () => {
  it('names the level among its levels, says none is assigned otherwise, and nothing outside approval', () => {
    expect(approvalWaitOf(waiting(1))).toMatchObject({ level: 1, blocked: false, overdue: false });
    expect(approvalWaitOf(waiting(2))).toMatchObject({ level: 2, blocked: false, overdue: false });
    for (const value of [null, 0, 3, 99]) expect(approvalWaitOf({ status_id: 4, actual_approver_id: value }), `${value}`).toBe('unassigned');
    for (const status_id of [1, 2, 5, 6, 7]) expect(approvalWaitOf({ status_id, actual_approver_id: 1 })).toBeNull();
  });
});

describe('no payroll waits forever', () => {
  const HOUR = 3_600_000;
  const since = Date.UTC(2026, 10, 2, 12);
  const stored = { ...waiting(2), level_since: new Date(since).toISOString(), escalation_hours: 48, expiry_days: 3 };

  it('counts the deadlines from the stored start of the wait and the policy\'s times', () => {
    expect(approvalWaitOf(stored)).toEqual({ level: 2, blocked: false, overdue: false, escalatesAt: since + 48 * HOUR, expiresAt: since + 72 * HOUR });
    expect(approvalWaitOf({ ...stored, approval_blocked: true, overdue: true })).toMatchObject({ blocked: true, overdue: true });
    // Without a stored start there is no deadline to count from.
    expect(approvalWaitOf(waiting(2))).toMatchObject({ escalatesAt: null, expiresAt: null });
  });

  it('escalates and expires only once the deadline is reached, judged by the event\'s time', () => {
    expect(applyPayrollEvent(stored, { type: 'ESCALATE', at: since + 48 * HOUR - 1 })).toMatchObject({ ok: false });
    expect(applyPayrollEvent(stored, { type: 'ESCALATE', at: since + 48 * HOUR })).toMatchObject({ ok: true, statusId: 4, overdue: true, approverLevel: 2 });
    expect(applyPayrollEvent({ ...stored, overdue: true }, { type: 'ESCALATE', at: since + 50 * HOUR })).toMatchObject({ ok: false });
    expect(applyPayrollEvent(stored, { type: 'EXPIRE', at: since + 72 * HOUR - 1 })).toMatchObject({ ok: false });
    expect(applyPayrollEvent(stored, { type: 'EXPIRE', at: since + 72 * HOUR })).toMatchObject({ ok: true, statusId: 6, approverLevel: null, levelSince: null });
    expect(applyPayrollEvent({ ...waiting(2) }, { type: 'EXPIRE', at: since + 1000 * HOUR })).toMatchObject({ ok: false });
  });

  it('blocks and unblocks, and a new level starts its wait afresh', () => {
    const blocked = applyPayrollEvent(stored, { type: 'BLOCK' });
    expect(blocked).toMatchObject({ ok: true, blocked: true, statusId: 4 });
    expect(applyPayrollEvent({ ...stored, approval_blocked: true }, { type: 'BLOCK' })).toMatchObject({ ok: false });
    expect(applyPayrollEvent({ ...stored, approval_blocked: true }, { type: 'UNBLOCK' })).toMatchObject({ ok: true, blocked: false });
    const first = { ...waiting(1), level_since: new Date(since).toISOString(), approval_blocked: true, overdue: true };
    expect(applyPayrollEvent(first, { type: 'APPROVE', by: approver1, at: since + 30 * HOUR })).toMatchObject({
      ok: true,
      approverLevel: 2,
      levelSince: since + 30 * HOUR,
      blocked: false,
      overdue: false,
    });
  });

  it('lets a delegate sign the delegated level only, and judges both people by four-eyes', () => {
    const delegate: PayrollActor = { profiles: ['CARGA'], typeId: 3, userId: 40, delegations: [{ level: 2, forUserId: 22 }] };
    expect(payrollActions(stored, delegate)).toMatchObject({ approve: true, reject: true });
    expect(payrollActions(waiting(1), delegate)).toMatchObject({ approve: false, reject: false });
    expect(applyPayrollEvent(stored, { type: 'APPROVE', by: delegate })).toMatchObject({ ok: true, statusId: 5, signers: [40, 22] });
    // The delegator uploaded it, or signed level 1: the delegate may not sign for them.
    expect(applyPayrollEvent({ ...stored, uploaded_by_id: 22 }, { type: 'APPROVE', by: delegate })).toEqual({ ok: false, refusal: 'ownUpload' });
    expect(applyPayrollEvent({ ...stored, signed_by_ids: [22] }, { type: 'APPROVE', by: delegate })).toEqual({ ok: false, refusal: 'signedBefore' });
    expect(applyPayrollEvent({ ...stored, uploaded_by_id: 40 }, { type: 'APPROVE', by: delegate })).toEqual({ ok: false, refusal: 'ownUpload' });
  });
});

describe('four-eyes', () => {
  const uploaderApprover: PayrollActor = { profiles: ['CARGA', 'APROBADOR_1'], typeId: 1, userId: 9 };
  const otherApprover1: PayrollActor = { ...approver1, userId: 2 };

  it('the uploader never signs their own payroll, whatever profiles they hold', () => {
    const actor = createActor(payrollLifecycleMachine, { input: { levels: DEFAULT_APPROVAL_LEVELS } }).start();
    actor.send({ type: 'UPLOAD', by: uploaderApprover });
    for (const type of ['PROCESS', 'PROCESSED'] as const) actor.send({ type });
    expect(actor.getSnapshot().can({ type: 'APPROVE', by: uploaderApprover })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'REJECT', by: uploaderApprover, reason: 'x' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'APPROVE', by: otherApprover1 })).toBe(true);
    const stored = { ...waiting(1), uploaded_by_id: 9 };
    expect(payrollActions(stored, uploaderApprover)).toMatchObject({ approve: false, reject: false, delete: true });
    expect(applyPayrollEvent(stored, { type: 'APPROVE', by: uploaderApprover })).toEqual({ ok: false, refusal: 'ownUpload' });
    expect(applyPayrollEvent(stored, { type: 'REJECT', by: uploaderApprover, reason: 'x' })).toEqual({ ok: false, refusal: 'ownUpload' });
  });

  it('nobody signs two levels of one payroll', () => {
    const bothTypes: PayrollActor = { profiles: ['APROBADOR_1', 'APROBADOR_2'], typeId: 1, userId: 4 };
    const first = applyPayrollEvent(waiting(1), { type: 'APPROVE', by: bothTypes });
    expect(first).toMatchObject({ ok: true, approverLevel: 2, signers: [4] });
    // The same person, now of type 2 (their type changed on /users), at level 2.
    const again = { ...bothTypes, typeId: 2 };
    const stored = { ...waiting(2), signed_by_ids: [4] };
    expect(payrollActions(stored, again)).toMatchObject({ approve: false, reject: false });
    expect(applyPayrollEvent(stored, { type: 'APPROVE', by: again })).toEqual({ ok: false, refusal: 'signedBefore' });
    expect(applyPayrollEvent(stored, { type: 'APPROVE', by: { ...approver2, userId: 3 } })).toMatchObject({ ok: true, statusId: 5, signers: [4, 3] });
  });
});

describe('payroll actions a user has', () => {
  it('carga may delete in status 4 but not approve or reject', () => {
    expect(payrollActions(waiting(1), carga)).toEqual({ approve: false, reject: false, delete: true, download: true });
  });

  it('only the designated approver may approve or reject', () => {
    expect(payrollActions(waiting(1), approver1)).toMatchObject({ approve: true, reject: true, delete: false });
    expect(payrollActions(waiting(1), approver2)).toMatchObject({ approve: false, reject: false });
    expect(payrollActions(waiting(2), approver2)).toMatchObject({ approve: true, reject: true });
    expect(payrollActions(waiting(2), approver1)).toMatchObject({ approve: false, reject: false });
    expect(payrollActions(waiting(1), manager)).toEqual({ approve: false, reject: false, delete: false, download: true });
  });

  it.each([1, 3, 5, 6, 7, 8, 9])('nothing but download in status %i', (status_id) => {
    for (const user of [carga, approver1, approver2]) {
      expect(payrollActions({ status_id, actual_approver_id: 1 }, user)).toEqual({
        approve: false,
        reject: false,
        delete: false,
        download: true,
      });
    }
  });

  it('no download while processing', () => {
    expect(payrollActions({ status_id: 2, actual_approver_id: null }, carga).download).toBe(false);
  });

  it('an unknown status offers no lifecycle action', () => {
    expect(lifecycleSnapshot({ status_id: 42, actual_approver_id: null })).toBeNull();
    expect(payrollActions({ status_id: 42, actual_approver_id: null }, approver1)).toMatchObject({ approve: false, delete: false });
  });
});

describe('applying an event as the server does', () => {
  it('hands level 1 over to level 2, then approves', () => {
    expect(applyPayrollEvent(waiting(1), { type: 'APPROVE', by: approver1 })).toMatchObject({
      ok: true,
      statusId: 4,
      approverLevel: 2,
      deleted: false,
    });
    expect(applyPayrollEvent(waiting(2), { type: 'APPROVE', by: approver2 })).toMatchObject({
      ok: true,
      statusId: 5,
      approverLevel: null,
      deleted: false,
    });
  });

  it('rejects with a reason, and says why it refuses', () => {
    expect(applyPayrollEvent(waiting(1), { type: 'REJECT', by: approver1, reason: ' wrong amounts ' })).toMatchObject({ ok: true, statusId: 6 });
    expect(applyPayrollEvent(waiting(1), { type: 'REJECT', by: approver1, reason: '  ' })).toEqual({ ok: false, refusal: 'reason' });
    expect(applyPayrollEvent(waiting(1), { type: 'REJECT', by: approver2, reason: 'x' })).toEqual({ ok: false, refusal: 'permission' });
    expect(applyPayrollEvent(waiting(1), { type: 'APPROVE', by: approver2 })).toEqual({ ok: false, refusal: 'permission' });
    expect(applyPayrollEvent(waiting(1), { type: 'DELETE', by: approver1 })).toEqual({ ok: false, refusal: 'permission' });
    expect(applyPayrollEvent({ status_id: 5, actual_approver_id: null }, { type: 'APPROVE', by: approver1 })).toEqual({ ok: false, refusal: 'status' });
    expect(applyPayrollEvent({ status_id: 6, actual_approver_id: null }, { type: 'DELETE', by: carga })).toEqual({ ok: false, refusal: 'status' });
  });

  it('deletes a payroll under approval for carga', () => {
    expect(applyPayrollEvent(waiting(2), { type: 'DELETE', by: carga })).toMatchObject({ ok: true, statusId: null, approverLevel: null, deleted: true });
  });

  it('moves an approved payroll to its bank outcome', () => {
    expect(applyPayrollEvent({ status_id: 5, actual_approver_id: null }, { type: 'BANK_REJECTED' })).toMatchObject({ ok: true, statusId: 8 });
  });

  it('processes a payroll by the company rule', () => {
    expect(applyPayrollEvent({ status_id: 2, actual_approver_id: null, requires_approval: false }, { type: 'PROCESSED' })).toMatchObject({ statusId: 5 });
    expect(applyPayrollEvent({ status_id: 2, actual_approver_id: null, requires_approval: true }, { type: 'PROCESSED' })).toMatchObject({ statusId: 4, approverLevel: 1 });
  });
});
