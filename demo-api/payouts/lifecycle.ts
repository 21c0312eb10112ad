import { getInitialSnapshot, transition } from 'xstate';
import { payrollLifecycleMachine, type PayrollActor, type PayrollLifecycleEvent } from '../../machines/payouts/payrollLifecycle.ts';
import { applyPayrollEvent, statusIdOf, type LifecycleOutcome } from '../../machines/payouts/payrollRules.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';

/**
 * The demo API moves payrolls only through the lifecycle chart the UI also asks: a transition
 * the chart refuses is refused here, with the chart's reason.
 */

export const actorOf = (user: DemoUser): PayrollActor => ({ profiles: [...user.profile_names], typeId: user.type_of_user__id });

/** A new file: the chart's UPLOAD from its initial state decides who may upload and the first status. */
export function uploadStatus(by: PayrollActor, requiresApproval: boolean): number | null {
  const start = getInitialSnapshot(payrollLifecycleMachine, { requiresApproval });
  const event = { type: 'UPLOAD', by } as const;
  if (!start.can(event)) return null;
  const [next] = transition(payrollLifecycleMachine, start, event);
  return statusIdOf(next);
}

/** Applies one event to a stored payroll at `atMs`; a deleted payroll leaves the store. */
export function movePayroll(record: PayrollRecord, event: PayrollLifecycleEvent, atMs: number, by: DemoUser | null): LifecycleOutcome {
  const outcome = applyPayrollEvent(record, event);
  if (!outcome.ok) return outcome;
  const at = new Date(atMs).toISOString();
  record.history.push({ at, event: event.type, from: record.status_id, to: outcome.statusId, by: by?.username ?? null });
  if (outcome.deleted) {
    db.payouts.payrolls = db.payouts.payrolls.filter((other) => other.id !== record.id);
    return outcome;
  }
  if (outcome.statusId !== null) record.status_id = outcome.statusId;
  record.actual_approver_id = outcome.approverLevel;
  record.updated_at = at;
  return outcome;
}
