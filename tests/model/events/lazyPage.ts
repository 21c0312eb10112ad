import type { AnyEventObject } from 'xstate';
import { lazyPageMachine } from '@machines/shell/lazyPage';
import type { ModelSpec } from '../../support/model';

/** The lazy page chart's model: one source for the replay test and the coverage test. */

const lazyPageEvents = {
  'code loads': { type: 'xstate.done.actor.loadModule', output: { LazyPage: 'the page module' } },
  'code fails to load': {
    type: 'xstate.error.actor.loadModule',
    error: new TypeError('Failed to fetch dynamically imported module'),
  },
  'retry delay elapses': { type: 'xstate.after.retryDelay.lazyPage.waiting' },
} satisfies Record<string, AnyEventObject>;

export type LazyPageEventName = keyof typeof lazyPageEvents;

export const lazyPageModel: ModelSpec<undefined> = {
  machine: lazyPageMachine,
  starts: [{ name: 'a page is opened', input: undefined }],
  events: lazyPageEvents,
  // canRetry and the delay read the failure count; once loaded, only "at once or after retries" matters.
  project: (snapshot) => {
    const { failures } = snapshot.context as { failures: number };
    if (snapshot.matches('loaded')) return { afterRetries: failures > 0 };
    if (snapshot.matches('reloading')) return undefined;
    return { failures };
  },
};
