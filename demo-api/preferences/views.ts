import type { ColumnSetting } from '../../machines/shared/columnLayout.ts';
import { VIEW_NAME_MAX, VIEW_SEARCH_KEY, VIEW_SEARCH_KEYS_MAX, VIEW_SEARCH_VALUE_MAX } from '../../machines/shared/savedView.ts';
import { typeName, type BodyFields } from '../http/body.ts';
import { sayFor } from '../http/messages/index.ts';
import { refuse, Refusal } from '../http/refusal.ts';
import type { DemoView } from '../store/seed/preferences.ts';
import { columnsOf } from './columns.ts';

/**
 * A saved view as the server checks it (issue 25): DRF's field errors, every field at once, in
 * the request's language. The name is trimmed and unique among the owner's views of the list
 * (case aside); the search is the list's address (keys and texts), never its page or the view's
 * own key; the columns are a column layout (columns.ts).
 */

type Errors = Record<string, unknown>;

/** Never kept in a view: it opens at the first page, and `view` is the link's own key. */
const NOT_KEPT = new Set(['page', 'view']);

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The name and sharing of a view (create and edit alike); `others`: the owner's other views of the list. */
function nameAndShared(request: Request, body: BodyFields, others: readonly DemoView[], errors: Errors): { name: string; shared: boolean } {
  const value = body.name;
  let name = '';
  if (value === undefined) errors.name = [sayFor(request, 'fieldRequired')];
  else if (typeof value !== 'string') errors.name = [sayFor(request, 'notAString')];
  else {
    name = value.trim();
    if (name === '') errors.name = [sayFor(request, 'fieldBlank')];
    else if (name.length > VIEW_NAME_MAX) errors.name = [sayFor(request, 'tooLong', { max: VIEW_NAME_MAX })];
    else {
      const taken = others.find((other) => sameName(other.name, name));
      if (taken) errors.name = [sayFor(request, 'viewNameTaken', { name: taken.name })];
    }
  }
  const shared = body.shared;
  if (shared === undefined) errors.shared = [sayFor(request, 'fieldRequired')];
  else if (typeof shared !== 'boolean') errors.shared = [sayFor(request, 'invalidBoolean')];
  return { name, shared: shared === true };
}

/** The list's search parameters: an object of at most VIEW_SEARCH_KEYS_MAX keys, each a key name and a text. */
function searchOf(request: Request, body: BodyFields, errors: Errors): Record<string, string> {
  const value = body.search;
  if (value === undefined) {
    errors.search = [sayFor(request, 'fieldRequired')];
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    errors.search = [sayFor(request, 'expectedDict', { type: typeName(value) })];
    return {};
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > VIEW_SEARCH_KEYS_MAX) {
    errors.search = [sayFor(request, 'searchTooManyKeys', { max: VIEW_SEARCH_KEYS_MAX })];
    return {};
  }
  const problems: string[] = [];
  for (const [key, text] of entries) {
    if (!VIEW_SEARCH_KEY.test(key)) problems.push(sayFor(request, 'searchKey', { key }));
    else if (NOT_KEPT.has(key)) problems.push(sayFor(request, 'searchKeyNotKept', { key }));
    else if (typeof text !== 'string') problems.push(sayFor(request, 'searchValueText', { key }));
    else if (text.length > VIEW_SEARCH_VALUE_MAX) problems.push(sayFor(request, 'searchValueTooLong', { key, max: VIEW_SEARCH_VALUE_MAX }));
  }
  if (problems.length > 0) errors.search = problems;
  return Object.fromEntries(entries) as Record<string, string>;
}

/** A new view's fields, or a thrown 400 with every field's errors. `mine`: the user's views of the list. */
export async function newViewOf(
  request: Request,
  body: BodyFields,
  mine: readonly DemoView[],
): Promise<{ name: string; shared: boolean; search: Record<string, string>; columns: ColumnSetting[] }> {
  const errors: Errors = {};
  const { name, shared } = nameAndShared(request, body, mine, errors);
  const search = searchOf(request, body, errors);
  let columns: ColumnSetting[] = [];
  try {
    columns = columnsOf(request, body);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    Object.assign(errors, (await error.response.json()) as Errors);
  }
  if (Object.keys(errors).length > 0) refuse(400, errors);
  return { name, shared, search, columns };
}

/** A view's new name and sharing, or a thrown 400. `others`: the owner's other views of the list. */
export function viewChangeOf(request: Request, body: BodyFields, others: readonly DemoView[]): { name: string; shared: boolean } {
  const errors: Errors = {};
  const change = nameAndShared(request, body, others, errors);
  if (Object.keys(errors).length > 0) refuse(400, errors);
  return change;
}
