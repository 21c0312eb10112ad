import { getInitialSnapshot, transition } from 'xstate';
import {
  delegationFor,
  payrollLifecycleMachine,
  type ApprovalDelegation,
  type PayrollActor,
  type PayrollLifecycleEvent,
} from '../../machines/payouts/payrollLifecycle.ts';
import { applyPayrollEvent, approvalLevelsOf, statusIdOf, type LifecycleOutcome } from '../../machines/payouts/payrollRules.ts';
import type { StoredText } from '../http/messages/index.ts';
import { approverTypeOf } from './eligibility.ts';
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
export function actorOf(user: DemoUser, delegations: readonly ApprovalDelegation[] = []): PayrollActor {
  const approverType = user.type_of_user__id === 1 || user.type_of_user__id === 2;
  const stillApprover = !approverType || approverTypeOf(user) !== null;
  return {
    profiles: [...user.profile_names],
    typeId: stillApprover ? user.type_of_user__id : 0,
    userId: user.id,
    ...(delegations.length > 0 ? { delegations: [...delegations] } : {}),
  };
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
  /** Whose level a person signed through a delegation. */
  readonly onBehalfOf?: { readonly user_id: number; readonly name: string } | null;
  /** A second factor released this approval (issue 26); false when absent. */
  readonly secondFactor?: boolean;
}

/** Appends the transition to the ledger: a person when signed in, else the system, the bank or an API client. */
export function recordTransition(record: PayrollRecord, move: Transition): void {
  appendEntry(db.ledger, {
    payroll_id: record.id,
    company_id: record.company_id,
    requires_approval: record.requires_approval,
    approval_levels: record.approval_levels,
    escalation_hours: record.escalation_hours,
    expiry_days: record.expiry_days,
    from_status: move.from,
    event: move.event,
    to_status: move.to,
    approver_level: move.approverLevel,
    actor: move.by ? userActor(move.by) : machineActor(move.event),
    on_behalf_of: move.onBehalfOf ?? null,
    at: move.at,
    reason: move.reason,
    second_factor: move.secondFactor ?? false,
  });
}

const fullNameOf = (userId: number): string => {
  const user = db.access.users.find((candidate) => candidate.id === userId);
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
};

/**
 * Applies one event to a stored payroll at `atMs` and records it; a deleted payroll leaves the
 * store (its history stays). `secondFactor`: a second factor released this approval (issue 26).
 */
export function movePayroll(
  record: PayrollRecord,
  event: PayrollLifecycleEvent,
  atMs: number,
  by: DemoUser | null,
  reason: StoredText | null = event.type === 'REJECT' ? { text: event.reason.trim() } : null,
  secondFactor = false,
): LifecycleOutcome {
  // A level's wait starts when it is reached: the chart takes the time from these events.
  const timed: PayrollLifecycleEvent = event.type === 'PROCESSED' || event.type === 'APPROVE' ? { ...event, at: event.at ?? atMs } : event;
  const forUserId = event.type === 'APPROVE' || event.type === 'REJECT' ? delegationFor(event.by, record.actual_approver_id)?.forUserId : undefined;
  const outcome = applyPayrollEvent(record, timed);
  if (!outcome.ok) return outcome;
  const at = new Date(atMs).toISOString();
  const onBehalfOf = forUserId === undefined ? null : { user_id: forUserId, name: fullNameOf(forUserId) };
  recordTransition(record, { event: event.type, from: record.status_id, to: outcome.statusId, approverLevel: outcome.approverLevel, by, at, reason, onBehalfOf, secondFactor });
  if (outcome.deleted) {
    db.payouts.payrolls = db.payouts.payrolls.filter((other) => other.id !== record.id);
    return outcome;
  }
  if (outcome.statusId !== null) record.status_id = outcome.statusId;
  record.actual_approver_id = outcome.approverLevel;
  record.signed_by_ids = outcome.signers;
  record.level_since = outcome.levelSince === null ? null : new Date(outcome.levelSince).toISOString();
  record.approval_blocked = outcome.blocked;
  record.overdue = outcome.overdue;
  record.updated_at = at;
  return outcome;
}
