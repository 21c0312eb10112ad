import { typeName, type BodyFields } from '../http/body.ts';
import type { DemoLanguage } from '../http/language.ts';
import { say } from '../http/messages/index.ts';
import { fieldError, refuse } from '../http/refusal.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';
import { applyPayrollAction, reasonTooLong, refusalOf, type PayrollActionName } from './actions.ts';
import { round2, totalsOf } from './present.ts';
import { selectPayrolls, visiblePayrolls } from './select.ts';

/**
 * Bulk payroll actions (issue 25; docs/decisions.md, "Bulk payroll actions"): a preview judges
 * a selection with the single action's rules, then the action runs on a batch row by row.
 */

/** At most this many payrolls a selection (src/api/contract/payrollBulk.ts, BULK_SELECTION_MAX). */
const SELECTION_MAX = 500;
/** At most this many payrolls an action request (BULK_BATCH_MAX). */
const BATCH_MAX = 25;

/** A list of ids as DRF's ListField(IntegerField) reads it: a refusal names the field. */
function idList(request: Request, body: BodyFields, name: string, max: number): number[] {
  const value = body[name];
  if (!Array.isArray(value)) return fieldError(request, name, 'expectedList', { type: typeName(value) });
  if (value.some((item) => typeof item !== 'number' || !Number.isSafeInteger(item))) fieldError(request, name, 'validInteger');
  if (value.length > max) fieldError(request, name, 'listTooLong', { max });
  return value as number[];
}

type Selection = { readonly kind: 'ids'; readonly ids: number[] } | { readonly kind: 'allMatching'; readonly exclude: ReadonlySet<number> };

/** `{ ids }` or `{ all_matching: true, exclude? }`, nothing else. */
function selectionOf(request: Request, body: BodyFields, language: DemoLanguage): Selection {
  const hasIds = body.ids !== undefined;
  const allMatching = body.all_matching !== undefined;
  if (hasIds === allMatching || (allMatching && body.all_matching !== true) || (hasIds && body.exclude !== undefined)) {
    refuse(400, { non_field_errors: [say(language, 'bulkIdsOrAll')] });
  }
  if (hasIds) {
    const ids = idList(request, body, 'ids', SELECTION_MAX);
    if (ids.length === 0) fieldError(request, 'ids', 'emptyList');
    return { kind: 'ids', ids: [...new Set(ids)] };
  }
  return { kind: 'allMatching', exclude: new Set(body.exclude === undefined ? [] : idList(request, body, 'exclude', Number.MAX_SAFE_INTEGER)) };
}

const newestFirst = (a: PayrollRecord, b: PayrollRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

interface BulkPreviewAnswer {
  readonly matching: number;
  readonly allowed: { id: number; filename: string }[];
  readonly refused: { id: number; filename: string; reason: string }[];
  readonly totals: Record<string, { count: number; amount: number }>;
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
  const answer: BulkPreviewAnswer = { matching: records.length + unknown.length, allowed: [], refused: [], totals: {} };
  for (const record of records) {
    const refusal = refusalOf(record, name, user, nowMs);
    if (refusal) {
      answer.refused.push({ id: record.id, filename: record.filename, reason: say(language, refusal.key, refusal.params) });
      continue;
    }
    answer.allowed.push({ id: record.id, filename: record.filename });
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
 */
export function applyBulk(request: Request, body: BodyFields, user: DemoUser, name: PayrollActionName, nowMs: number, language: DemoLanguage): BulkRow[] {
  if (body.ids === undefined) fieldError(request, 'ids', 'fieldRequired');
  const ids = idList(request, body, 'ids', BATCH_MAX);
  if (ids.length === 0) fieldError(request, 'ids', 'emptyList');
  if (body.detail !== undefined && typeof body.detail !== 'string') fieldError(request, 'detail', 'notAString');
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
    const answer = applyPayrollAction(record, name, user, reason, nowMs, language);
    return answer.ok ? { id, ok: true, text: answer.text } : { id, ok: false, detail: answer.detail };
  });
}
