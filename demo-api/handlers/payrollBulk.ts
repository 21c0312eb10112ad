import { http, HttpResponse } from 'msw';
import { readBody } from '../http/body.ts';
import { notFound } from '../http/refusal.ts';
import { isPayrollAction } from '../payouts/actions.ts';
import { applyBulk, previewBulk } from '../payouts/bulk.ts';
import { refuseUnenrolledApprover } from '../payouts/releaseRules.ts';
import { demoNow } from '../store/index.ts';
import { signedIn } from './payouts.ts';

/**
 * Bulk payroll actions (issue 25, an assumption: docs/decisions.md "Bulk payroll actions"):
 * a preview of a selection, then the action on at most 25 payrolls a request, row by row.
 * Approvals the release rule holds need a `release_grant` (issue 26, payouts/releaseRules.ts).
 */
export const payrollBulkHandlers = [
  http.post(
    '*/v1/payroll/bulk/:action/preview',
    signedIn(async ({ request, url, user, language, params }) => {
      const name = String(params.action);
      if (!isPayrollAction(name)) return notFound(request);
      const body = await readBody(request);
      if (body instanceof Response) return body;
      return HttpResponse.json(previewBulk(request, url, body, user, name, demoNow().getTime(), language));
    }),
  ),

  http.post(
    '*/v1/payroll/bulk/:action',
    signedIn(async ({ request, user, language, params }) => {
      const name = String(params.action);
      if (!isPayrollAction(name)) return notFound(request);
      // Issue 26: an approver whose company requires a second factor approves nothing without one.
      if (name === 'approved') refuseUnenrolledApprover(request, user);
      const body = await readBody(request);
      if (body instanceof Response) return body;
      return HttpResponse.json({ results: applyBulk(request, body, user, name, demoNow().getTime(), language) });
    }),
  ),
];
