import type { ApprovalDelegation } from '../../machines/payouts/payrollLifecycle.ts';
import { db } from '../store/index.ts';
import { businessDayOf } from '../store/clock.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { StoredDelegation } from '../store/seed/delegations.ts';
import { approverTypeOf } from './eligibility.ts';

/**
 * Approval delegations as the server judges them (issue 24, "Delegated"; docs/decisions.md "No
 * payroll waits forever, on the server"): on for the business days of their range, while the
 * delegate is active and the delegator still holds the level handed over (a delegator disabled
 * for their leave keeps it on: that is when it is needed).
 */

/** A sign-in user is active unless an admin disabled them on /users. */
export const isActiveUser = (id: number): boolean => db.settings.users.find((user) => user.id === id)?.is_active ?? true;

export const signInUser = (id: number): DemoUser | undefined => db.access.users.find((user) => user.id === id);

export const fullName = (user: Pick<DemoUser, 'first_name' | 'last_name'>): string => `${user.first_name} ${user.last_name}`.trim();

/** Whether the delegation holds on the business day `today` (YYYY-MM-DD). */
export function isOn(delegation: StoredDelegation, today: string): boolean {
  if (today < delegation.starts_on || today > delegation.ends_on) return false;
  const delegator = signInUser(delegation.delegator_id);
  const delegate = signInUser(delegation.delegate_id);
  // The delegator may be disabled for their leave, which is what the delegation is for; it ends
  // when they no longer hold the level (their profile changed on /users), or the delegate is disabled.
  if (!delegator || !delegate || !isActiveUser(delegate.id)) return false;
  return approverTypeOf(delegator) === delegation.level;
}

export const todayOf = (nowMs: number): string => businessDayOf(nowMs);

/** The delegations on now that `delegate` received from approvers of `companyId`. */
function receivedIn(delegate: DemoUser, companyId: number, nowMs: number): StoredDelegation[] {
  const today = todayOf(nowMs);
  return db.delegations.items.filter(
    (delegation) =>
      delegation.delegate_id === delegate.id && signInUser(delegation.delegator_id)?.company_ids.includes(companyId) === true && isOn(delegation, today),
  );
}

/** What a payroll of `companyId` answers the requesting user as `acting_for`. */
export const actingFor = (user: DemoUser, companyId: number, nowMs: number) =>
  receivedIn(user, companyId, nowMs).map((delegation) => ({
    level: delegation.level,
    user_id: delegation.delegator_id,
    name: fullName(signInUser(delegation.delegator_id)!),
  }));

/** The chart's `PayrollActor.delegations` for this user at a payroll of `companyId`. */
export const delegationsAt = (user: DemoUser, companyId: number, nowMs: number): ApprovalDelegation[] =>
  receivedIn(user, companyId, nowMs).map((delegation) => ({ level: delegation.level, forUserId: delegation.delegator_id }));
