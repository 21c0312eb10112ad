import { transition, type SnapshotFrom, type StateValue } from 'xstate';
import {
  DEFAULT_APPROVAL_LEVELS,
  DEFAULT_ESCALATION_MS,
  DEFAULT_EXPIRY_MS,
  delegationFor,
  PAYROLL_STATUS,
  payrollLifecycleMachine,
  type PayrollActor,
  type PayrollLifecycleEvent,
  type PayrollStatusId,
} from './payrollLifecycle.ts';

type LifecycleSnapshot = SnapshotFrom<typeof payrollLifecycleMachine>;

/** What the lifecycle needs to know of a payroll, as the API describes it. */
export interface PayrollState {
  readonly status_id: number;
  readonly actual_approver_id: number | null;
  /** Whether its company signs payrolls off; the fallback when `approval_levels` is not known. */
  readonly requires_approval?: boolean;
  /** The approver types it needs, in order, decided once when processing ended (issue 24); null or absent before. */
  readonly approval_levels?: readonly number[] | null;
  /** Four-eyes: who uploaded it and who signed a level already (user ids), when the server says. */
  readonly uploaded_by_id?: number | null;
  readonly signed_by_ids?: readonly number[];
  /** When the current level began waiting (ISO instant), null outside approval; absent: no deadlines known. */
  readonly level_since?: string | null;
  /** The policy's times, decided with the levels; absent: the demo's defaults. */
  readonly escalation_hours?: number | null;
  readonly expiry_days?: number | null;
  /** Set by the server: nobody active but the uploader and earlier signers can sign the level. */
  readonly approval_blocked?: boolean;
  /** Set by the server: the level has waited longer than its escalation time. */
  readonly overdue?: boolean;
}

const HOUR_MS = 3_600_000;

/** The policy's times as the chart counts them. */
export const deadlineTimesOf = (payroll: Pick<PayrollState, 'escalation_hours' | 'expiry_days'>) => ({
  escalationMs: payroll.escalation_hours != null ? payroll.escalation_hours * HOUR_MS : DEFAULT_ESCALATION_MS,
  expiryMs: payroll.expiry_days != null ? payroll.expiry_days * 24 * HOUR_MS : DEFAULT_EXPIRY_MS,
});

/**
 * The approver types a payroll needs, in order: as its policy decided them, else (a record or
 * answer without them) the spec's two, or none when its company signs nothing off.
 */
export const approvalLevelsOf = (payroll: Pick<PayrollState, 'requires_approval' | 'approval_levels'>): readonly number[] =>
  payroll.approval_levels ?? (payroll.requires_approval === false ? [] : DEFAULT_APPROVAL_LEVELS);

const VALUE_BY_STATUS: Record<number, StateValue> = {
  [PAYROLL_STATUS.failed]: 'failed',
  [PAYROLL_STATUS.uploaded]: 'uploaded',
  [PAYROLL_STATUS.processing]: 'processing',
  [PAYROLL_STATUS.error]: 'error',
  [PAYROLL_STATUS.underApproval]: 'underApproval',
  [PAYROLL_STATUS.approved]: 'approved',
  [PAYROLL_STATUS.rejected]: 'rejected',
  [PAYROLL_STATUS.approvedByBank]: 'approvedByBank',
  [PAYROLL_STATUS.rejectedByBank]: 'rejectedByBank',
  [PAYROLL_STATUS.uploadedByApi]: 'uploadedByApi',
};

/** The chart's snapshot for a payroll as stored (status id and current approver). */
export function lifecycleSnapshot(payroll: PayrollState): LifecycleSnapshot | null {
  const value = VALUE_BY_STATUS[payroll.status_id];
  if (value === undefined) return null;
  // actual_approver_id as stored, whatever it is: only a value among the levels lets anyone sign.
  const waiting = payroll.status_id === PAYROLL_STATUS.underApproval;
  const since = waiting && payroll.level_since ? Date.parse(payroll.level_since) : NaN;
  return payrollLifecycleMachine.resolveState({
    value: waiting
      ? { underApproval: { signing: payroll.approval_blocked ? 'blocked' : 'open', deadline: payroll.overdue ? 'overdue' : 'onTime' } }
      : value,
    context: {
      levels: approvalLevelsOf(payroll),
      approverLevel: waiting ? payroll.actual_approver_id : null,
      uploaderId: payroll.uploaded_by_id ?? null,
      signers: payroll.signed_by_ids ?? [],
      reason: null,
      levelSince: Number.isNaN(since) ? null : since,
      ...deadlineTimesOf(payroll),
    },
  });
}

