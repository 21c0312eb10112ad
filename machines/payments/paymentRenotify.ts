import { assign, emit, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, isApiFailure, messageOf } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';

export interface PaymentRenotifyInput {
  readonly operationId: number;
}

/** What a 200 answers: its detail, if it has one. */
export interface RenotifyAnswer {
  readonly detail: string | null;
}

interface PaymentRenotifyContext {
  operationId: number;
  /** What the last answer said (also shown as a toast). */
  outcome: Message | null;
  /**
   * The renotification being sent (issue 29): pressing Renotify again after a failure is the
   * same intent, so a lost answer does not send the merchant a second notification; after a
   * success, a new one (the user asks for another).
   */
  intent: Intent;
}

export type PaymentRenotifyEvent = { type: 'RENOTIFY' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

/** Spec 02 section 8: the answer's detail; a 200 without one gets a text of our own. */
const sentMessage = (answer: RenotifyAnswer): Message =>
  answer.detail ? { text: answer.detail } : keyMessage('paymentRenotify:sent');

/** The answer's detail (the client's first body value), or the client's own message. */

/**
 * Renotify (spec 02 sections 2, 7 and 8): asks for a confirmation (the merchant's system
 * receives the notification again and may act on it), then POSTs once. The answer's detail
 * is a success on 200, a warning on 403, an error otherwise. Nothing is accepted while the
 * request runs, so it is never sent twice. A 401 is the session's business and a request
 * cancelled because the user left is ignored (spec 02 section 8).
 */
export const paymentRenotifyMachine = setup({
  types: {
    context: {} as PaymentRenotifyContext,
    events: {} as PaymentRenotifyEvent,
    input: {} as PaymentRenotifyInput,
    /** The server answered (and logged the attempt when it made one): whoever shows the log reloads it. */
    emitted: {} as { type: 'answered' },
  },
  actors: {
    /** POST /v1/payments/renotify_operation/ with operation_id (and env). */
    renotify: {} as PromiseActorLogic<RenotifyAnswer, { operationId: number; intent: number }>,
  },
  actions: {
    announceSent: (_, _params: { message: Message }) => {},
    announceRefused: (_, _params: { message: Message }) => {},
    announceFailed: (_, _params: { message: Message }) => {},
    answered: emit({ type: 'answered' as const }),
  },
  guards: {
    isSilent: (_, params: { error: unknown }) =>
      failedAs(params.error, 'aborted', 'unauthorized'),
    isForbidden: (_, params: { error: unknown }) =>
      isApiFailure(params.error) && params.error.kind === 'http' && params.error.status === 403,
  },
}).createMachine({
  id: 'paymentRenotify',
  context: ({ input }) => ({ operationId: input.operationId, outcome: null, intent: NO_INTENT }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: { RENOTIFY: { target: 'confirming' } },
      states: {
        idle: {},
        sent: {},
        refused: {},
        failed: {},
      },
    },
    confirming: {
      on: {
        CONFIRM: 'sending',
        CANCEL: 'ready.idle',
      },
    },
    sending: {
      // No `on`: a second click while the request runs does nothing.
      entry: assign({ outcome: null, intent: ({ context }) => intentFor(context.intent, { operationId: context.operationId }) }),
      invoke: {
        id: 'renotify',
        src: 'renotify',
        input: ({ context }) => ({ operationId: context.operationId, intent: context.intent.id }),
        onDone: {
          target: 'ready.sent',
          actions: [
            assign({ outcome: ({ event }) => sentMessage(event.output), intent: ({ context }) => settle(context.intent) }),
            { type: 'announceSent', params: ({ event }) => ({ message: sentMessage(event.output) }) },
            'answered',
          ],
        },
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'ready.idle' },
          {
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'ready.refused',
            actions: [
              assign({ outcome: ({ event }) => messageOf(event.error) }),
              { type: 'announceRefused', params: ({ event }) => ({ message: messageOf(event.error) }) },
              'answered',
            ],
          },
          {
            target: 'ready.failed',
            actions: [
              assign({ outcome: ({ event }) => messageOf(event.error) }),
              { type: 'announceFailed', params: ({ event }) => ({ message: messageOf(event.error) }) },
              'answered',
            ],
          },
        ],
      },
    },
  },
});
