import { http, HttpResponse } from 'msw';
import { readBody } from '../http/body.ts';
import { detailError, fieldError, notFound } from '../http/refusal.ts';
import { pathId } from '../http/route.ts';
import { policyOf } from '../payouts/policies.ts';
import { releaseRuleOf, requireForApprovers } from '../payouts/releaseRules.ts';
import { db } from '../store/index.ts';
import type { DemoCompany } from '../store/seed/access.ts';
import { signedIn } from './payouts.ts';

/** Who may read the policies (issue 24): the merchant's admin and manager. */
const READERS: readonly string[] = ['ADMIN', 'MANAGER'];

/** A company's policy as it is now, with its release rule (issue 26). */
function policyItem(company: DemoCompany) {
  const policy = policyOf(company.pk);
  const release = releaseRuleOf(company.pk);
  return {
    company_id: company.pk,
    company_name: company.name,
    levels: policy.levels.map((level) => ({ approver_type: level.approver_type, above: { ...level.above } })),
    escalation_hours: policy.escalation_hours,
    expiry_days: policy.expiry_days,
    release: { every_approval: release.every_approval, above: { ...release.above }, required_for_approvers: release.required_for_approvers },
  };
}

/**
 * GET /v1/approval_policies/ (this team's assumption, docs/decisions.md "Approval policies by
 * amount"): the policy of each of the user's companies, as it is now. PUT
 * …/{company_id}/second_factor (issue 26): the company's admin requires a second factor of its
 * approvers, or stops requiring it.
 */
export const approvalPoliciesHandlers = [
  http.get(
    '*/v1/approval_policies/',
    signedIn(({ request, user }) => {
      if (!user.profile_names.some((profile) => READERS.includes(profile))) return detailError(request, 403, 'notPermitted');
      const items = db.access.companies.filter((company) => user.company_ids.includes(company.pk)).map(policyItem);
      return HttpResponse.json({ items });
    }),
  ),

  http.put(
    '*/v1/approval_policies/:company_id/second_factor',
    signedIn(async ({ request, user, params }) => {
      if (!user.profile_names.includes('ADMIN')) return detailError(request, 403, 'notPermitted');
      const companyId = pathId(params.company_id);
      // Another company's reads as one that does not exist.
      const company = db.access.companies.find((candidate) => candidate.pk === companyId && user.company_ids.includes(candidate.pk));
      if (!company) return notFound(request);
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const required = body.required_for_approvers;
      if (required === undefined) return fieldError(request, 'required_for_approvers', 'fieldRequired');
      if (typeof required !== 'boolean') return fieldError(request, 'required_for_approvers', 'invalidBoolean');
      requireForApprovers(company.pk, required);
      return HttpResponse.json(policyItem(company));
    }),
  ),
];
