import { approvalWaitOf } from '../../machines/payouts/payrollRules.ts';
import { db } from '../store/index.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';
import { isActiveUser, isOn, signInUser, todayOf } from './delegations.ts';
import { mayJoin, someApproverCanSign } from './eligibility.ts';
import { movePayroll } from './lifecycle.ts';

/**
 * "No payroll waits forever" on the server (issue 24): what a payroll under approval has become
 * by `nowMs`, recorded through the chart like any other transition. Deadlines come from the
 * stored `level_since` and the policy's times, so nothing depends on a timer having run.
 */

/** Whether someone active may sign the payroll's current level now (docs/decisions.md, "No payroll waits forever, on the server"). */
function canBeSigned(record: PayrollRecord, nowMs: number): boolean {
  if (someApproverCanSign(record, db.access.users, isActiveUser)) return true;
  // A delegation from an approver disabled for their leave keeps the level signable: four-eyes
  // still bars the delegator and the delegate alike (docs/decisions.md).
  const today = todayOf(nowMs);
  return db.delegations.items.some(
    (delegation) =>
      delegation.level === record.actual_approver_id &&
      signInUser(delegation.delegator_id)?.company_ids.includes(record.company_id) === true &&
      mayJoin(record, delegation.delegator_id, () => true) &&
      mayJoin(record, delegation.delegate_id, isActiveUser) &&
      isOn(delegation, today),
  );
}

/**
 * In this order: overdue (at its deadline, once), then expired (at its deadline), else blocked
 * or unblocked from who can sign now (at now). An expired level is recorded overdue first even
 * when no request came in between: the deadline instants make the ledger exact, and the same
 * whether or not anyone asked meanwhile.
 */
export function settleWait(record: PayrollRecord, nowMs: number): void {
  if (record.status_id !== 4) return;
  const wait = approvalWaitOf(record);
  if (wait === null || wait === 'unassigned') return;
  // A policy may expire a level before it would escalate: then it never was overdue.
  const escalatesFirst = wait.escalatesAt !== null && (wait.expiresAt === null || wait.escalatesAt <= wait.expiresAt);
  if (!record.overdue && escalatesFirst && nowMs >= wait.escalatesAt!) {
    movePayroll(record, { type: 'ESCALATE', at: wait.escalatesAt! }, wait.escalatesAt!, null, { key: 'reasonOverdue', params: { level: wait.level } });
  }
  if (wait.expiresAt !== null && nowMs >= wait.expiresAt) {
    const outcome = movePayroll(record, { type: 'EXPIRE', at: wait.expiresAt }, wait.expiresAt, null, { key: 'detailExpired' });
    if (outcome.ok) record.detail = { key: 'detailExpired' };
    return;
  }
  const blocked = !canBeSigned(record, nowMs);
  if (blocked !== record.approval_blocked) {
    movePayroll(record, { type: blocked ? 'BLOCK' : 'UNBLOCK' }, nowMs, null, blocked ? { key: 'reasonBlocked', params: { level: wait.level } } : { key: 'reasonUnblocked' });
  }
}
