import { readSession } from '../../access/session/storage';
import { isOpening } from '../../app/landing';

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
 * Starts a page's first load as soon as its module is evaluated (before React renders and the
 * chart's first effects run), so the figures are on their way while the rest paints; the chart's
 * first load takes it once. Anything stale, different or failed loads afresh.
 */
export function earlyLoader<Q, T>(
  path: string,
  start: () => { query: Q; promise: Promise<T> } | null,
  load: (query: Q, signal: AbortSignal) => Promise<T>,
) {
  let early: EarlyLoad<T> | null = null;
  // Only when the page is the one being opened (its URL, or the landing of a sign-in under
  // way): a module preloaded elsewhere (a menu link hovered) must not spend the network on
  // figures that would be thrown away.
  const begun = isOpening(path) ? start() : null;
  if (begun) {
    begun.promise.catch(() => {}); // taken (or dropped) later; a failure is handled then
    early = { key: JSON.stringify(begun.query), token: currentToken(), at: Date.now(), promise: begun.promise };
  }
  return (query: Q, signal: AbortSignal): Promise<T> => {
    const taken = early;
    early = null;
    if (taken && taken.key === JSON.stringify(query) && taken.token === currentToken() && Date.now() - taken.at < EARLY_FRESH_MS) {
      return taken.promise.catch(() => load(query, signal));
    }
    return load(query, signal);
  };
}

