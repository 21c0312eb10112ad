import { readSession } from '../storage';
import { forNextPage } from '../pageSignal';
import { whenOpening } from './landing';

/** A load started before the page rendered, for the query it was started with. */
interface EarlyLoad<T> {
  readonly key: string;
  /** The session it was asked with: another user's sign-in never takes it. */
  readonly token: string | null;
  readonly at: number;
  readonly promise: Promise<T>;
}
/** An early load older than this (a page preloaded on hover long ago) is not used. */
const EARLY_FRESH_MS = 30_000;

const currentToken = (): string | null => readSession()?.token ?? null;

/**
 * Starts a page's first load as soon as the page is known to be opening (src/platform/prefetch/landing.ts:
 * the login answer names it, or its module is evaluated on its own URL), before React renders
 * and the chart's first effects run, so the data is on its way while the code arrives and
 * paints; the chart's first load takes it once. Anything stale, different or failed loads
 * afresh.
 *
 * `firstQuery` is the query the page will open with (null: nothing to start, e.g. no session);
 * build it with the same function the page uses, since only an equal query is taken.
 */
export function earlyLoader<Q, T>(
  path: string,
  firstQuery: () => Q | null,
  load: (query: Q, signal?: AbortSignal) => Promise<T>,
) {
  let early: EarlyLoad<T> | null = null;
  const fresh = (taken: EarlyLoad<T> | null, key: string): taken is EarlyLoad<T> =>
    taken !== null && taken.key === key && taken.token === currentToken() && Date.now() - taken.at < EARLY_FRESH_MS;

  // Only when the page is the one being opened: a module preloaded elsewhere (the login form's
  // focus, a menu link hovered) must not spend the network on data that would be thrown away.
  whenOpening(path, () => {
    const query = firstQuery();
    if (query === null) return;
    const key = JSON.stringify(query);
    if (fresh(early, key)) return; // announced twice for one sign-in: one request is enough
    // Announced from /login: the request is the landing page's, not cancelled by leaving /login.
    const promise = window.location.pathname === path ? load(query) : forNextPage(() => load(query));
    promise.catch(() => {}); // taken (or dropped) later; a failure is handled then
    early = { key, token: currentToken(), at: Date.now(), promise };
  });

  return (query: Q, signal?: AbortSignal): Promise<T> => {
    const taken = early;
    early = null;
    if (fresh(taken, JSON.stringify(query))) return taken.promise.catch(() => load(query, signal));
    return load(query, signal);
  };
}
