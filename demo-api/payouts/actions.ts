import type { PayrollLifecycleEvent } from '../../machines/payouts/payrollLifecycle.ts';
import { applyPayrollEvent, type LifecycleOutcome } from '../../machines/payouts/payrollRules.ts';
import type { DemoLanguage } from '../http/language.ts';
import { say, type MessageKey, type MessageParams } from '../http/messages/index.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';
import { delegationsAt } from './delegations.ts';
import { actorOf, movePayroll } from './lifecycle.ts';
import { scheduleBank } from './processing.ts';
import { releases, spendGrant } from './releaseGrants.ts';
import { needsSecondFactor } from './releaseRules.ts';

/**
 * Approve, reject and delete, one payroll at a time: the single call and every row of a bulk
 * call go through here, so both answer and record exactly alike (docs/decisions.md, "Bulk
 * payroll actions (issue 25)").
 */

/** A rejection reason is read by people, not stored as a document (docs/decisions.md, "Demo API security"). */
const MAX_REASON_LENGTH = 500;

const ACTION_EVENTS = {
  approved: { refused: 'cannotApprove' },
  reject: { refused: 'cannotReject' },
  delete: { refused: 'cannotDelete' },
} as const satisfies Record<string, { refused: MessageKey }>;
export type PayrollActionName = keyof typeof ACTION_EVENTS;

// Only the names the API knows: `in` would also find toString, constructor and the like.
export const isPayrollAction = (name: string): name is PayrollActionName => Object.hasOwn(ACTION_EVENTS, name);

/** Why an action is refused: the single call's status and text. */
interface ActionRefusal {
  readonly status: number;
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

type ActionAnswer =
  | { readonly ok: true; readonly text: string }
  /** `secondFactorRequired`: refused for want of a release grant (issue 26); the single call says so. */
  | { readonly ok: false; readonly status: number; readonly detail: string; readonly secondFactorRequired?: true };

export const reasonTooLong = (reason: string): ActionRefusal | null =>
  [...reason].length > MAX_REASON_LENGTH ? { status: 400, key: 'reasonTooLong', params: { max: String(MAX_REASON_LENGTH) } } : null;

function actionEvent(name: PayrollActionName, user: DemoUser, reason: string, record: PayrollRecord, nowMs: number): PayrollLifecycleEvent {
  // The levels handed to this user for now in the payroll's company (issue 24, "Delegated").
  const by = actorOf(user, delegationsAt(user, record.company_id, nowMs));
  // A level's wait starts when it is reached: movePayroll stamps the same time.
  if (name === 'approved') return { type: 'APPROVE', by, at: nowMs };
  if (name === 'reject') return { type: 'REJECT', by, reason };
  return { type: 'DELETE', by };
}

function refusalFrom(name: PayrollActionName, outcome: LifecycleOutcome): ActionRefusal | null {
  if (outcome.ok) return null;
  if (outcome.refusal === 'permission') return { status: 403, key: 'notPermitted' };
  if (outcome.refusal === 'ownUpload') return { status: 403, key: 'ownPayroll' };
  if (outcome.refusal === 'signedBefore') return { status: 403, key: 'signedBefore' };
  if (outcome.refusal === 'reason') return { status: 400, key: 'reasonRequired' };
  return { status: 400, key: ACTION_EVENTS[name].refused };
}

/**
 * Whether `user` may apply the action to the payroll now, asked of the lifecycle chart without
 * moving anything (a preview). A rejection is judged as if its reason were given: the reason
 * is asked for once, for the whole selection.
 */
export function refusalOf(record: PayrollRecord, name: PayrollActionName, user: DemoUser, nowMs: number): ActionRefusal | null {
  return refusalFrom(name, applyPayrollEvent(record, actionEvent(name, user, 'reason', record, nowMs)));
}

/** The next action on these payrolls fails once (the /__demo/payroll-action-failures hook); true when this one does. */
function failsNow(record: PayrollRecord): boolean {
  const failing = db.payouts.actionFailures;
  if (!failing.includes(record.id)) return false;
  db.payouts.actionFailures = failing.filter((id) => id !== record.id);
  return true;
}

/**
 * Applies the action to a payroll the user sees, with its after-effects; the answer's text in
 * `language`. `releaseGrant` ('' when none was sent) releases an approval the company's rule
 * holds (issue 26, payouts/releaseRules.ts); other actions and approvals ignore it.
 */
export function applyPayrollAction(
  record: PayrollRecord,
  name: PayrollActionName,
  user: DemoUser,
  reason: string,
  nowMs: number,
  language: DemoLanguage,
  releaseGrant: string,
): ActionAnswer {
  const refused = (refusal: ActionRefusal): ActionAnswer => ({ ok: false, status: refusal.status, detail: say(language, refusal.key, refusal.params) });
  const tooLong = name === 'reject' ? reasonTooLong(reason) : null;
  if (tooLong) return refused(tooLong);
  if (failsNow(record)) return refused({ status: 503, key: 'actionFailedNow' });
  // Issue 26: an approval the release rule holds needs the user's live grant naming this payroll.
  let released = false;
  if (name === 'approved') {
    // The lifecycle's own refusal first: a code does not make an approval someone may not make
    // (and a payroll nobody may approve is not judged, so its lines are not made for nothing).
    const refusal = refusalOf(record, name, user, nowMs);
    if (refusal) return refused(refusal);
    released = needsSecondFactor(record);
    if (released && !releases(releaseGrant, user.id, record.id)) {
      return { ok: false, status: 403, detail: say(language, 'releaseCodeNeeded'), secondFactorRequired: true };
    }
  }
  const outcome = movePayroll(record, actionEvent(name, user, reason, record, nowMs), nowMs, user, undefined, released);
  const refusal = refusalFrom(name, outcome);
  if (refusal) return refused(refusal);
  // One approval per payroll per grant.
  if (released) spendGrant(releaseGrant, record.id);
  const id = String(record.id);
  if (name === 'delete') return { ok: true, text: say(language, 'deletedDone', { id }) };
  if (name === 'reject') {
    record.detail = { text: reason };
    return { ok: true, text: say(language, 'rejectedDone', { id }) };
  }
  if (record.status_id === 5) {
    scheduleBank(record, nowMs);
    return { ok: true, text: say(language, 'approvedLast', { id }) };
  }
  record.detail = { key: 'detailWaiting', params: { level: record.actual_approver_id ?? 2 } };
  return { ok: true, text: say(language, 'approvedFirst', { id }) };
}
