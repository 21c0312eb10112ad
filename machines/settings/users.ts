import { assign, setup, type PromiseActorLogic } from 'xstate';
import { type ApiFailure, failedAs, isApiFailure, messageOf } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';

export interface NewUserValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly profile: string;
}
export type NewUserField = keyof NewUserValues;

interface UserRef {
  readonly id: number;
  readonly username: string;
  readonly is_active: boolean;
  readonly profile: string | null;
}

interface UsersContext {
  /** The user a dialog or toggle acts on. */
  subject: UserRef | null;
  /** What the add-user dialog holds, kept across a refusal or a failed request. */
  draft: NewUserValues;
  /** The profile the edit dialog holds. */
  profile: string;
  invalid: Partial<Record<NewUserField | 'level', Message>>;
  error: Message | null;
  /**
   * The last write sent (issue 29): saving the same values again after a failure is the same
   * intent, so a lost answer is not acted on twice.
   */
  intent: Intent;
}

/** Each write's input also carries its intent: the app makes the Idempotency-Key from it. */
type WithIntent<T> = T & { readonly intent: number };

const newUser = (context: UsersContext): NewUserValues => ({
  first_name: context.draft.first_name.trim(),
  last_name: context.draft.last_name.trim(),
  email: context.draft.email.trim(),
  profile: context.draft.profile,
});
const profileChange = (context: UsersContext) => ({ id: context.subject!.id, level: context.profile });
const statusChange = (context: UsersContext) => ({ id: context.subject!.id, is_active: !context.subject!.is_active });


