import * as v from 'valibot';
import { paginated } from './paginated';

/**
 * The payroll ledger (issue 12; not in the spec: docs/decisions.md "Payroll ledger"). The
 * output matches `LedgerEntry` of machines/payouts/payrollLedger.ts, which replays it.
 */
const NullableNumber = v.nullable(v.number());
const Sha256Hex = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

const LedgerActorSchema = v.object({
  kind: v.picklist(['user', 'system', 'bank', 'api']),
  user_id: NullableNumber,
  username: v.nullable(v.string()),
  name: v.string(),
  profiles: v.array(v.string()),
  type_of_user__id: NullableNumber,
});

const LedgerEntrySchema = v.object({
  id: v.number(),
  payroll_id: v.number(),
  company_id: v.number(),
  company_name: v.optional(v.string(), ''),
  requires_approval: v.boolean(),
  // Issue 24, policies by amount: the levels decided when processing ended (null before; absent: not sent).
  approval_levels: v.optional(v.nullable(v.array(v.number())), null),
  // Issue 24, no payroll waits forever: the policy's times, decided with the levels (null before).
  escalation_hours: v.optional(v.nullable(v.number()), null),
  expiry_days: v.optional(v.nullable(v.number()), null),
  from_status: NullableNumber,
  event: v.string(),
  to_status: NullableNumber,
  approver_level: NullableNumber,
  actor: LedgerActorSchema,
  // Issue 24, delegated: whose level the actor signed (null: their own).
  on_behalf_of: v.optional(v.nullable(v.object({ user_id: v.number(), name: v.string() })), null),
  at: v.pipe(v.string(), v.isoTimestamp()),
  // Issue 26: a second factor released this approval (never the code itself).
  second_factor: v.optional(v.boolean(), false),
  reason: v.nullable(v.string()),
  // Issue 24: the hash chain (machines/payouts/ledgerChain.ts), checked in the browser.
  reason_code: v.nullable(v.string()),
  hash: Sha256Hex,
  prev_hash: Sha256Hex,
});
export type LedgerEntryAnswer = v.InferOutput<typeof LedgerEntrySchema>;

/** GET /v1/payrolls/{id}/history/: the payroll's entries, oldest first. */
export const PayrollHistorySchema = v.object({ payroll_id: v.number(), items: v.array(LedgerEntrySchema) });

/** GET /v1/payrolls/history/: entries across payrolls, newest first, paged. */
export const LedgerPageSchema = paginated(LedgerEntrySchema);
