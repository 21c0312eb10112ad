import { DEFAULT_ESCALATION_HOURS, DEFAULT_EXPIRY_DAYS, SPEC_POLICY, levelsFor, type ApprovalPolicy } from '../../machines/payouts/approvalPolicy.ts';

/**
 * Each company's approval policy, held by the server (issue 24, "Policies by amount"). Most
 * keep the spec's two levels for every payroll; companies 5 and 8 sign nothing off; company 3
 * (Inversiones Lima, cargalima's) needs approver 1 only above PEN 250.000 or USD 100.000. A
 * seeded payroll of company 3 has at most 28 lines of PEN 8.000 or USD 3.000, so every seeded
 * one, and every test's small upload, stays below and is approved at once.
 */
const NO_APPROVAL: ApprovalPolicy = { levels: [], escalation_hours: DEFAULT_ESCALATION_HOURS, expiry_days: DEFAULT_EXPIRY_DAYS };

export const COMPANY3_THRESHOLDS = { PEN: 250_000, USD: 100_000 } as const;

const TIERED: ApprovalPolicy = {
  levels: [{ approver_type: 1, above: COMPANY3_THRESHOLDS }],
  escalation_hours: DEFAULT_ESCALATION_HOURS,
  expiry_days: DEFAULT_EXPIRY_DAYS,
};

const POLICIES: Readonly<Record<number, ApprovalPolicy>> = { 3: TIERED, 5: NO_APPROVAL, 8: NO_APPROVAL };

/** Policies a test put in place of the demo's (tests/property: random policies); none otherwise. */
let overridden: Readonly<Record<number, ApprovalPolicy>> = {};

/**
 * For tests only: these policies replace the demo's for the companies they name, for payrolls
 * processed from now on (seeds are decided when a store is seeded); `{}` restores the demo's.
 */
export const overridePolicies = (policies: Readonly<Record<number, ApprovalPolicy>>): void => {
  overridden = policies;
};

/** The company's policy as it is now; a company not listed has the spec's. */
export const policyOf = (companyId: number): ApprovalPolicy => overridden[companyId] ?? POLICIES[companyId] ?? SPEC_POLICY;

/** Whether the company signs any payroll off (the ledger's and the record's `requires_approval` before levels are decided). */
export const signsOff = (companyId: number): boolean => policyOf(companyId).levels.length > 0;

/** The levels a payroll with these loaded totals needs now; decided once, when its processing ends. */
export const levelsForPayroll = (companyId: number, totalsByCurrency: Readonly<Record<string, number>>): number[] =>
  levelsFor(policyOf(companyId), totalsByCurrency);