export type UsersEvent =
  | { type: 'ADD' }
  | { type: 'EDIT_PROFILE'; user: UserRef }
  | { type: 'TOGGLE'; user: UserRef }
  /** What was typed or chosen in the add-user dialog (one field or several). */
  | { type: 'CHANGE'; values: Partial<NewUserValues> }
  | { type: 'CHOOSE_PROFILE'; profile: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' };

const EMPTY: NewUserValues = { first_name: '', last_name: '', email: '', profile: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 02 section 5: '{field} is required' for each empty field, '{field} invalid' for a bad address. */
export function newUserErrors(values: NewUserValues): Partial<Record<NewUserField, Message>> {
  const errors: Partial<Record<NewUserField, Message>> = {};
  for (const field of ['first_name', 'last_name', 'email', 'profile'] as const) {
    if (values[field].trim() === '') errors[field] = keyMessage('users:validation.required', { field });
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = keyMessage('users:validation.invalid', { field: 'email' });
  return errors;
}

/** Spec 02 section 8: create-user failures show the body, or its first value when it is a list. */
export function createFailure(error: unknown): Message {
  if (!isApiFailure(error)) return keyMessage('errors:somethingWentWrong');
  const failure = error as ApiFailure;
  if (failure.kind === 'http' && typeof failure.body === 'string' && failure.body.trim() !== '') return { text: failure.body };
  // An array body: the client's first message is its first value; an object: its first field's.
  return failure.message;
}

const isSilent = (error: unknown): boolean =>
  failedAs(error, 'aborted', 'unauthorized');

/**
 * The user list's actions (spec 02 sections 2, 4 and 5): the add-user dialog, the
 * edit-profile dialog and Enable/Disable, one at a time. A dialog stays open with what was
 * typed when the checks or the server refuse; a request never runs twice; after a success the
 * list loads again.
 */
export const usersMachine = setup({
  types: { context: {} as UsersContext, events: {} as UsersEvent },
  actors: {
    /** POST v1/user/ */
    create: {} as PromiseActorLogic<unknown, WithIntent<NewUserValues>>,
    /** POST /v1/user/levels */
    changeProfile: {} as PromiseActorLogic<unknown, WithIntent<{ id: number; level: string }>>,
    /** PUT /v1/user/{id}/ */
    setActive: {} as PromiseActorLogic<unknown, WithIntent<{ id: number; is_active: boolean }>>,
  },
  actions: {
    announce: (_, _params: { message: Message }) => {},
    announceFailure: (_, _params: { message: Message }) => {},
    refreshList: () => {},
    /** The intent of a write: the last one again while that is unanswered and sends the same. */
    rememberIntent: assign({ intent: ({ context }, params: { write: string; payload: object }) => intentFor(context.intent, { write: params.write, ...params.payload }) }),
    settleIntent: assign({ intent: ({ context }) => settle(context.intent) }),
  },
  guards: {
    isDraftValid: ({ context }) => Object.keys(newUserErrors(context.draft)).length === 0,
    hasProfile: ({ context }) => context.profile !== '',
    isSilent: (_, params: { error: unknown }) => isSilent(params.error),
  },
}).createMachine({
  id: 'users',
  context: { subject: null, draft: EMPTY, profile: '', invalid: {}, error: null, intent: NO_INTENT },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ADD: { target: 'adding', actions: assign({ draft: EMPTY, invalid: {}, error: null }) },
        EDIT_PROFILE: {
          target: 'editingProfile',
          actions: assign({ subject: ({ event }) => event.user, profile: ({ event }) => event.user.profile ?? '', invalid: {}, error: null }),
        },
        TOGGLE: { target: 'toggling', actions: assign({ subject: ({ event }) => event.user }) },
      },
    },
    adding: {
      on: {
        CHANGE: {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, ...event.values }),
            invalid: ({ context, event }) => {
              const invalid = { ...context.invalid };
              for (const field of Object.keys(event.values)) delete invalid[field as NewUserField];
              return invalid;
            },
          }),
        },
        SUBMIT: [
          { guard: 'isDraftValid', target: 'creating', actions: assign({ invalid: {}, error: null }) },
          { actions: assign({ invalid: ({ context }) => newUserErrors(context.draft) }) },
        ],
        CANCEL: { target: 'idle', actions: assign({ draft: EMPTY, invalid: {}, error: null }) },
      },
    },
    creating: {
      entry: { type: 'rememberIntent', params: ({ context }) => ({ write: 'create', payload: newUser(context) }) },
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ ...newUser(context), intent: context.intent.id }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ draft: EMPTY }),
            'settleIntent',
            { type: 'announce', params: () => ({ message: keyMessage('users:created') }) },
            'refreshList',
          ],
        },
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'adding' },
          {
            target: 'adding',
            actions: [
              assign({ error: ({ event }) => createFailure(event.error) }),
              { type: 'announceFailure', params: ({ event }) => ({ message: createFailure(event.error) }) },
            ],
          },
        ],
      },
    },
    editingProfile: {
      on: {
        CHOOSE_PROFILE: { actions: assign({ profile: ({ event }) => event.profile, invalid: {} }) },
        SUBMIT: [
          { guard: 'hasProfile', target: 'savingProfile', actions: assign({ error: null }) },
          { actions: assign({ invalid: () => ({ level: keyMessage('users:validation.profileRequired') }) }) },
        ],
        CANCEL: { target: 'idle', actions: assign({ subject: null, invalid: {}, error: null }) },
      },
    },
    savingProfile: {
      entry: { type: 'rememberIntent', params: ({ context }) => ({ write: 'profile', payload: profileChange(context) }) },
      invoke: {
        id: 'changeProfile',
        src: 'changeProfile',
        input: ({ context }) => ({ ...profileChange(context), intent: context.intent.id }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ subject: null }),
            'settleIntent',
            { type: 'announce', params: () => ({ message: keyMessage('users:profileUpdated') }) },
            'refreshList',
          ],
        },
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'editingProfile' },
          {
            target: 'editingProfile',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error) }),
              { type: 'announceFailure', params: ({ event }) => ({ message: messageOf(event.error) }) },
            ],
          },
        ],
      },
    },
    toggling: {
      entry: { type: 'rememberIntent', params: ({ context }) => ({ write: 'status', payload: statusChange(context) }) },
      invoke: {
        id: 'setActive',
        src: 'setActive',
        input: ({ context }) => ({ ...statusChange(context), intent: context.intent.id }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ subject: null }),
            'settleIntent',
            { type: 'announce', params: () => ({ message: keyMessage('users:statusUpdated') }) },
            'refreshList',
          ],
        },
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'idle', actions: assign({ subject: null }) },
          {
            target: 'idle',
            actions: [
              assign({ subject: null }),
              { type: 'announceFailure', params: ({ event }) => ({ message: messageOf(event.error) }) },
            ],
          },
        ],
      },
    },
  },
});