/** The server status id a snapshot stands for; null once deleted. */
export function statusIdOf(snapshot: LifecycleSnapshot): PayrollStatusId | null {
  for (const meta of Object.values(snapshot.getMeta())) {
    if (meta && typeof meta === 'object' && 'statusId' in meta && meta.statusId !== undefined) return meta.statusId;
  }
  return null;
}

/** A payroll waiting for a level: whose, whether anyone can sign it, and its deadlines (ms; null when its wait's start is unknown). */
export interface ApprovalWait {
  readonly level: number;
  readonly blocked: boolean;
  readonly overdue: boolean;
  readonly escalatesAt: number | null;
  readonly expiresAt: number | null;
}

/**
 * Whose signature a payroll under approval waits for: an approver type among its levels, or
 * nobody ('unassigned': actual_approver_id null or unknown, so nobody may sign). Null outside
 * approval. The list and the detail say it, so a payroll never waits without a reason shown.
 */
export function approvalWaitOf(payroll: PayrollState): ApprovalWait | 'unassigned' | null {
  const snapshot = lifecycleSnapshot(payroll);
  if (!snapshot?.matches('underApproval')) return null;
  const { approverLevel: level, levels, levelSince, escalationMs, expiryMs } = snapshot.context;
  if (level === null || !levels.includes(level)) return 'unassigned';
  return {
    level,
    blocked: snapshot.matches({ underApproval: { signing: 'blocked' } }),
    overdue: snapshot.matches({ underApproval: { deadline: 'overdue' } }),
    escalatesAt: levelSince === null ? null : levelSince + escalationMs,
    expiresAt: levelSince === null ? null : levelSince + expiryMs,
  };
}

export interface PayrollActions {
  readonly approve: boolean;
  readonly reject: boolean;
  readonly delete: boolean;
  /** Spec 01 section 2: download is offered unless the payroll is processing. */
  readonly download: boolean;
}

/** Which actions the chart lets this user take on this payroll. */
export function payrollActions(payroll: PayrollState, by: PayrollActor): PayrollActions {
  const snapshot = lifecycleSnapshot(payroll);
  return {
    approve: snapshot?.can({ type: 'APPROVE', by }) ?? false,
    // The reason is asked for afterwards; whether the user may reject at all does not depend on it.
    reject: snapshot?.can({ type: 'REJECT', by, reason: 'reason' }) ?? false,
    delete: snapshot?.can({ type: 'DELETE', by }) ?? false,
    download: payroll.status_id !== PAYROLL_STATUS.processing,
  };
}

/**
 * Which actions a user's profiles let them take on some payroll at all (issue 25: the bulk
 * bar's buttons; the server then judges each selected row). Asked of the chart itself, over
 * every status and level, so the bar never offers what no payroll would allow.
 */
export function bulkActionsOf(by: PayrollActor): Omit<PayrollActions, 'download'> {
  const offered = { approve: false, reject: false, delete: false };
  // The approver types a payroll may wait for (never the user's own type as such: a manager's
  // type is not a level), and those handed to the user.
  const levels = [...new Set([...DEFAULT_APPROVAL_LEVELS, ...(by.delegations ?? []).map((d) => d.level)])];
  for (const status_id of Object.values(PAYROLL_STATUS)) {
    for (const actual_approver_id of status_id === PAYROLL_STATUS.underApproval ? levels : [null]) {
      const allowed = payrollActions({ status_id, actual_approver_id, approval_levels: levels, uploaded_by_id: null, signed_by_ids: [] }, by);
      offered.approve ||= allowed.approve;
      offered.reject ||= allowed.reject;
      offered.delete ||= allowed.delete;
    }
  }
  return offered;
}

