import { isOn } from '../access/secondFactor.ts';
import { detailError } from '../http/refusal.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';
import { approverTypeOf } from './eligibility.ts';
import { totalsOf } from './totals.ts';

/**
 * Releasing money (issue 26, an assumption to confirm with the provider): each company's rule
 * for when approving a payroll needs a fresh code from the approver's authenticator, held by
 * the server. The demo's rule for every company: above CLP 10.000.000 loaded; company 2
 * (Minera Pacífico) asks for every approval. Whether its approvers must have a factor at all
 * is its admin's choice (PUT /v1/approval_policies/{company_id}/second_factor), kept in the
 * store so a reset restores it.
 */

interface ReleaseRule {
  /** Every approval needs a code, whatever the amount. */
  readonly every_approval: boolean;
  /** An approval needs a code when the payroll's loaded total in a currency is strictly above its amount here. */
  readonly above: Readonly<Record<string, number>>;
  /** The company's approvers must have a second factor on before they approve anything. */
  readonly required_for_approvers: boolean;
}

/** The demo's amounts for every company. */
const RELEASE_ABOVE: Readonly<Record<string, number>> = { CLP: 10_000_000 };
/** Companies whose every approval asks for a code: Minera Pacífico Ltda. */
const EVERY_APPROVAL: ReadonlySet<number> = new Set([2]);

/** The company's rule as it is now. */
export const releaseRuleOf = (companyId: number): ReleaseRule => ({
  every_approval: EVERY_APPROVAL.has(companyId),
  above: { ...RELEASE_ABOVE },
  required_for_approvers: db.payouts.releaseRequirements.get(companyId) ?? false,
});

/** Sets whether the company's approvers must have a second factor (its admin's call). */
export const requireForApprovers = (companyId: number, required: boolean): void => void db.payouts.releaseRequirements.set(companyId, required);

/** Whether approving the payroll needs a code now: judged at approval time with the rule as it is then. */
export function needsSecondFactor(record: PayrollRecord): boolean {
  const rule = releaseRuleOf(record.company_id);
  if (rule.every_approval) return true;
  return Object.entries(totalsOf(record)).some(
    ([currency, { loaded }]) => Object.hasOwn(rule.above, currency) && loaded.amount > rule.above[currency]!,
  );
}

/**
 * Whether the user approves payrolls of a company that requires a second factor of its
 * approvers, and has none on: they approve nothing until they turn one on.
 */
export const approverMustEnrol = (user: DemoUser): boolean =>
  approverTypeOf(user) !== null && !isOn(user.id) && user.company_ids.some((companyId) => releaseRuleOf(companyId).required_for_approvers);

/** The approval calls' 403 (thrown) for an approver who must turn a second factor on first. */
export function refuseUnenrolledApprover(request: Request, user: DemoUser): void {
  if (approverMustEnrol(user)) detailError(request, 403, 'releaseNeedsFactor');
}
