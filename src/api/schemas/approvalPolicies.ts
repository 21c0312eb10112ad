import * as v from 'valibot';

/**
 * GET /v1/approval_policies/ (issue 24; not in the spec: docs/decisions.md "Approval policies
 * by amount"). The output matches `ApprovalPolicy` of machines/payouts/approvalPolicy.ts.
 */
const PolicyLevelSchema = v.object({
  approver_type: v.number(),
  above: v.record(v.string(), v.number()),
});

const CompanyPolicySchema = v.object({
  company_id: v.number(),
  company_name: v.string(),
  levels: v.array(PolicyLevelSchema),
  escalation_hours: v.number(),
  expiry_days: v.number(),
});
export type CompanyPolicy = v.InferOutput<typeof CompanyPolicySchema>;

export const ApprovalPoliciesSchema = v.object({ items: v.array(CompanyPolicySchema) });
