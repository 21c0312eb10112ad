import { assign, setup, type PromiseActorLogic } from 'xstate';
import { type ApiFailure, failedAs, isApiFailure } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';

export interface PersonalName {
  readonly first_name: string;
  readonly last_name: string;
}

interface ProfileUpdateContext {
  error: Message | null;
  /** The name being sent (issue 29): Update again of the same name after a failure keeps it. */
  intent: Intent;
}

export type ProfileUpdateEvent = ({ type: 'SUBMIT' } & PersonalName) | { type: 'EDIT' };

const trimmedName = ({ first_name, last_name }: PersonalName): PersonalName => ({ first_name: first_name.trim(), last_name: last_name.trim() });

/** Spec 02 section 5: both names are required (the Update button is disabled meanwhile too). */
export const isCompleteName = (name: PersonalName): boolean => name.first_name.trim() !== '' && name.last_name.trim() !== '';

/**
 * Spec 02 section 8: a 404 shows the answer's data (its detail, or the body as sent); any
 * other failure the first message of the first field, as the API client already reads it.
 */
export function profileFailure(error: unknown): Message {
  if (!isApiFailure(error)) return keyMessage('errors:somethingWentWrong');
  const failure = error as ApiFailure;
  if (failure.kind === 'http' && failure.status === 404) {
    const body = failure.body;
    if (typeof body === 'string' && body.trim() !== '') return { text: body };
    const detail = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).detail : undefined;
    if (typeof detail === 'string' && detail.trim() !== '') return { text: detail };
  }
  return failure.message;
}

/**
 * My profile's personal data (first and last name): editing → updating → updated | failed.
 * Once saved, the session (and with it the top bar) takes the new name at once.
 */
export const profileUpdateMachine = setup({
  types: { context: {} as ProfileUpdateContext, events: {} as ProfileUpdateEvent },
  actors: {
    /** PATCH /v1/user_profile; resolves with the name it saved. */
    update: {} as PromiseActorLogic<PersonalName, PersonalName & { readonly intent: number }>,
  },
  actions: {
    announceUpdated: () => {},
    announceFailure: (_, _params: { message: Message }) => {},
    /** The session user takes the new name (top bar, session storage). */
    renameSession: (_, _params: PersonalName) => {},
    /** The intent of sending this name: the last one again while unanswered and the same. */
    rememberIntent: assign({ intent: ({ context }, params: PersonalName) => intentFor(context.intent, trimmedName(params)) }),
  },
  guards: {
    isComplete: (_, params: PersonalName) => isCompleteName(params),
    isAborted: (_, params: { error: unknown }) => failedAs(params.error, 'aborted'),
  },
}).createMachine({
  id: 'profileUpdate',
  context: { error: null, intent: NO_INTENT },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: {
          guard: { type: 'isComplete', params: ({ event }) => event },
          target: 'updating',
          actions: { type: 'rememberIntent', params: ({ event }) => event },
        },
      },
    },
    updating: {
      invoke: {
        id: 'update',
        src: 'update',
        input: ({ context, event }) => ({ ...trimmedName(event as Extract<ProfileUpdateEvent, { type: 'SUBMIT' }>), intent: context.intent.id }),
        onDone: {
          target: 'updated',
          actions: [
            assign({ intent: ({ context }) => settle(context.intent) }),
            'announceUpdated',
            { type: 'renameSession', params: ({ event }) => event.output },
          ],
        },
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'editing' },
          {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => profileFailure(event.error) }),
              { type: 'announceFailure', params: ({ event }) => ({ message: profileFailure(event.error) }) },
            ],
          },
        ],
      },
    },
    updated: { on: { EDIT: 'editing' } },
    failed: {
      on: {
        EDIT: { target: 'editing', actions: assign({ error: null }) },
        SUBMIT: {
          guard: { type: 'isComplete', params: ({ event }) => event },
          target: 'updating',
          actions: [assign({ error: null }), { type: 'rememberIntent', params: ({ event }) => event }],
        },
      },
    },
  },
});
