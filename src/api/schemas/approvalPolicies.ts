import * as v from 'valibot';

/**
 * GET /v1/approval_policies/ (issue 24; not in the spec: docs/decisions.md "Approval policies
 * by amount"). The output matches `ApprovalPolicy` of machines/payouts/approvalPolicy.ts.
 */
const PolicyLevelSchema = v.object({
  approver_type: v.number(),
  above: v.record(v.string(), v.number()),
});

export const CompanyPolicySchema = v.object({
  company_id: v.number(),
  company_name: v.string(),
  levels: v.array(PolicyLevelSchema),
  escalation_hours: v.number(),
  expiry_days: v.number(),
  /** Issue 26: which approvals need a fresh code (all, or those above a total per currency) and whether approvers must have a second factor. */
  release: v.optional(
    v.object({ every_approval: v.boolean(), above: v.record(v.string(), v.number()), required_for_approvers: v.boolean() }),
    { every_approval: false, above: {}, required_for_approvers: false },
  ),
});
export type CompanyPolicy = v.InferOutput<typeof CompanyPolicySchema>;

export const ApprovalPoliciesSchema = v.object({ items: v.array(CompanyPolicySchema) });
