import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';

/** DELETE /v1/company_balance_list/'s JSON body: company and id, plus id_to for a balance top up. */
export interface BalanceDeleteInput {
  readonly company: number;
  readonly id: number;
  readonly id_to?: number;
}

interface BalanceDeleteContext {
  readonly target: BalanceDeleteInput;
  error: Message | null;
  /** The delete being sent (issue 29): Delete again after a failure is the same intent. */
  intent: Intent;
}

export type BalanceDeleteEvent = { type: 'CONFIRM' } | { type: 'CLOSE' };

const isSilent = (error: unknown) => failedAs(error, 'aborted', 'unauthorized');

/**
 * The delete dialog: the entry's fields and 'Are you sure…?' (confirming), then the request.
 * CONFIRM is not handled while deleting, so a double click deletes once; closing cancels.
 */
export const balanceDeleteMachine = setup({
  types: { context: {} as BalanceDeleteContext, events: {} as BalanceDeleteEvent, input: {} as BalanceDeleteInput },
  actors: {
    deleteBalance: {} as PromiseActorLogic<unknown, BalanceDeleteInput & { readonly intent: number }>,
  },
  actions: {
    announceDone: (_, _params: { message: Message }) => {},
    announceFailure: (_, _params: { message: Message }) => {},
    /** The list loads again from page 1. */
    reloadList: () => {},
  },
  guards: {
    isSilent: (_, params: { error: unknown }) => isSilent(params.error),
  },
}).createMachine({
  id: 'balanceDelete',
  context: ({ input }) => ({ target: input, error: null, intent: NO_INTENT }),
  initial: 'confirming',
  states: {
    confirming: {
      on: { CONFIRM: 'deleting', CLOSE: 'closed' },
    },
    deleting: {
      entry: assign({ intent: ({ context }) => intentFor(context.intent, context.target) }),
      invoke: {
        id: 'deleteBalance',
        src: 'deleteBalance',
        input: ({ context }) => ({ ...context.target, intent: context.intent.id }),
        onDone: {
          target: 'done',
          actions: [assign({ intent: ({ context }) => settle(context.intent) }), { type: 'announceDone', params: { message: keyMessage('settlements:delete.done') } }, 'reloadList'],
        },
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'closed' },
          {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error) }),
              { type: 'announceFailure', params: ({ event }) => ({ message: messageOf(event.error) }) },
            ],
          },
        ],
      },
      on: { CLOSE: 'closed' },
    },
    failed: {
      on: { CONFIRM: { target: 'deleting', actions: assign({ error: null }) }, CLOSE: 'closed' },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});
