import { idList, requiredIdList, type BodyFields } from '../http/body.ts';
import type { DemoLanguage } from '../http/language.ts';
import { say } from '../http/messages/index.ts';
import { fieldError, refuse } from '../http/refusal.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';
import { applyPayrollAction, reasonTooLong, refusalOf, type PayrollActionName } from './actions.ts';
import { needsSecondFactor } from './releaseRules.ts';
import { round2, totalsOf } from './totals.ts';
import { selectPayrolls, visiblePayrolls } from './select.ts';

/**
 * Bulk payroll actions (issue 25; docs/decisions.md, "Bulk payroll actions"): a preview judges
 * a selection with the single action's rules, then the action runs on a batch row by row.
 */

/** At most this many payrolls a selection (src/api/contract/payrollBulk.ts, BULK_SELECTION_MAX); release_grant's too. */
export const SELECTION_MAX = 500;
/** At most this many payrolls an action request (BULK_BATCH_MAX). */
const BATCH_MAX = 25;

type Selection = { readonly kind: 'ids'; readonly ids: number[] } | { readonly kind: 'allMatching'; readonly exclude: ReadonlySet<number> };

/** `{ ids }` or `{ all_matching: true, exclude? }`, nothing else. */
function selectionOf(request: Request, body: BodyFields, language: DemoLanguage): Selection {
  const hasIds = body.ids !== undefined;
  const allMatching = body.all_matching !== undefined;
  if (hasIds === allMatching || (allMatching && body.all_matching !== true) || (hasIds && body.exclude !== undefined)) {
    refuse(400, { non_field_errors: [say(language, 'bulkIdsOrAll')] });
  }
  if (hasIds) return { kind: 'ids', ids: [...new Set(requiredIdList(request, body, 'ids', SELECTION_MAX))] };
  return { kind: 'allMatching', exclude: new Set(body.exclude === undefined ? [] : idList(request, body, 'exclude', Number.MAX_SAFE_INTEGER)) };
}

const newestFirst = (a: PayrollRecord, b: PayrollRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

interface BulkPreviewAnswer {
  readonly matching: number;
  /** `second_factor`: approving it needs a release grant (issue 26); false for the other actions. */
  readonly allowed: { id: number; filename: string; second_factor: boolean }[];
  readonly refused: { id: number; filename: string; reason: string }[];
  readonly totals: Record<string, { count: number; amount: number }>;
  /** Some allowed row needs a release grant: the app asks for a code before the first batch. */
  second_factor_required: boolean;
}

/**
 * Judges the selection without changing anything. Rows come in the list's order (newest
 * first, as GET /v1/payrolls/), ids nobody may see last, in the order sent.
 */
export function previewBulk(request: Request, url: URL, body: BodyFields, user: DemoUser, name: PayrollActionName, nowMs: number, language: DemoLanguage): BulkPreviewAnswer {
  const selection = selectionOf(request, body, language);
  let records: PayrollRecord[];
  let unknown: number[] = [];
  if (selection.kind === 'ids') {
    const wanted = new Set(selection.ids);
    records = visiblePayrolls(user).filter((record) => wanted.has(record.id)).sort(newestFirst);
    const seen = new Set(records.map((record) => record.id));
    unknown = selection.ids.filter((id) => !seen.has(id));
  } else {
    records = selectPayrolls(request, url, user).filter((record) => !selection.exclude.has(record.id));
    if (records.length > SELECTION_MAX) refuse(400, { detail: say(language, 'bulkTooMany', { max: SELECTION_MAX, count: records.length }) });
  }
  const answer: BulkPreviewAnswer = { matching: records.length + unknown.length, allowed: [], refused: [], totals: {}, second_factor_required: false };
  for (const record of records) {
    const refusal = refusalOf(record, name, user, nowMs);
    if (refusal) {
      answer.refused.push({ id: record.id, filename: record.filename, reason: say(language, refusal.key, refusal.params) });
      continue;
    }
    const secondFactor = name === 'approved' && needsSecondFactor(record);
    answer.allowed.push({ id: record.id, filename: record.filename, second_factor: secondFactor });
    answer.second_factor_required ||= secondFactor;
    for (const [currency, { loaded }] of Object.entries(totalsOf(record))) {
      const sum = (answer.totals[currency] ??= { count: 0, amount: 0 });
      sum.count += loaded.count;
      sum.amount = round2(sum.amount + loaded.amount);
    }
  }
  // Never revealed: an id of another company reads as one that does not exist.
  for (const id of unknown) answer.refused.push({ id, filename: '', reason: say(language, 'notFound') });
  return answer;
}

type BulkRow = { readonly id: number; readonly ok: true; readonly text: string } | { readonly id: number; readonly ok: false; readonly detail: string };

/**
 * Applies the action to each id in the request's order, exactly as the single call would; one
 * row's refusal never stops the others. A repeated id is tried again, and the rules refuse it.
 * One `release_grant` serves every row of the request, and of later batches (issue 26).
 */
export function applyBulk(request: Request, body: BodyFields, user: DemoUser, name: PayrollActionName, nowMs: number, language: DemoLanguage): BulkRow[] {
  const ids = requiredIdList(request, body, 'ids', BATCH_MAX);
  if (body.detail !== undefined && typeof body.detail !== 'string') fieldError(request, 'detail', 'notAString');
  if (body.release_grant !== undefined && typeof body.release_grant !== 'string') fieldError(request, 'release_grant', 'notAString');
  const releaseGrant = typeof body.release_grant === 'string' ? body.release_grant : '';
  const reason = typeof body.detail === 'string' ? body.detail.trim() : '';
  if (name === 'reject') {
    if (reason === '') refuse(400, { detail: say(language, 'reasonRequired') });
    const tooLong = reasonTooLong(reason);
    if (tooLong) refuse(tooLong.status, { detail: say(language, tooLong.key, tooLong.params) });
  }
  return ids.map((id): BulkRow => {
    // Looked up row by row: an earlier row of this batch may have deleted it.
    const record = visiblePayrolls(user).find((candidate) => candidate.id === id);
    if (!record) return { id, ok: false, detail: say(language, 'notFound') };
    const answer = applyPayrollAction(record, name, user, reason, nowMs, language, releaseGrant);
    return answer.ok ? { id, ok: true, text: answer.text } : { id, ok: false, detail: answer.detail };
  });
}
