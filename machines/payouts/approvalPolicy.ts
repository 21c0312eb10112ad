/**
 * A company's approval policy (issue 24, "Policies by amount"): which approver types sign its
 * payrolls, in order, and from which amounts. Pure, so the demo API decides levels with it and
 * the app shows the same policy the server answers.
 */

/** One level: its approver type, and per currency the loaded amount above which it is needed. */
interface PolicyLevel {
  readonly approver_type: number;
  /** A currency not listed here needs this level for any amount; `{}`: every payroll. */
  readonly above: Readonly<Record<string, number>>;
}

export interface ApprovalPolicy {
  /** In signing order. */
  readonly levels: readonly PolicyLevel[];
  /** A payroll waiting longer than this at one level is overdue (stored now, acted on later). */
  readonly escalation_hours: number;
  /** A payroll waiting longer than this is rejected as expired (stored now, acted on later). */
  readonly expiry_days: number;
}

/** The demo's times for "No payroll waits forever". */
export const DEFAULT_ESCALATION_HOURS = 24;
export const DEFAULT_EXPIRY_DAYS = 7;

/** The spec's rule (spec 01 sections 2 and 6): approver 1 then approver 2 for every payroll. */
export const SPEC_POLICY: ApprovalPolicy = {
  levels: [
    { approver_type: 1, above: {} },
    { approver_type: 2, above: {} },
  ],
  escalation_hours: DEFAULT_ESCALATION_HOURS,
  expiry_days: DEFAULT_EXPIRY_DAYS,
};

/**
 * Whether a payroll with these loaded totals needs the level: some currency of the payroll is
 * not listed, or its total is above the level's amount. A payroll with no currency at all
 * needs only the levels for every amount.
 */
function levelNeeded(level: PolicyLevel, totalsByCurrency: Readonly<Record<string, number>>): boolean {
  if (Object.keys(level.above).length === 0) return true;
  return Object.entries(totalsByCurrency).some(([currency, total]) => {
    const limit = level.above[currency];
    return limit === undefined || total > limit;
  });
}

/** The approver types this payroll needs, in the policy's order; none: it is approved at once. */
export function levelsFor(policy: ApprovalPolicy, totalsByCurrency: Readonly<Record<string, number>>): number[] {
  return policy.levels.filter((level) => levelNeeded(level, totalsByCurrency)).map((level) => level.approver_type);
}
