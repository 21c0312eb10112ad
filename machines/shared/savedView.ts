import type { ColumnSetting, ViewList } from './columnLayout.ts';

/**
 * A saved view of a list (issue 25): a name, the list's query as its address writes it
 * (filters, sort, page size) and its columns, kept by the server for its owner, private or
 * shared with everyone in the owner's companies.
 */


export const VIEW_NAME_MAX = 60;
/** Views one user keeps per list: a menu longer than this is no longer a shortcut. */
export const VIEWS_MAX = 50;
/** A list's address has at most a dozen keys; this leaves room without taking any text. */
export const VIEW_SEARCH_KEYS_MAX = 20;
export const VIEW_SEARCH_KEY = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
export const VIEW_SEARCH_VALUE_MAX = 500;

export interface SavedView {
  readonly id: number;
  readonly list: ViewList;
  readonly name: string;
  /** Seen by everyone in the owner's companies (false: the owner's alone). */
  readonly shared: boolean;
  /** The signed-in user owns it: only they rename or delete it. */
  readonly mine: boolean;
  /** The owner's name, as the menu shows a shared view. */
  readonly owner: string;
  /** The list's search parameters, as the address writes them (no page). */
  readonly search: Readonly<Record<string, string>>;
  /** The view's columns (empty: the list's defaults). */
  readonly columns: readonly ColumnSetting[];
}

/** Never kept: the page a view opens at is the first, and the link's own key. */
const NOT_KEPT = new Set(['page', 'view']);

/**
 * What a view keeps of the list's address: everything but the page. A date range that is the
 * list's default (the last 15 days up to today) is left out, so the view opens with the last
 * 15 days of the day it opens, not of the day it was saved.
 */
export function viewSearchOf(search: Readonly<Record<string, string>>, defaultDays: readonly [string | null, string | null]): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(search).filter(([key]) => !NOT_KEPT.has(key)));
  if (kept.from === (defaultDays[0] ?? '') && kept.to === (defaultDays[1] ?? '')) {
    delete kept.from;
    delete kept.to;
  }
  return kept;
}

/** What the user may filter by now. */
export interface ViewAllowance {
  /** Per search key naming merchants (companyIds, merchantIds): the ids this user has. */
  readonly merchants: Readonly<Record<string, readonly number[]>>;
  /** The earliest day the merchant's limit lets a range start (null: no limit). */
  readonly earliest: string | null;
  /** The business day today ('YYYY-MM-DD'). */
  readonly today: string;
}

/** What was taken out of a view to open it: merchants the user lacks, days outside the limit. */
export type ViewDrop = 'merchants' | 'days';

/**
 * A view's search as this user may open it: merchants they do not have are left out, and days
 * are brought inside the merchant's limit and no later than today. `dropped` names what changed,
 * so the list can say so (never silently).
 */
export function admitView(search: Readonly<Record<string, string>>, allowance: ViewAllowance): { search: Record<string, string>; dropped: ViewDrop[] } {
  const admitted: Record<string, string> = { ...search };
  const dropped = new Set<ViewDrop>();
  for (const [key, allowed] of Object.entries(allowance.merchants)) {
    const text = admitted[key];
    if (text === undefined || text === '') continue;
    const parts = text.split(',');
    const kept = parts.filter((part) => !/^\d+$/.test(part) || allowed.includes(Number(part)));
    if (kept.length === parts.length) continue;
    dropped.add('merchants');
    if (kept.length === 0) delete admitted[key];
    else admitted[key] = kept.join(',');
  }
  for (const end of ['from', 'to'] as const) {
    const day = admitted[end];
    if (day === undefined || day === '') continue;
    // 'YYYY-MM-DD' texts compare in calendar order.
    const inside = allowance.earliest !== null && day < allowance.earliest ? allowance.earliest : day > allowance.today ? allowance.today : day;
    if (inside !== day) {
      admitted[end] = inside;
      dropped.add('days');
    }
  }
  return { search: admitted, dropped: [...dropped] };
}
