import { fromPromise, raise } from 'xstate';
import { dashboardRefreshMachine } from '@machines/dashboards/dashboardRefresh';

/**
 * The refresh chart bound to a page's loader and the wall clock: the clock starts when the
 * figures load, and each tick reads how long ago that was. Make one per mounted page (the
 * clock lives in the closure); stopping the actor (leaving the page) stops the ticks and
 * aborts a load in flight.
 */
export function dashboardRefreshLogic<Q, D>(load: (query: Q, signal: AbortSignal) => Promise<D>, now: () => number = () => Date.now()) {
  let loadedAt = now();
  return dashboardRefreshMachine.provide({
    actors: { loadMetrics: fromPromise<unknown, unknown>(({ input, signal }) => load(input as Q, signal)) },
    actions: {
      startClock: () => {
        loadedAt = now();
      },
      readClock: raise(() => ({ type: 'CLOCK' as const, elapsedMs: now() - loadedAt })),
    },
  });
}
