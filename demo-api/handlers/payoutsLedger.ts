import { http, HttpResponse } from 'msw';
import { paginate } from '../http/paging.ts';
import { detailError, notFound } from '../http/refusal.ts';
import { ledgerEntryJson, payrollHistory, selectHistory, isAuditor } from '../payouts/ledgerQuery.ts';
import { slowAnswer } from '../http/slowUpload.ts';
import { db } from '../store/index.ts';
import { pathId, signedIn } from './payouts.ts';

/** The page size the app's audit export reads the ledger in (src/payouts/payoutAudit/auditRows.ts). */
const EXPORT_PAGE_SIZE = 1000;

/**
 * The payroll ledger (issue 12): a payroll's history for whoever may see the payroll, and
 * every payroll's transitions, filtered and paged, for auditors only (403 for the others).
 */
export const payoutsLedgerHandlers = [
  http.get(
    '*/v1/payrolls/history/',
    signedIn(async ({ request, url, user, language }) => {
      if (!isAuditor(user)) return detailError(request, 403, 'notPermitted');
      const { pageItems, paginate: page } = paginate(request, url, selectHistory(request, url, user));
      // A test control's hold (POST /__demo/export-control) on the audit trail's export: its
      // first page (the largest page, not the histories by payroll_id__in) waits, then comes
      // back short under the same paginate, as a server that stopped early.
      const control = db.payouts.exportControl;
      const exportRead = url.searchParams.get('itemsPerPage') === String(EXPORT_PAGE_SIZE) && !url.searchParams.has('payroll_id__in');
      if (!control || !exportRead) return HttpResponse.json({ items: pageItems.map((entry) => ledgerEntryJson(entry, language)), paginate: page });
      db.payouts.exportControl = null;
      await slowAnswer(request, control.delayMs);
      const items = control.cutShortTo === null ? pageItems : pageItems.slice(0, control.cutShortTo);
      return HttpResponse.json({ items: items.map((entry) => ledgerEntryJson(entry, language)), paginate: page });
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
