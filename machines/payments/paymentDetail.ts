import { assign, emit, setup, type PromiseActorLogic } from 'xstate';
import { isAborted, isApiFailure, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';

export interface PaymentDetailInput {
  readonly operationId: number;
}

interface PaymentDetailContext {
  operationId: number;
  /** The operation with its notifications log; opaque here (src/api/schemas/payments.ts). */
  data: unknown;
  error: Message | null;
}

export type PaymentDetailEvent = { type: 'RETRY' } | { type: 'RELOAD' } | { type: 'CLOSE' };

const failureMessage = (error: unknown): Message =>
  messageOf(error, keyMessage('errors:contactSupport'));

/**
 * The transaction detail (spec 02 section 2), a full-screen dialog over the payments list:
 * loads one operation with its notifications log and shows it. A malformed answer is a
 * failure like any other (the client reports it), with a way to try again. After a
 * renotification from the dialog it loads again in the background, keeping what it shows,
 * so the new log entry appears. Closing, or a request the browser cancelled because the user
 * is leaving the page, ends it.
 */
export const paymentDetailMachine = setup({
  types: {
    context: {} as PaymentDetailContext,
    events: {} as PaymentDetailEvent,
    input: {} as PaymentDetailInput,
    /** The dialog is gone: the list forgets which operation it showed. */
    emitted: {} as { type: 'closed' },
  },
  actors: {
    /** GET /v1/payments/operation/{operation_id}/ */
    loadPayment: {} as PromiseActorLogic<unknown, { operationId: number }>,
  },
  actions: {
    close: emit({ type: 'closed' as const }),
  },
  guards: {
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
    /** Django's 404: no such operation, or another merchant's. */
    isNotFound: (_, params: { error: unknown }) =>
      isApiFailure(params.error) && params.error.kind === 'http' && params.error.status === 404,
  },
}).createMachine({
  id: 'paymentDetail',
  context: ({ input }) => ({ operationId: input.operationId, data: null, error: null }),
  initial: 'loading',
  // Closing is always possible, whatever the dialog shows.
  on: { CLOSE: { target: '.closed', actions: 'close' } },
  states: {
    loading: {
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ operationId: context.operationId }),
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'closed', actions: 'close' },
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
        ],
      },
    },
    loaded: {
      on: { RELOAD: 'reloading' },
    },
    /** Loading again with the last answer still on screen. */
    reloading: {
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ operationId: context.operationId }),
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'closed', actions: 'close' },
          { target: 'failed', actions: assign({ data: null, error: ({ event }) => failureMessage(event.error) }) },
        ],
      },
    },
    notFound: {},
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    closed: { type: 'final' },
  },
});
