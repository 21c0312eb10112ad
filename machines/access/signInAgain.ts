import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, isAborted, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';
import { avatarFor } from './avatar';
import { isCompleteLogin, isStaleChallenge, toSessionUser, withMe, type Credentials, type LoginAnswer, type MeAnswer, type SecondFactorInput, type SessionUser } from './sessionUser';

/**
 * Sign in again without leaving the page (issue 29): a 401 met the session while the user had
 * a form open. A dialog over the page asks for the password (and the second factor's code when
 * the user has one); the page, and what was typed in it, stays. The dialog runs this chart and
 * tells the session how it ended (`resume`, `giveUp`); the session decides what happens to the
 * request that met the 401.
 */
export interface SignInAgainInput {
  /** The session that ended: whose form is open. */
  readonly expired: SessionUser;
}

interface SignInAgainContext extends SignInAgainInput {
  /** A login answer that passed its checks, stored while /v1/me loads. */
  pending: SessionUser | null;
  session: SessionUser | null;
  /** The second step's challenge while it waits for a code; never stored. */
  challenge: string | null;
  /** Why the last try was refused, shown in the dialog (not a toast: the dialog is where the user looks). */
  error: Message | null;
}

export type SignInAgainEvent =
  | ({ type: 'SIGN_IN' } & Credentials)
  | { type: 'VERIFY'; method: SecondFactorInput['method']; value: string }
  /** Back to the password from the code step. */
  | { type: 'BACK' }
  /** The user would rather sign out: /login, the draft offered back after the next sign-in. */
  | { type: 'GIVE_UP' };

const SERVICE_UNAVAILABLE = keyMessage('errors:serviceUnavailable');

