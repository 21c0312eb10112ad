import { http, HttpResponse } from 'msw';
import { paginate } from '../http/paging.ts';
import { detailError, notFound } from '../http/refusal.ts';
import { ledgerEntryJson, payrollHistory, selectHistory, isAuditor } from '../payouts/ledgerQuery.ts';
import { pathId, signedIn } from './payouts.ts';

/**
 * The payroll ledger (issue 12): a payroll's history for whoever may see the payroll, and
 * every payroll's transitions, filtered and paged, for auditors only (403 for the others).
 */
export const payoutsLedgerHandlers = [
  http.get(
    '*/v1/payrolls/history/',
    signedIn(({ request, url, user, language }) => {
      if (!isAuditor(user)) return detailError(request, 403, 'notPermitted');
      const { pageItems, paginate: page } = paginate(request, url, selectHistory(request, url, user));
      return HttpResponse.json({ items: pageItems.map((entry) => ledgerEntryJson(entry, language)), paginate: page });
    }),
  ),

  http.get(
    '*/v1/payrolls/:id/history/',
    signedIn(({ request, user, language, params }) => {
      const id = pathId(params.id);
      const entries = id === null ? [] : payrollHistory(user, id);
      if (entries.length === 0) return notFound(request);
      return HttpResponse.json({ payroll_id: id, items: entries.map((entry) => ledgerEntryJson(entry, language)) });
    }),
  ),
];
