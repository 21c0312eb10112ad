import { http, HttpResponse } from 'msw';
import { detailError } from '../http/refusal.ts';
import { policyOf } from '../payouts/policies.ts';
import { db } from '../store/index.ts';
import { signedIn } from './payouts.ts';

/** Who may read the policies (issue 24): the merchant's admin and manager. */
const READERS: readonly string[] = ['ADMIN', 'MANAGER'];

/**
 * GET /v1/approval_policies/ (this team's assumption, docs/decisions.md "Approval policies by
 * amount"): the policy of each of the user's companies, as it is now.
 */
export const approvalPoliciesHandlers = [
  http.get(
    '*/v1/approval_policies/',
    signedIn(({ request, user }) => {
      if (!user.profile_names.some((profile) => READERS.includes(profile))) return detailError(request, 403, 'notPermitted');
      const items = db.access.companies
        .filter((company) => user.company_ids.includes(company.pk))
        .map((company) => {
          const policy = policyOf(company.pk);
          return {
            company_id: company.pk,
            company_name: company.name,
            levels: policy.levels.map((level) => ({ approver_type: level.approver_type, above: { ...level.above } })),
            escalation_hours: policy.escalation_hours,
            expiry_days: policy.expiry_days,
          };
        });
      return HttpResponse.json({ items });
    }),
  ),
];
