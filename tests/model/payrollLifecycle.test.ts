import { describe, expect, it } from 'vitest';
import type { PayrollLifecycleEvent } from '@machines/payouts/payrollLifecycle';
import { applyPayrollEvent, approvalWaitOf, lifecycleSnapshot, payrollActions, type PayrollState } from '@machines/payouts/payrollRules';
import { modelPaths, replay, type StepContext } from '../support/model';
import { approver1, approver2, carga, delegate, payrollLifecycleEvents, payrollLifecycleModel } from './events/payrollLifecycle';

/**
 * The lifecycle's paths replayed through the stored form the server keeps (status id and
 * current approver): each event is applied to the stored payroll with the same rules the demo
 * API uses, and each state checks the stored payroll and what each user may do with it.
 */

const paths = modelPaths(payrollLifecycleModel);

let stored: (PayrollState & { deleted: boolean }) | null = null;
const store = (): PayrollState & { deleted: boolean } => {
  if (!stored) throw new Error('no payroll yet');
  return stored;
};

function apply(ctx: StepContext) {
  const event = ctx.event as PayrollLifecycleEvent;
  // Before the upload the payroll does not exist on the server yet.
  if (event.type === 'UPLOAD' || event.type === 'UPLOAD_BY_API') {
    stored = { status_id: event.type === 'UPLOAD' ? 1 : 9, actual_approver_id: null, deleted: false };
  } else {
    const input = ctx.start.input as { levels: readonly number[] };
    const outcome = applyPayrollEvent({ ...store(), requires_approval: input.levels.length > 0 }, event);
    expect(outcome.ok, `${ctx.via} refused`).toBe(true);
    if (!outcome.ok) return;
    stored = {
      status_id: outcome.statusId ?? -1,
      actual_approver_id: outcome.approverLevel,
      deleted: outcome.deleted,
      approval_levels: input.levels,
      signed_by_ids: outcome.signers,
      level_since: outcome.levelSince === null ? null : new Date(outcome.levelSince).toISOString(),
      approval_blocked: outcome.blocked,
      overdue: outcome.overdue,
    };
  }
  // Round trip: the stored form reads back as the state the model is in.
  if (!store().deleted) expect(lifecycleSnapshot(store())?.value).toEqual(ctx.snapshot.value);
}

const nothing = { approve: false, reject: false, delete: false };
const expectStatus = (status: number, ctx: StepContext) => {
  expect(store().status_id, `status after ${ctx.history.join(' → ')}`).toBe(status);
  for (const user of [carga, approver1, approver2]) expect(payrollActions(store(), user)).toMatchObject(nothing);
};

const events = Object.fromEntries(Object.keys(payrollLifecycleEvents).map((name) => [name, apply]));

/**
 * One state per blocked/overdue pair for every level: whose turn it is is data
 * (actual_approver_id), checked here, as are the wait's start and what the list and detail say.
 */
function underApproval(ctx: StepContext, signing: 'open' | 'blocked', deadline: 'onTime' | 'overdue') {
  const { approverLevel: level, levelSince } = ctx.snapshot.context as { approverLevel: number; levelSince: number };
  expect(store()).toMatchObject({ status_id: 4, actual_approver_id: level, approval_blocked: signing === 'blocked', overdue: deadline === 'overdue' });
  expect(approvalWaitOf(store())).toEqual({
    level,
    blocked: signing === 'blocked',
    overdue: deadline === 'overdue',
    escalatesAt: levelSince + 24 * 3_600_000,
    expiresAt: levelSince + 7 * 24 * 3_600_000,
  });
  expect(payrollActions(store(), carga)).toMatchObject({ approve: false, reject: false, delete: true });
  const [signer, other] = level === 1 ? [approver1, approver2] : [approver2, approver1];
  expect(payrollActions(store(), signer)).toMatchObject({ approve: true, reject: true, delete: false });
  expect(payrollActions(store(), other)).toMatchObject(nothing);
  // The delegate (a carga user, who may delete as any carga) holds level 2 only.
  expect(payrollActions(store(), delegate)).toMatchObject({ approve: level === 2, reject: level === 2 });
}

const states: Record<string, (ctx: StepContext) => void> = {
  new: () => expect(stored).toBeNull(),
  uploaded: (ctx) => expectStatus(1, ctx),
  uploadedByApi: (ctx) => expectStatus(9, ctx),
  processing: (ctx) => {
    expectStatus(2, ctx);
    expect(payrollActions(store(), carga).download).toBe(false);
  },
  failed: (ctx) => expectStatus(0, ctx),
  error: (ctx) => expectStatus(3, ctx),
  ...Object.fromEntries(
    (['open', 'blocked'] as const).flatMap((signing) =>
      (['onTime', 'overdue'] as const).map((deadline) => [JSON.stringify({ underApproval: { signing, deadline } }), (ctx: StepContext) => underApproval(ctx, signing, deadline)]),
    ),
  ),
  approved: (ctx) => expectStatus(5, ctx),
  rejected: (ctx) => expectStatus(6, ctx),
  approvedByBank: (ctx) => expectStatus(7, ctx),
  rejectedByBank: (ctx) => expectStatus(8, ctx),
  deleted: () => expect(store().deleted).toBe(true),
};

describe('payroll lifecycle, replayed through the stored form', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    stored = null;
    await replay(path, { start: () => {}, events, states });
  });
});
