import { assign, setup, type PromiseActorLogic } from 'xstate';
import { isAborted, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';

/** Spec 01 section 5: a simple {something}@{something}.{something} address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface RecoverPasswordContext {
  email: string;
  error: Message | null;
}

export type RecoverPasswordEvent = { type: 'SUBMIT'; email: string };

/** Password recovery: idle, validating, sending, then sent or failed. */
export const recoverPasswordMachine = setup({
  types: {
    context: {} as RecoverPasswordContext,
    events: {} as RecoverPasswordEvent,
  },
  actors: {
    /** GET /v1/account/recover_password?email= */
    sendInstructions: {} as PromiseActorLogic<unknown, { email: string }>,
  },
  guards: {
    isValidEmail: ({ context }) => EMAIL_PATTERN.test(context.email.trim()),
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
  },
}).createMachine({
  id: 'recoverPassword',
  context: { email: '', error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: { target: 'validating', actions: assign({ email: ({ event }) => event.email, error: null }) } },
    },
    validating: {
      always: [
        { guard: 'isValidEmail', target: 'sending' },
        { target: 'idle', actions: assign({ error: () => keyMessage('recoverPassword:invalidEmail') }) },
      ],
    },
    sending: {
      invoke: {
        id: 'sendInstructions',
        src: 'sendInstructions',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: 'sent',
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'idle' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) =>
                messageOf(event.error),
            }),
          },
        ],
      },
    },
    sent: {},
    failed: {
      on: { SUBMIT: { target: 'validating', actions: assign({ email: ({ event }) => event.email, error: null }) } },
    },
  },
});
