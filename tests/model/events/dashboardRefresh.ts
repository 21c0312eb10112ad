import type { AnyEventObject } from 'xstate';
import { dashboardRefreshMachine, REFRESH_MS, TICK_MS } from '@machines/dashboards/dashboardRefresh';
import type { ApiFailure } from '@machines/shared/apiError';
import type { ModelSpec } from '../../support/model';

/** The refresh chart's model: one source for the replay test and the coverage test. */

const failure: ApiFailure = { kind: 'http', status: 503, message: { text: 'Metrics are being recalculated.' } };

const dashboardRefreshEvents = {
  'the page opens': { type: 'START' },
  'the figures load': { type: 'xstate.done.actor.loadMetrics', output: { figures: 'loaded' } },
  'the figures fail to load': { type: 'xstate.error.actor.loadMetrics', error: failure },
  'a 500 ms tick': { type: 'xstate.after.tick.dashboardRefresh.ready' },
  'a 500 ms tick after a failure': { type: 'xstate.after.tick.dashboardRefresh.failed' },
  'the clock reads under 10 minutes': { type: 'CLOCK', elapsedMs: TICK_MS },
  'the clock reads 10 minutes': { type: 'CLOCK', elapsedMs: REFRESH_MS },
  'refresh all metrics': { type: 'REFRESH' },
  'apply the filter': { type: 'FILTER', query: { currency: 'USD' } },
  'try again': { type: 'RETRY' },
} satisfies Record<string, AnyEventObject>;

export type DashboardRefreshEventName = keyof typeof dashboardRefreshEvents;

export const dashboardRefreshModel: ModelSpec<{ query: unknown }> = {
  machine: dashboardRefreshMachine,
  starts: [{ name: 'a dashboard page', input: { query: { currency: null } } }],
  events: dashboardRefreshEvents,
  // hasData reads whether figures were ever loaded.
  project: (snapshot) => ({ hasData: (snapshot.context as { data: unknown }).data !== null }),
};