export const signInAgainMachine = setup({
  types: {
    context: {} as SignInAgainContext,
    events: {} as SignInAgainEvent,
    input: {} as SignInAgainInput,
  },
  actors: {
    /** POST /v1/login (a 401 is an ordinary refusal here). */
    login: {} as PromiseActorLogic<LoginAnswer, Credentials>,
    /** POST /v1/login/second_factor. */
    verifySecondFactor: {} as PromiseActorLogic<LoginAnswer, SecondFactorInput>,
    /** GET /v1/me with the token just stored. */
    loadMe: {} as PromiseActorLogic<MeAnswer, void>,
  },
  actions: {
    /** Tells the session: signed in again, as this user (the session decides what the page does). */
    resume: (_, _params: { session: SessionUser }) => {},
    /** Tells the session the user gave up: /login. */
    giveUp: () => {},
    storeSession: (_, _params: { session: SessionUser }) => {},
    removeSession: () => {},
    /** A login answer that cannot make a session goes to the error-reporting service. */
    reportIncompleteLogin: (_, _params: { error: unknown }) => {},
    keepPending: assign({ pending: (_, params: { answer: LoginAnswer }) => toSessionUser(params.answer, avatarFor(params.answer.token ?? '')) }),
    refuse: assign({ error: (_, params: { message: Message }) => params.message }),
  },
  guards: {
    isCompleteLogin: (_, params: { answer: LoginAnswer }) => isCompleteLogin(params.answer),
    asksSecondFactor: (_, params: { answer: LoginAnswer }) => Boolean(params.answer.second_factor),
    isInvalidAnswer: (_, params: { error: unknown }) => failedAs(params.error, 'invalid'),
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
    /** The code step's challenge was refused (it ran out): the password again. */
    isStaleChallenge: (_, params: { error: unknown }) => isStaleChallenge(params.error),
  },
}).createMachine({
  id: 'signInAgain',
  context: ({ input }) => ({ ...input, pending: null, session: null, challenge: null, error: null }),
  initial: 'asking',
  states: {
    asking: {
      on: {
        SIGN_IN: { target: 'signingIn', actions: assign({ error: null }) },
        GIVE_UP: 'gaveUp',
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const { username, password } = event as Extract<SignInAgainEvent, { type: 'SIGN_IN' }>;
          return { username, password };
        },
        onDone: [
          {
            guard: { type: 'asksSecondFactor', params: ({ event }) => ({ answer: event.output }) },
            target: 'secondFactor',
            actions: assign({ challenge: ({ event }) => event.output.second_factor!.challenge }),
          },
          {
            guard: { type: 'isCompleteLogin', params: ({ event }) => ({ answer: event.output }) },
            target: 'loadingMe',
            actions: [
              { type: 'keepPending', params: ({ event }) => ({ answer: event.output }) },
              { type: 'storeSession', params: ({ context }) => ({ session: context.pending! }) },
            ],
          },
          {
            target: 'asking',
            actions: [
              { type: 'reportIncompleteLogin', params: ({ event }) => ({ error: event.output }) },
              { type: 'refuse', params: { message: SERVICE_UNAVAILABLE } },
            ],
          },
        ],
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'asking' },
          {
            guard: { type: 'isInvalidAnswer', params: ({ event }) => ({ error: event.error }) },
            target: 'asking',
            actions: [
              { type: 'reportIncompleteLogin', params: ({ event }) => ({ error: event.error }) },
              { type: 'refuse', params: { message: SERVICE_UNAVAILABLE } },
            ],
          },
          // A wrong password, a locked account, no network: said in the dialog.
          { target: 'asking', actions: { type: 'refuse', params: ({ event }) => ({ message: messageOf(event.error) }) } },
        ],
      },
    },
    secondFactor: {
      initial: 'enteringCode',
      exit: assign({ challenge: null }),
      on: { BACK: { target: 'asking', actions: assign({ error: null }) } },
      states: {
        enteringCode: {
          on: { VERIFY: { target: 'verifying', actions: assign({ error: null }) } },
        },
        verifying: {
          invoke: {
            id: 'verifySecondFactor',
            src: 'verifySecondFactor',
            input: ({ context, event }) => {
              const { method, value } = event as Extract<SignInAgainEvent, { type: 'VERIFY' }>;
              return { challenge: context.challenge!, method, value };
            },
            onDone: [
              {
                guard: { type: 'isCompleteLogin', params: ({ event }) => ({ answer: event.output }) },
                target: '#signInAgain.loadingMe',
                actions: [
                  { type: 'keepPending', params: ({ event }) => ({ answer: event.output }) },
                  { type: 'storeSession', params: ({ context }) => ({ session: context.pending! }) },
                ],
              },
              {
                target: '#signInAgain.asking',
                actions: [
                  { type: 'reportIncompleteLogin', params: ({ event }) => ({ error: event.output }) },
                  { type: 'refuse', params: { message: SERVICE_UNAVAILABLE } },
                ],
              },
            ],
            onError: [
              { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'enteringCode' },
              {
                guard: { type: 'isStaleChallenge', params: ({ event }) => ({ error: event.error }) },
                target: '#signInAgain.asking',
                actions: { type: 'refuse', params: ({ event }) => ({ message: messageOf(event.error) }) },
              },
              // A wrong or used code, a wait after too many: said under the code field.
              { target: 'enteringCode', actions: { type: 'refuse', params: ({ event }) => ({ message: messageOf(event.error) }) } },
            ],
          },
        },
      },
    },
    loadingMe: {
      invoke: {
        id: 'loadMe',
        src: 'loadMe',
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ session: ({ context, event }) => withMe(context.pending!, event.output), pending: null }),
            { type: 'storeSession', params: ({ context }) => ({ session: context.session! }) },
          ],
        },
        onError: {
          target: 'asking',
          actions: ['removeSession', assign({ pending: null }), { type: 'refuse', params: ({ event }) => ({ message: messageOf(event.error) }) }],
        },
      },
    },
    signedIn: { type: 'final', entry: { type: 'resume', params: ({ context }) => ({ session: context.session! }) } },
    gaveUp: { type: 'final', entry: 'giveUp' },
  },
});
