import { ApprovalPoliciesSchema } from '../schemas/approvalPolicies';
import { assumption, endpoint } from './endpoint';

/** Added after the spec (issue 24, policies by amount): this team's assumption. */
export const approvalPolicies = endpoint({
  method: 'GET',
  path: '/v1/approval_policies/',
  summary: "The approval policies of the user's companies (admin and manager)",
  source: assumption('approval-policies-by-amount-issue-24'),
  answer: ApprovalPoliciesSchema,
});
