import * as v from 'valibot';
import { ApprovalPoliciesSchema, CompanyPolicySchema } from '../schemas/approvalPolicies';
import { assumption, endpoint } from './endpoint';

/** Added after the spec (issue 24, policies by amount): this team's assumption. */
export const approvalPolicies = endpoint({
  method: 'GET',
  path: '/v1/approval_policies/',
  summary: "The approval policies of the user's companies (admin and manager)",
  source: assumption('approval-policies-by-amount-issue-24'),
  answer: ApprovalPoliciesSchema,
});

/** Issue 26: the company's admin requires (or stops requiring) a second factor of its approvers. */
export const approverSecondFactor = endpoint({
  method: 'PUT',
  path: '/v1/approval_policies/{company_id}/second_factor',
  summary: "Require a second factor of the company's approvers (its admin only)",
  source: assumption('a-second-factor-issue-26'),
  body: { type: 'json', schema: v.object({ required_for_approvers: v.boolean() }) },
  answer: CompanyPolicySchema,
});
