import { assign, setup, type PromiseActorLogic } from 'xstate';

export const LAZY_PAGE_MAX_RETRIES = 15;
const LAZY_PAGE_FIRST_DELAY_MS = 500;

interface LazyPageContext {
  /** Failed loads so far. */
  failures: number;
  module: unknown;
}

/**
 * Loading a lazy page's code (spec 01 section 4): retry up to 15 times, waiting 500 ms and
 * doubling, then reload the whole page (a new deployment usually explains the failures).
 */
export const lazyPageMachine = setup({
  types: {
    context: {} as LazyPageContext,
    output: {} as { module: unknown },
  },
  actors: {
    loadModule: {} as PromiseActorLogic<unknown, void>,
  },
  actions: {
    reloadPage: () => {},
  },
  guards: {
    canRetry: ({ context }) => context.failures <= LAZY_PAGE_MAX_RETRIES,
  },
  delays: {
    retryDelay: ({ context }) => LAZY_PAGE_FIRST_DELAY_MS * 2 ** (context.failures - 1),
  },
}).createMachine({
  id: 'lazyPage',
  context: { failures: 0, module: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadModule',
        src: 'loadModule',
        onDone: { target: 'loaded', actions: assign({ module: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
      },
    },
    failed: {
      always: [{ guard: 'canRetry', target: 'waiting' }, { target: 'reloading' }],
    },
    waiting: {
      after: { retryDelay: 'loading' },
    },
    reloading: {
      type: 'final',
      entry: 'reloadPage',
    },
    loaded: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ module: context.module }),
});
