import { assign, setup, type PromiseActorLogic } from 'xstate';
import { isAborted, messageOf } from './apiError';
import { keyMessage, type Message } from './message';

/** What a list asks the server for: its filters (opaque here), the page and its size. */
export interface PagedQuery {
  readonly filters: Readonly<Record<string, unknown>>;
  readonly page: number;
  readonly itemsPerPage: number;
}

export interface PageOf {
  readonly items: readonly unknown[];
  readonly paginate: { readonly totalItems: number; readonly itemsPerPage: number; readonly num_pages: number; readonly page: number };
}

/**
 * How a saved query enters the browser history: 'push' for the user's own change (so Back
 * undoes it), 'replace' for one that came from the address or the saved view.
 */
export type HistoryMode = 'push' | 'replace';

interface PagedListContext {
  query: PagedQuery;
  history: HistoryMode;
  items: readonly unknown[];
  paginate: PageOf['paginate'] | null;
  error: Message | null;
}

export type PagedListEvent =
  | { type: 'FILTER'; filters: Readonly<Record<string, unknown>> }
  | { type: 'PAGE'; page: number }
  | { type: 'PAGE_SIZE'; itemsPerPage: number }
  /** Load the same query again, e.g. after an action changed a row. */
  | { type: 'REFRESH' }
  /** The address asks for another query (Back, Forward, a pasted link, the menu's plain link). */
  | { type: 'QUERY'; query: PagedQuery }
  | { type: 'RETRY' };

/**
 * Every list of the back-office: filters, loading, paging, empty and error. Rows already on
 * screen stay while the next page loads; a successful query is saved for the next visit.
 */
export const pagedListMachine = setup({
  types: { context: {} as PagedListContext, events: {} as PagedListEvent, input: {} as PagedQuery },
  actors: {
    /**
     * Loads one page. Leaving `loading` stops it, and a promise actor's stop aborts the signal
     * it was given: bindings pass that signal to the request, so a query replaced by FILTER or
     * PAGE_SIZE (which re-enter `loading`) is cancelled on the wire, not only ignored.
     */
    fetchPage: {} as PromiseActorLogic<PageOf, PagedQuery>,
  },
  actions: {
    /** Keeps the query in session storage and in the address (`history` says how). */
    saveQuery: (_, _params: { query: PagedQuery; history: HistoryMode }) => {},
  },
  guards: {
    isEmpty: (_, params: { page: PageOf }) => params.page.items.length === 0,
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({ query: input, history: 'replace', items: [], paginate: null, error: null }),
  initial: 'loading',
  on: {
    FILTER: {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ context, event }) => ({ ...context.query, filters: event.filters, page: 1 }), history: 'push' }),
    },
    // Spec: changing the page size goes back to page 1.
    PAGE_SIZE: {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ context, event }) => ({ ...context.query, itemsPerPage: event.itemsPerPage, page: 1 }), history: 'push' }),
    },
    // The binding sends it only when the address differs from the query: always a new load.
    QUERY: {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query, history: 'replace' }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: [
              assign({ items: [], paginate: ({ event }) => event.output.paginate, error: null }),
              { type: 'saveQuery', params: ({ context }) => ({ query: context.query, history: context.history }) },
            ],
          },
          {
            target: 'ready',
            actions: [
              assign({ items: ({ event }) => event.output.items, paginate: ({ event }) => event.output.paginate, error: null }),
              { type: 'saveQuery', params: ({ context }) => ({ query: context.query, history: context.history }) },
            ],
          },
        ],
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'failed' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => messageOf(event.error, keyMessage('errors:contactSupport')),
            }),
          },
        ],
      },
    },
    ready: {
      on: {
        PAGE: {
          target: 'loading',
          actions: assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }), history: 'push' }),
        },
        REFRESH: 'loading',
      },
    },
    empty: {
      on: { REFRESH: 'loading' },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
