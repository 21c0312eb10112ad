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
  /**
   * When the payroll next changes by itself (ms, server clock; issue 24): its escalation while it
   * is on time, else its expiry (`nextApprovalDeadline`); null when nothing is due.
   */
  readonly nextDeadline: number | null;
}

/** setTimeout waits at most 2^31 - 1 ms (about 24.8 days); a longer delay would fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** The payroll's next deadline, from its stored times: the escalation while on time, else the expiry. */
export function nextApprovalDeadline(wait: { readonly overdue: boolean; readonly escalatesAt: number | null; readonly expiresAt: number | null } | null): number | null {
  if (!wait) return null;
  return (wait.overdue ? null : wait.escalatesAt) ?? wait.expiresAt;
}

/**
 * A deadline that has passed on this clock but not on the server's (the clocks differ) is
 * looked at again after this long, not at once: a reload per frame would flood the server.
 */
export const PASSED_DEADLINE_RETRY_MS = 60_000;

/** How long to wait from `now` until `deadline`: at most what a timer can wait (the page then waits again). */
export const delayUntil = (deadline: number, now: number): number =>
  deadline > now ? Math.min(deadline - now, MAX_TIMER_MS) : PASSED_DEADLINE_RETRY_MS;

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
  delays: {
    /**
     * Until the payroll's next deadline. The chart alone has no clock: the app provides this
     * delay bound to the wall clock (`delayUntil(deadline, now())`), so the wait is computed
     * from the stored times each time the state is entered, never a fixed number.
     */
    approvalDeadline: MAX_TIMER_MS,
  },
  guards: {
    hasDeadline: (_, params: { data: PayrollDetailData }) => params.data.nextDeadline !== null,
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
        onDone: [
          {
            guard: { type: 'hasDeadline', params: ({ event }) => ({ data: event.output }) },
            target: 'ready.awaitingDeadline',
            actions: assign({ data: ({ event }) => event.output, error: null }),
          },
          { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        ],
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
    ready: {
      initial: 'settled',
      states: {
        /** Nothing is due: no timer. */
        settled: {},
        /**
         * Under approval with a deadline (issue 24): when it passes, the server escalates or
         * expires the payroll, so the page loads it again to show what it became. XState 5 does
         * not restore `after` timers (xstate issue 5331): the delay is derived from the stored
         * times on every entry, so a reload or a restored actor waits the right time.
         */
        awaitingDeadline: { after: { approvalDeadline: '#payrollDetail.loading' } },
      },
    },
    notFound: {},
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    /** Left for the list; nothing more happens here. */
    closed: { type: 'final' },
  },
});
