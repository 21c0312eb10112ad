/**
 * At most this many rows in one selection of a list that only exports it: what 'Select all N
 * matching' may take, read page by page (the payout list's bulk actions have the same bound).
 */
export const EXPORT_SELECTION_MAX = 500;

/** What a list's query matches, for selecting all of it (usePagedList's `matching`). */
export interface ListMatching<T> {
  /** How many rows the query matches, on every page. */
  readonly total: number;
  /** The query's filters as a key: a new one drops the selection made under the old. */
  readonly queryKey: string;
  /** Every row the query matches, page by page, at most `max`. */
  readonly readAll: (max: number, signal?: AbortSignal) => Promise<readonly T[]>;
}

/** A list whose rows can be selected and exported (issue 25). */
export interface Selectable<T> extends ListMatching<T> {
  /** The row checkbox's accessible name ('Select transaction 12'). */
  readonly rowLabel: (row: T) => string;
  /** The header checkbox's ('Select the transactions on this page'). */
  readonly pageLabel: string;
  /** The exported file's name before '-selection-<day>.csv'. */
  readonly fileName: string;
}
