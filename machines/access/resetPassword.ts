import { assign, setup, type PromiseActorLogic } from 'xstate';
import { isAborted, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';

export interface ResetPasswordInput {
  /** From the query string; null when the link lacks it. */
  readonly token: string | null;
  /** base64 of the email, from the query string (b64e). */
  readonly b64e: string | null;
}

interface ResetPasswordContext extends ResetPasswordInput {
  error: Message | null;
}

export type ResetPasswordEvent =
  | { type: 'SUBMIT'; password: string; confirm: string }
  /** Try the token check again after a failed (not refused) check. */
  | { type: 'RETRY' };

const failure = (error: unknown): Message =>
  messageOf(error);

/**
 * Reset password: verify the link's token first; a valid token shows the form (both fields
 * non-empty and equal), an invalid one offers a new email.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    /** POST /v1/account/check_token: resolves with isValid. */
    checkToken: {} as PromiseActorLogic<{ isValid: boolean }, { token: string; base64_email: string }>,
    /** POST /v1/account/reset_password */
    resetPassword: {} as PromiseActorLogic<unknown, { password: string; token: string; base64_email: string }>,
  },
  guards: {
    hasLinkParams: ({ context }) => Boolean(context.token && context.b64e),
    tokenIsValid: (_, params: { isValid: boolean }) => params.isValid,
    passwordsMatch: (_, params: { password: string; confirm: string }) =>
      params.password.length > 0 && params.password === params.confirm,
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [{ guard: 'hasLinkParams', target: 'verifying' }, { target: 'invalid' }],
    },
    verifying: {
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        input: ({ context }) => ({ token: context.token!, base64_email: context.b64e! }),
        onDone: [
          { guard: { type: 'tokenIsValid', params: ({ event }) => event.output }, target: 'ready' },
          { target: 'invalid' },
        ],
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'verificationFailed' },
          { target: 'verificationFailed', actions: assign({ error: ({ event }) => failure(event.error) }) },
        ],
      },
    },
    /** The check itself failed (network, server): the token may still be good. */
    verificationFailed: {
      on: { RETRY: { target: 'verifying', actions: assign({ error: null }) } },
    },
    invalid: {},
    ready: {
      on: {
        SUBMIT: [
          {
            guard: { type: 'passwordsMatch', params: ({ event }) => event },
            target: 'submitting',
            actions: assign({ error: null }),
          },
          { actions: assign({ error: () => keyMessage('resetPassword:checkPasswords') }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({
          password: (event as Extract<ResetPasswordEvent, { type: 'SUBMIT' }>).password,
          token: context.token!,
          base64_email: context.b64e!,
        }),
        onDone: 'changed',
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'ready' },
          { target: 'failed', actions: assign({ error: ({ event }) => failure(event.error) }) },
        ],
      },
    },
    failed: {
      on: {
        SUBMIT: [
          {
            guard: { type: 'passwordsMatch', params: ({ event }) => event },
            target: 'submitting',
            actions: assign({ error: null }),
          },
          { target: 'ready', actions: assign({ error: () => keyMessage('resetPassword:checkPasswords') }) },
        ],
      },
    },
    changed: {},
  },
});
