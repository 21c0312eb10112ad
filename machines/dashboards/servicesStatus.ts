import { assign, setup, type PromiseActorLogic } from 'xstate';
import { messageOf } from '../shared/apiError';
import type { Message } from '../shared/message';

/**
 * The dashboard's services status panel: its own load, so that a status page that cannot be
 * read shows 'Error loading services status' in the panel and nothing else on the page fails.
 * 'Refresh all metrics' and the automatic refresh reload it with the figures (RELOAD).
 */
interface ServicesStatusContext {
  summary: unknown;
  error: Message | null;
}

export type ServicesStatusEvent = { type: 'RELOAD' };

export const servicesStatusMachine = setup({
  types: { context: {} as ServicesStatusContext, events: {} as ServicesStatusEvent },
  actors: {
    /** The public status page's summary. */
    loadStatus: {} as PromiseActorLogic<unknown, void>,
  },
}).createMachine({
  id: 'servicesStatus',
  context: { summary: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            summary: null,
            error: ({ event }) => messageOf(event.error),
          }),
        },
      },
    },
    ready: { on: { RELOAD: 'loading' } },
    failed: { on: { RELOAD: 'loading' } },
  },
});
