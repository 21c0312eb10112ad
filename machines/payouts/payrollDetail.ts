import { assign, setup, type PromiseActorLogic } from 'xstate';
import { isAborted, isApiFailure, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';

/** Spec 01 section 9: the detail loads at most this many transactions, in one call. */
export const DETAIL_TRANSACTION_LIMIT = 1000;

/**
 * What the page loaded: the payroll, its first transactions and how many it has in all
 * (more than `transactions.length` when the payroll is larger than the limit). Opaque here:
 * the app knows the shapes (src/api/schemas/payouts.ts).
 */
export interface PayrollDetailData {
  readonly payroll: unknown;
  readonly transactions: readonly unknown[];
  readonly totalTransactions: number;
}

export interface PayrollDetailInput {
  /** The route's id; null when it is not a positive whole number. */
  readonly payrollId: number | null;
}

interface PayrollDetailContext {
  payrollId: number | null;
  data: PayrollDetailData | null;
  error: Message | null;
}

export type PayrollDetailEvent = { type: 'RETRY' } | { type: 'CLOSE' };

/**
 * The payroll detail page (/payroll/view/{id}, full screen): loads the payroll and up to
 * 1000 of its transactions, then shows them; paging, search and column choices are the
 * table's own business once loaded. Closing, or a request the browser cancelled (spec 01
 * section 8), returns to the payouts list.
 */
export const payrollDetailMachine = setup({
  types: {
    context: {} as PayrollDetailContext,
    events: {} as PayrollDetailEvent,
    input: {} as PayrollDetailInput,
  },
  actors: {
    /** GET /v1/payrolls/{id}/ and GET /v1/transactions/?uploaded_file__id={id}&itemsPerPage=1000&page=1 */
    loadDetail: {} as PromiseActorLogic<PayrollDetailData, { payrollId: number }>,
  },
  actions: {
    /** Navigates to /payouts/list. */
    goToList: () => {},
  },
  guards: {
    hasPayrollId: ({ context }) => context.payrollId !== null,
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
    /** Django's 404 for a payroll that does not exist or is not the user's to see. */
    isNotFound: (_, params: { error: unknown }) =>
      isApiFailure(params.error) && params.error.kind === 'http' && params.error.status === 404,
  },
}).createMachine({
  id: 'payrollDetail',
  context: ({ input }) => ({ payrollId: input.payrollId, data: null, error: null }),
  initial: 'checkingId',
  // The page is full screen: closing it is always possible, whatever it shows.
  on: { CLOSE: { target: '.closed', actions: 'goToList' } },
  states: {
    checkingId: {
      always: [{ guard: 'hasPayrollId', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ payrollId: context.payrollId ?? 0 }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'closed', actions: 'goToList' },
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => messageOf(event.error, keyMessage('errors:contactSupport')),
            }),
          },
        ],
      },
    },
    ready: {},
    notFound: {},
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    /** Left for the list; nothing more happens here. */
    closed: { type: 'final' },
  },
});
