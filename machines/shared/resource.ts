import { assign, setup, type PromiseActorLogic } from 'xstate';
import { messageOf } from './apiError';
import type { Message } from './message';

interface ResourceContext {
  data: unknown;
  error: Message | null;
}

export type ResourceEvent = { type: 'RETRY' } | { type: 'RELOAD' };

/**
 * One thing a page shows after loading it (the merchants, a key pair, the user list):
 * loading → ready | failed, Retry after a failure, Reload after a change elsewhere. A reload
 * keeps showing the data it had until the new answer arrives.
 */
export const resourceMachine = setup({
  types: { context: {} as ResourceContext, events: {} as ResourceEvent },
  actors: {
    load: {} as PromiseActorLogic<unknown, void>,
  },
}).createMachine({
  id: 'resource',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageOf(event.error),
          }),
        },
      },
    },
    ready: { on: { RELOAD: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});
