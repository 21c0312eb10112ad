import { and, assign, setup, type PromiseActorLogic } from 'xstate';
import { messageOf } from '../shared/apiError';
import type { Message } from '../shared/message';

/** Spec 01 section 9: the refresh timer is checked every 500 ms… */
export const TICK_MS = 500;
/** …and the data reloads once 600000 ms (10 minutes) have passed since it loaded. */
export const REFRESH_MS = 600_000;

interface DashboardRefreshContext {
  /** What the figures are for (filters); the loader reads it, the chart only carries it. */
  query: unknown;
  /** The last figures loaded; kept while refreshing and after a failed refresh. */
  data: unknown;
  error: Message | null;
}

export type DashboardRefreshEvent =
  /** The page opened: the first load (spec: "on first visit when no timer has started"). */
  | { type: 'START' }
  /** 'Refresh all metrics'. */
  | { type: 'REFRESH' }
  /** The filter was applied: load the figures for it. */
  | { type: 'FILTER'; query: unknown }
  | { type: 'RETRY' }
  /** What the clock reads when the tick checks it: milliseconds since the figures loaded. */
  | { type: 'CLOCK'; elapsedMs: number };

/**
 * The dashboards' figures and their automatic refresh: idle → loading → ready, and from ready
 * every `tick` the clock is read (the named action `readClock` answers with CLOCK); once the
 * threshold has passed, or on 'Refresh all metrics' or a new filter, the figures reload
 * (refreshing keeps the old ones on screen). Reaching ready or failed restarts the count, since
 * the clock measures from the last answer: a failure keeps the cycle going rather than stopping
 * it until Retry. Stopping the actor (leaving the page) stops the timer.
 */
export const dashboardRefreshMachine = setup({
  types: {
    context: {} as DashboardRefreshContext,
    events: {} as DashboardRefreshEvent,
    input: {} as { query: unknown },
  },
  actors: {
    /** Every call of the page at once, for `query`. */
    loadMetrics: {} as PromiseActorLogic<unknown, unknown>,
  },
  actions: {
    /** Marks "the figures were asked for and answered now" (loaded or failed), for the clock. */
    startClock: () => {},
    /** Reads the clock and sends CLOCK with the time since startClock. */
    readClock: () => {},
  },
  delays: { tick: TICK_MS },
  guards: {
    thresholdPassed: ({ event }) => event.type === 'CLOCK' && event.elapsedMs >= REFRESH_MS,
    hasData: ({ context }) => context.data !== null,
  },
}).createMachine({
  id: 'dashboardRefresh',
  context: ({ input }) => ({ query: input.query, data: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { START: 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadMetrics',
        src: 'loadMetrics',
        input: ({ context }: { context: DashboardRefreshContext }) => context.query,
        onDone: { target: 'ready', actions: [assign({ data: ({ event }) => event.output, error: null }), 'startClock'] },
        onError: { target: 'failed', actions: [assign({ error: ({ event }) => messageOf(event.error) }), 'startClock'] },
      },
      on: { FILTER: { target: 'loading', reenter: true, actions: assign({ query: ({ event }) => event.query }) } },
    },
    ready: {
      after: { tick: { target: 'ready', reenter: true, actions: 'readClock' } },
      on: {
        CLOCK: { guard: 'thresholdPassed', target: 'refreshing' },
        REFRESH: 'refreshing',
        FILTER: { target: 'refreshing', actions: assign({ query: ({ event }) => event.query }) },
      },
    },
    refreshing: {
      invoke: {
        id: 'loadMetrics',
        src: 'loadMetrics',
        input: ({ context }: { context: DashboardRefreshContext }) => context.query,
        onDone: { target: 'ready', actions: [assign({ data: ({ event }) => event.output, error: null }), 'startClock'] },
        onError: { target: 'failed', actions: [assign({ error: ({ event }) => messageOf(event.error) }), 'startClock'] },
      },
      on: { FILTER: { target: 'refreshing', reenter: true, actions: assign({ query: ({ event }) => event.query }) } },
    },
    // The cycle goes on after a failure (issue 23): 10 minutes after the failed attempt the
    // figures are asked for again, as they would have been after a success.
    failed: {
      after: { tick: { target: 'failed', reenter: true, actions: 'readClock' } },
      on: {
        CLOCK: [
          { guard: and(['thresholdPassed', 'hasData']), target: 'refreshing' },
          { guard: 'thresholdPassed', target: 'loading' },
        ],
        RETRY: [{ guard: 'hasData', target: 'refreshing' }, { target: 'loading' }],
        REFRESH: [{ guard: 'hasData', target: 'refreshing' }, { target: 'loading' }],
        FILTER: [
          { guard: 'hasData', target: 'refreshing', actions: assign({ query: ({ event }) => event.query }) },
          { target: 'loading', actions: assign({ query: ({ event }) => event.query }) },
        ],
      },
    },
  },
});

