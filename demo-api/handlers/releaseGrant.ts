import { http, HttpResponse } from 'msw';
import { isOn, useCode } from '../access/secondFactor.ts';
import { readBody, requiredIdList } from '../http/body.ts';
import { clearFailures } from '../http/loginThrottle.ts';
import { detailError } from '../http/refusal.ts';
import { SELECTION_MAX } from '../payouts/bulk.ts';
import { openGrant } from '../payouts/releaseGrants.ts';
import { signedIn } from './payouts.ts';
import { codeFrom, wrongCode } from './secondFactor.ts';

/**
 * POST /v1/payroll/release_grant (issue 26, an assumption to confirm with the provider:
 * docs/decisions.md "A second factor (issue 26)"): a current authenticator code buys a grant
 * that releases each of these payrolls' approval once, for five minutes (payouts/releaseGrants.ts).
 * Wrong codes count with wrong passwords, as everywhere else (http/loginThrottle.ts).
 */
export const releaseGrantHandlers = [
  http.post(
    '*/v1/payroll/release_grant',
    signedIn(async ({ request, user }) => {
      // Also the answer to an approver whose company requires a factor (releaseRules.ts, approverMustEnrol): they have none.
      if (!isOn(user.id)) return detailError(request, 403, 'releaseNeedsFactor');
      const body = await readBody(request);
      if (body instanceof Response) return body;
      // Ids the user cannot see stay in the grant: the approval refuses them, and nothing is revealed here.
      const ids = requiredIdList(request, body, 'ids', SELECTION_MAX);
      const code = codeFrom(request, body, user);
      if (code instanceof Response) return code;
      // Authenticator codes only: a recovery code signs in, it does not release money.
      if (!useCode(user.id, user.username, code)) return wrongCode(request, user.username, 'code');
      clearFailures(user.username);
      return HttpResponse.json(openGrant(user.id, ids), { status: 201 });
    }),
  ),
];
