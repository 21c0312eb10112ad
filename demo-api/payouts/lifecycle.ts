import { getInitialSnapshot, transition } from 'xstate';
import { payrollLifecycleMachine, type PayrollActor, type PayrollLifecycleEvent } from '../../machines/payouts/payrollLifecycle.ts';
import { applyPayrollEvent, approvalLevelsOf, statusIdOf, type LifecycleOutcome } from '../../machines/payouts/payrollRules.ts';
import type { StoredText } from '../http/messages/index.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import { appendEntry, machineActor, userActor } from '../store/seed/ledger.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';

/**
 * The demo API moves payrolls only through the lifecycle chart the UI also asks: a transition
 * the chart refuses is refused here, with the chart's reason.
 */

/**
 * The user as the chart sees them, from their profiles as they are now: an approver type whose
 * APROBADOR_<n> profile was removed on /users signs nothing (the type alone is not enough).
 */
export function actorOf(user: DemoUser): PayrollActor {
  const approverType = user.type_of_user__id === 1 || user.type_of_user__id === 2;
  const stillApprover = !approverType || user.profile_names.includes(`APROBADOR_${user.type_of_user__id}`);
  return { profiles: [...user.profile_names], typeId: stillApprover ? user.type_of_user__id : 0, userId: user.id };
}

/**
 * A new file: the chart's UPLOAD from its initial state decides who may upload and the first
 * status. No levels yet: they are decided when processing ends (processing.ts).
 */
export function uploadStatus(by: PayrollActor): number | null {
  const start = getInitialSnapshot(payrollLifecycleMachine, { levels: approvalLevelsOf({}) });
  const event = { type: 'UPLOAD', by } as const;
  if (!start.can(event)) return null;
  const [next] = transition(payrollLifecycleMachine, start, event);
  return statusIdOf(next);
}

interface Transition {
  readonly event: PayrollLifecycleEvent['type'];
  readonly from: number | null;
  readonly to: number | null;
  readonly approverLevel: number | null;
  readonly by: DemoUser | null;
  readonly at: string;
  readonly reason: StoredText | null;
}

/** Appends the transition to the ledger: a person when signed in, else the system, the bank or an API client. */
export function recordTransition(record: PayrollRecord, move: Transition): void {
  appendEntry(db.ledger, {
    payroll_id: record.id,
    company_id: record.company_id,
    requires_approval: record.requires_approval,
    approval_levels: record.approval_levels,
    from_status: move.from,
    event: move.event,
    to_status: move.to,
    approver_level: move.approverLevel,
    actor: move.by ? userActor(move.by) : machineActor(move.event),
    at: move.at,
    reason: move.reason,
  });
}

/** Applies one event to a stored payroll at `atMs` and records it; a deleted payroll leaves the store (its history stays). */
export function movePayroll(
  record: PayrollRecord,
  event: PayrollLifecycleEvent,
  atMs: number,
  by: DemoUser | null,
  reason: StoredText | null = event.type === 'REJECT' ? { text: event.reason.trim() } : null,
): LifecycleOutcome {
  const outcome = applyPayrollEvent(record, event);
  if (!outcome.ok) return outcome;
  const at = new Date(atMs).toISOString();
  recordTransition(record, { event: event.type, from: record.status_id, to: outcome.statusId, approverLevel: outcome.approverLevel, by, at, reason });
  if (outcome.deleted) {
    db.payouts.payrolls = db.payouts.payrolls.filter((other) => other.id !== record.id);
    return outcome;
  }
  if (outcome.statusId !== null) record.status_id = outcome.statusId;
  record.actual_approver_id = outcome.approverLevel;
  record.signed_by_ids = outcome.signers;
  record.updated_at = at;
  return outcome;
}