export type LifecycleOutcome =
  | {
      readonly ok: true;
      readonly statusId: PayrollStatusId | null;
      readonly approverLevel: number | null;
      readonly deleted: boolean;
      /** Who uploaded it and who has signed, after the event (the server stores both). */
      readonly uploaderId: number | null;
      readonly signers: readonly number[];
      /** The current level's wait: its start (ms), blocked, overdue (all null or false outside approval). */
      readonly levelSince: number | null;
      readonly blocked: boolean;
      readonly overdue: boolean;
    }
  | { readonly ok: false; readonly refusal: 'status' | 'permission' | 'reason' | FourEyesRefusal };

/** Four-eyes refusals: the user uploaded this payroll, or signed one of its levels already. */
type FourEyesRefusal = 'ownUpload' | 'signedBefore';

/** Why four-eyes keeps this user from signing this payroll now; null when it does not. */
function fourEyesRefusal(payroll: PayrollState, by: PayrollActor): FourEyesRefusal | null {
  if (payroll.status_id !== PAYROLL_STATUS.underApproval || by.userId === undefined) return null;
  // Signing for someone (a delegation), four-eyes judges them too.
  const forUserId = delegationFor(by, payroll.actual_approver_id)?.forUserId;
  const people = forUserId === undefined ? [by.userId] : [by.userId, forUserId];
  if (people.includes(payroll.uploaded_by_id ?? NaN)) return 'ownUpload';
  return people.some((id) => payroll.signed_by_ids?.includes(id)) ? 'signedBefore' : null;
}

/**
 * Why this user may not sign this payroll although their profile and type would let them:
 * four-eyes. The list and the detail say it where Approval and Reject are missing (issue 24);
 * null when four-eyes is not the reason (it is another level's turn, or the user signs nothing).
 */
export function fourEyesOf(payroll: PayrollState, by: PayrollActor): FourEyesRefusal | null {
  const refusal = fourEyesRefusal(payroll, by);
  const snapshot = refusal ? lifecycleSnapshot(payroll) : null;
  return snapshot?.can({ type: 'APPROVE', by: { ...by, userId: undefined } }) ? refusal : null;
}

/**
 * Moves a payroll by one event, as the server does. A refusal says why: the status does not
 * allow the event, this user may not trigger it, or a rejection lacks its reason.
 */
export function applyPayrollEvent(payroll: PayrollState, event: PayrollLifecycleEvent): LifecycleOutcome {
  const snapshot = lifecycleSnapshot(payroll);
  if (!snapshot) return { ok: false, refusal: 'status' };
  if (!snapshot.can(event)) {
    if (event.type === 'APPROVE' || event.type === 'REJECT') {
      const fourEyes = fourEyesRefusal(payroll, event.by);
      if (fourEyes && snapshot.can({ ...event, by: { ...event.by, userId: undefined }, ...(event.type === 'REJECT' ? { reason: 'reason' } : {}) } as PayrollLifecycleEvent)) {
        return { ok: false, refusal: fourEyes };
      }
    }
    if ('by' in event) {
      const entitled: PayrollActor = { profiles: ['CARGA'], typeId: snapshot.context.approverLevel ?? -1 };
      const asEntitled = { ...event, by: entitled } as PayrollLifecycleEvent;
      if (event.type === 'REJECT' && snapshot.can({ ...event, by: entitled, reason: 'reason' })) {
        return { ok: false, refusal: snapshot.can({ ...event, reason: 'reason' }) ? 'reason' : 'permission' };
      }
      if (snapshot.can(asEntitled)) return { ok: false, refusal: 'permission' };
      // Under approval with no valid approver (null, unknown): the status allows signing, nobody may.
      if ((event.type === 'APPROVE' || event.type === 'REJECT') && snapshot.matches('underApproval')) return { ok: false, refusal: 'permission' };
    }
    return { ok: false, refusal: 'status' };
  }
  const [next] = transition(payrollLifecycleMachine, snapshot, event);
  return {
    ok: true,
    statusId: statusIdOf(next),
    approverLevel: next.context.approverLevel,
    deleted: next.matches('deleted'),
    uploaderId: next.context.uploaderId,
    signers: next.context.signers,
    levelSince: next.context.levelSince,
    blocked: next.matches({ underApproval: { signing: 'blocked' } }),
    overdue: next.matches({ underApproval: { deadline: 'overdue' } }),
  };
}
