import { readSession } from '../storage';
import { forNextPage } from '../pageSignal';
import { platform, type EarlyLoad } from '../store';

/** An early load older than this (a page preloaded on hover long ago) is not used. */
const EARLY_FRESH_MS = 30_000;

const currentToken = (): string | null => readSession()?.token ?? null;

export interface EarlyLoader<Q, T> {
  /**
   * Starts the first load now: the page is being opened (its module's `startOpening`, called by
   * the page loader, src/routes/pages.tsx). Nothing without a first query (no session), or when
   * an equal load is already under way (the landing announced twice).
   */
  start(): void;
  /** The chart's load: its first call takes the early load when it is fresh and for this query. */
  load(query: Q, signal?: AbortSignal): Promise<T>;
}

/**
 * A page's first load, started as soon as the page is known to be opening (a sign-in announced
 * it, or its URL is being opened), before React renders and the chart's first effects run, so
 * the data is on its way while the code arrives and paints; the chart's first load takes it
 * once. Anything stale, different or failed loads afresh. Creating one starts nothing.
 *
 * `firstQuery` is the query the page will open with (null: nothing to start, e.g. no session);
 * build it with the same function the page uses, since only an equal query is taken.
 */
export function earlyLoader<Q, T>(
  path: string,
  firstQuery: () => Q | null,
  load: (query: Q, signal?: AbortSignal) => Promise<T>,
): EarlyLoader<Q, T> {
  // The load under way lives in the platform store (reset with it), under this loader's name.
  const id = Symbol(path);
  const early = platform.landing.early;
  const fresh = (taken: EarlyLoad | undefined, key: string): taken is EarlyLoad =>
    taken !== undefined && taken.key === key && taken.token === currentToken() && Date.now() - taken.at < EARLY_FRESH_MS;

  return {
    start() {
      const query = firstQuery();
      if (query === null) return;
      const key = JSON.stringify(query);
      if (fresh(early.get(id), key)) return; // announced twice for one sign-in: one request is enough
      // Announced from /login: the request is the landing page's, not cancelled by leaving /login.
      const promise = window.location.pathname === path ? load(query) : forNextPage(() => load(query));
      promise.catch(() => {}); // taken (or dropped) later; a failure is handled then
      early.set(id, { key, token: currentToken(), at: Date.now(), promise });
    },
    load(query, signal) {
      const taken = early.get(id);
      early.delete(id);
      if (fresh(taken, JSON.stringify(query))) return (taken.promise as Promise<T>).catch(() => load(query, signal));
      return load(query, signal);
    },
  };
}
