import { assign, setup, type PromiseActorLogic } from 'xstate';
import { type ApiFailure, failedAs, isApiFailure } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';

export interface PasswordChangeValues {
  readonly old_password: string;
  readonly new_password1: string;
  readonly new_password2: string;
}
export type PasswordField = keyof PasswordChangeValues;

interface PasswordChangeContext {
  /** Why a field was refused before sending, by field. */
  invalid: Partial<Record<PasswordField, Message>>;
  /**
   * The change being sent (issue 29): Change again after a failure, the fields untouched, is the
   * same intent, so a lost answer is not acted on twice (the second would be refused: the old
   * password is no longer the one). Any edit after the failure (the view sends EDIT) ends it.
   * The passwords stay out of it: the chart never holds them, and a trace shows an intent as it is.
   */
  intent: Intent;
}

export type PasswordChangeEvent = ({ type: 'SUBMIT' } & PasswordChangeValues) | { type: 'EDIT' };

/** Spec 02 section 5: old and new required, confirm equal to new. */
function passwordErrors(values: PasswordChangeValues): Partial<Record<PasswordField, Message>> {
  const errors: Partial<Record<PasswordField, Message>> = {};
  if (values.old_password === '') errors.old_password = keyMessage('passwordChange:oldRequired');
  if (values.new_password1 === '') errors.new_password1 = keyMessage('passwordChange:newRequired');
  if (values.new_password2 !== values.new_password1) errors.new_password2 = keyMessage('passwordChange:mismatch');
  return errors;
}

/**
 * Spec 02 section 8: a 400 is one toast per field, 'field name: messages' (the field's label,
 * its messages joined); any other failure its one message.
 */
export function passwordFailures(error: unknown): Message[] {
  if (!isApiFailure(error)) return [keyMessage('errors:somethingWentWrong')];
  const failure = error as ApiFailure;
  const body = failure.body;
  if (failure.kind === 'http' && failure.status === 400 && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const toasts = Object.entries(body as Record<string, unknown>).flatMap(([field, value]): Message[] => {
      const texts = (Array.isArray(value) ? value : [value]).filter((t): t is string => typeof t === 'string' && t.trim() !== '');
      return texts.length > 0 ? [keyMessage('passwordChange:fieldFailure', { field, messages: texts.join(' ') })] : [];
    });
    if (toasts.length > 0) return toasts;
  }
  return [failure.message];
}

/**
 * Change password (on /profile and /change_password): editing → changing → changed | failed.
 * Refused values are said per field with 'Please, check form before continue' and nothing is
 * sent; a request never runs twice.
 */
export const passwordChangeMachine = setup({
  types: { context: {} as PasswordChangeContext, events: {} as PasswordChangeEvent },
  actors: {
    /** PATCH /v1/update_password */
    change: {} as PromiseActorLogic<unknown, PasswordChangeValues & { readonly intent: number }>,
  },
  actions: {
    announceChanged: () => {},
    announceCheckForm: () => {},
    /** One toast per message. */
    announceFailures: (_, _params: { messages: Message[] }) => {},
    /** A send: the last intent again while it is unanswered and the form untouched, else the next. */
    rememberIntent: assign({ intent: ({ context }) => intentFor(context.intent, 'password change') }),
    settleIntent: assign({ intent: ({ context }) => settle(context.intent) }),
  },
  guards: {
    isValid: (_, params: PasswordChangeValues) => Object.keys(passwordErrors(params)).length === 0,
    isAborted: (_, params: { error: unknown }) => failedAs(params.error, 'aborted'),
  },
}).createMachine({
  id: 'passwordChange',
  context: { invalid: {}, intent: NO_INTENT },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: { type: 'isValid', params: ({ event }) => event }, target: 'changing', actions: [assign({ invalid: {} }), 'rememberIntent'] },
          { actions: [assign({ invalid: ({ event }) => passwordErrors(event) }), 'announceCheckForm'] },
        ],
      },
    },
    changing: {
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context, event }) => {
          const { old_password, new_password1, new_password2 } = event as Extract<PasswordChangeEvent, { type: 'SUBMIT' }>;
          return { old_password, new_password1, new_password2, intent: context.intent.id };
        },
        onDone: { target: 'changed', actions: ['settleIntent', 'announceChanged'] },
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'editing' },
          { target: 'failed', actions: { type: 'announceFailures', params: ({ event }) => ({ messages: passwordFailures(event.error) }) } },
        ],
      },
    },
    changed: { on: { EDIT: 'editing' } },
    failed: {
      on: {
        // The user changed a field: what is sent next is another request.
        EDIT: { target: 'editing', actions: 'settleIntent' },
        SUBMIT: [
          { guard: { type: 'isValid', params: ({ event }) => event }, target: 'changing', actions: [assign({ invalid: {} }), 'rememberIntent'] },
          { target: 'editing', actions: [assign({ invalid: ({ event }) => passwordErrors(event) }), 'announceCheckForm'] },
        ],
      },
    },
  },
});
