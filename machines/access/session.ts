import { and, assign, not, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, isAborted, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';
import { avatarFor } from './avatar';
import {
  isCompleteLogin,
  isStaleChallenge,
  landingRoute,
  sameUser,
  toSessionUser,
  withMe,
  type LoginAnswer,
  type MeAnswer,
  type SessionUser,
  type Credentials,
  type SecondFactorInput,
  type SignOutReason,
} from './sessionUser';

export interface SessionInput {
  /** The user found in session storage when the page loaded, if any. */
  readonly storedSession: SessionUser | null;
  /** The dashboard version stored on this device, if any. */
  readonly storedVersion: string | null;
  /** The dashboard version this build carries (1.0.0). */
  readonly currentVersion: string;
  /**
   * Whether the page loaded on a public page. The spec spares /login from the version check;
   * the other public pages must be spared too, or a reset link opened on a new device would
   * land on /login instead of the reset form.
   */
  readonly onPublicPage: boolean;
}

interface SessionContext extends SessionInput {
  session: SessionUser | null;
  /** A login answer that passed its checks, kept while /v1/me loads. */
  pending: SessionUser | null;
  /** The login's challenge while the second step waits for a code (issue 26); never stored. */
  challenge: string | null;
  /** Why the last code was refused, shown under the code field. */
  factorError: Message | null;
}

export type SessionEvent =
  | ({ type: 'SIGN_IN' } & Credentials)
  | { type: 'SIGN_OUT' }
  /** Any call answered 401: the API client sends this. */
  /**
   * The session ended without the user asking here (issue 29): a 401 (`expired`, the default),
   * the idle timeout, or the user signing out of this session in another tab.
   */
  | {
      type: 'UNAUTHORIZED';
      reason?: Extract<SignOutReason, 'idle' | 'expired' | 'otherTab'>;
      /** A form that writes is open (issue 29): a 401 asks for the password over the page instead of leaving it. */
      formOpen?: boolean;
    }
  /** The user saved a new name on My profile: the top bar and session storage take it at once. */
  | { type: 'RENAME'; first_name: string; last_name: string }
  /** The user turned a second factor on (My profile): a requirement to enrol is met (issue 26). */
  | { type: 'SECOND_FACTOR_ON' }
  /** Signed in again over the page (issue 29; machines/access/signInAgain.ts, in the dialog). */
  | { type: 'SIGNED_IN_AGAIN'; session: SessionUser }
  /** The user gave the sign-in over the page up: /login. */
  | { type: 'GIVE_UP' }
  /** The second step of a sign-in: a code typed. */
  | { type: 'VERIFY'; method: SecondFactorInput['method']; value: string }
  /** Back to the password from the second step. */
  | { type: 'CANCEL_SIGN_IN' };



/**
 * The session: restore, version check, sign in (login, store, /v1/me, land on a fresh page),
 * sign out, and sign out on any 401. App-wide; lives outside React.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** POST /v1/login: resolves with the raw answer, rejects with an ApiFailure. */
    login: {} as PromiseActorLogic<LoginAnswer, Credentials>,
    /** POST /v1/login/second_factor: what /v1/login answers a user without a second factor. */
    verifySecondFactor: {} as PromiseActorLogic<LoginAnswer, SecondFactorInput>,
    /** GET /v1/me with the freshly stored token. */
    loadMe: {} as PromiseActorLogic<MeAnswer, void>,
    /** GET /v1/logout; its outcome does not change what happens next. */
    logout: {} as PromiseActorLogic<unknown, void>,
  },
  actions: {
    /** Writes the session user to session storage. */
    storeSession: (_, _params: { session: SessionUser }) => {},
    /** Removes the session user from session storage. */
    removeSession: () => {},
    /** Clears local and session storage (language and version are device settings and stay). */
    clearStorage: () => {},
    /** Keeps why the session ended, for /login to say until the next sign-in (issue 29); null: there was none. */
    recordSignOut: (_, _params: { reason: SignOutReason | null }) => {},
    /** A sign-in succeeded: the last session's end is old news. */
    forgetSignOut: () => {},
    /** The user signs this session out: the other tabs holding it end it too (issue 29). */
    announceSignOut: (_, _params: { token: string }) => {},
    /** While signed in, a sign-out of this session in another tab ends it here (UNAUTHORIZED, `otherTab`). */
    watchOtherTabs: () => {},
    saveVersion: (_, _params: { version: string }) => {},
    /**
     * Opens the route the user lands on, its page loaded afresh: the spec's "redirect, then
     * reload" without fetching the document again (docs/decisions.md, "Sign-in lands without a
     * document reload").
     */
    land: (_, _params: { to: string }) => {},
    goToLogin: () => {},
    notifyError: (_, _params: { message: Message }) => {},
    /**
     * The requests that met the 401 wait for the sign-in over the page (issue 29); `resend`:
     * signed in again as the same user, so they go again with the new token (and their
     * Idempotency-Key); else they fail as the 401 they met.
     */
    holdRequests: () => {},
    releaseRequests: (_, _params: { resend: boolean }) => {},
    /**
     * Keeps what the open forms hold as drafts of `owner`'s, in the browser (issue 29): offered
     * back after a give-up or a reload and the next sign-in as the same user.
     */
    keepDrafts: (_, _params: { owner: SessionUser }) => {},
    /** Forgets `owner`'s drafts (the page kept the forms, or someone else signed in); null: everyone's (an explicit sign-out). */
    dropDrafts: (_, _params: { owner: SessionUser | null }) => {},
    /** Sends a login answer that cannot make a session to the error-reporting service. */
    reportIncompleteLogin: (_, _params: { error: unknown }) => {},
    /** A complete login answer: the session to be, kept (and stored) while /v1/me loads. */
    keepPending: assign({ pending: (_, params: { answer: LoginAnswer }) => toSessionUser(params.answer, avatarFor(params.answer.token ?? '')) }),
  },
  guards: {
    versionChanged: ({ context }) => context.storedVersion !== context.currentVersion,
    onPublicPage: ({ context }) => context.onPublicPage,
    hasStoredSession: ({ context }) => Boolean(context.storedSession?.token),
    /** A 401 (not the idle timeout, not another tab) while the user has a form open. */
    keepsPage: ({ event }) => event.type === 'UNAUTHORIZED' && event.formOpen === true && event.reason === undefined,
    isSameUser: ({ context }, params: { session: SessionUser }) => sameUser(context.session!, params.session),
    isCompleteLogin: (_, params: { answer: LoginAnswer }) => isCompleteLogin(params.answer),
    asksSecondFactor: (_, params: { answer: LoginAnswer }) => Boolean(params.answer.second_factor),
    isStaleChallenge: (_, params: { error: unknown }) => isStaleChallenge(params.error),
    isInvalidAnswer: (_, params: { error: unknown }) => failedAs(params.error, 'invalid'),
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input, session: null, pending: null, challenge: null, factorError: null }),
  initial: 'checkingVersion',
  on: {
    UNAUTHORIZED: {
      target: '.signedOut',
      actions: [
        'clearStorage',
        // Before the session is dropped: a 401 with no session (a late answer) ended nothing.
        { type: 'recordSignOut', params: ({ context, event }) => ({ reason: context.session ? (event.reason ?? 'expired') : null }) },
        assign({ session: null, pending: null }),
        'goToLogin',
      ],
    },
  },
  states: {
    checkingVersion: {
      always: [
        {
          guard: and(['versionChanged', not('onPublicPage')]),
          target: 'signedOut',
          actions: [
            'removeSession',
            { type: 'recordSignOut', params: ({ context }) => ({ reason: context.storedSession ? 'versionChange' : null }) },
            { type: 'saveVersion', params: ({ context }) => ({ version: context.currentVersion }) },
            'goToLogin',
          ],
        },
        {
          guard: 'versionChanged',
          target: 'restoring',
          actions: { type: 'saveVersion', params: ({ context }) => ({ version: context.currentVersion }) },
        },
        { target: 'restoring' },
      ],
    },
    restoring: {
      always: [
        {
          guard: 'hasStoredSession',
          target: 'signedIn',
          actions: assign({ session: ({ context }) => context.storedSession }),
        },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      on: {
        SIGN_IN: 'signingIn',
        // Visiting /logout without a session still ends on /login.
        SIGN_OUT: { actions: 'goToLogin' },
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const { username, password } = event as Extract<SessionEvent, { type: 'SIGN_IN' }>;
          return { username, password };
        },
        onDone: [
          {
            guard: { type: 'asksSecondFactor', params: ({ event }) => ({ answer: event.output }) },
            target: 'secondFactor',
            actions: assign({ challenge: ({ event }) => event.output.second_factor!.challenge, factorError: null }),
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
            target: 'signedOut',
            actions: [
              'removeSession',
              { type: 'reportIncompleteLogin', params: ({ event }) => ({ error: event.output }) },
              { type: 'notifyError', params: () => ({ message: keyMessage('errors:serviceUnavailable') }) },
            ],
          },
        ],
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          {
            guard: { type: 'isInvalidAnswer', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: [
              'removeSession',
              { type: 'reportIncompleteLogin', params: ({ event }) => ({ error: event.error }) },
              { type: 'notifyError', params: () => ({ message: keyMessage('errors:serviceUnavailable') }) },
            ],
          },
          {
            target: 'signedOut',
            actions: { type: 'notifyError', params: ({ event }) => ({ message: messageOf(event.error) }) },
          },
        ],
      },
    },
    /**
     * A user with a second factor (issue 26): the password was right, and the login answered a
     * challenge instead of a session. Nothing is stored until the code is accepted.
     */
    secondFactor: {
      initial: 'enteringCode',
      exit: assign({ challenge: null }),
      on: { CANCEL_SIGN_IN: { target: 'signedOut', actions: assign({ factorError: null }) } },
      states: {
        enteringCode: {
          on: { VERIFY: 'verifying' },
        },
        verifying: {
          entry: assign({ factorError: null }),
          invoke: {
            id: 'verifySecondFactor',
            src: 'verifySecondFactor',
            input: ({ context, event }) => {
              const { method, value } = event as Extract<SessionEvent, { type: 'VERIFY' }>;
              return { challenge: context.challenge!, method, value };
            },
            onDone: [
              {
                guard: { type: 'isCompleteLogin', params: ({ event }) => ({ answer: event.output }) },
                target: '#session.loadingMe',
                actions: [
                  { type: 'keepPending', params: ({ event }) => ({ answer: event.output }) },
                  { type: 'storeSession', params: ({ context }) => ({ session: context.pending! }) },
                ],
              },
              {
                target: '#session.signedOut',
                actions: [
                  { type: 'reportIncompleteLogin', params: ({ event }) => ({ error: event.output }) },
                  { type: 'notifyError', params: () => ({ message: keyMessage('errors:serviceUnavailable') }) },
                ],
              },
            ],
            onError: [
              { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'enteringCode' },
              {
                guard: { type: 'isInvalidAnswer', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signedOut',
                actions: [
                  { type: 'reportIncompleteLogin', params: ({ event }) => ({ error: event.error }) },
                  { type: 'notifyError', params: () => ({ message: keyMessage('errors:serviceUnavailable') }) },
                ],
              },
              {
                // The challenge ran out, or the account was disabled meanwhile: the password again.
                guard: { type: 'isStaleChallenge', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signedOut',
                actions: { type: 'notifyError', params: ({ event }) => ({ message: messageOf(event.error) }) },
              },
              // A wrong or used code, a wait after too many, no network: said under the field.
              { target: 'enteringCode', actions: assign({ factorError: ({ event }) => messageOf(event.error) }) },
            ],
          },
        },
      },
    },
    loadingMe: {
      // A 401 now is the landing page's early request (src/platform/prefetch/earlyLoader.ts),
      // sent with the token /v1/me is checking: /v1/me's own answer says how the sign-in ends.
      on: { UNAUTHORIZED: {} },
      invoke: {
        id: 'loadMe',
        src: 'loadMe',
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ session: ({ context, event }) => withMe(context.pending!, event.output), pending: null }),
            { type: 'storeSession', params: ({ context }) => ({ session: context.session! }) },
            'forgetSignOut',
            { type: 'land', params: ({ context }) => ({ to: landingRoute(context.session!) }) },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            'removeSession',
            assign({ pending: null }),
            { type: 'notifyError', params: ({ event }) => ({ message: messageOf(event.error) }) },
          ],
        },
      },
    },
    signedIn: {
      entry: 'watchOtherTabs',
      on: {
        // Spec 01 section 8's clearing still happens; the page and what was typed stay. Any
        // other 401 goes on to the chart's own: /login.
        UNAUTHORIZED: {
          guard: 'keepsPage',
          target: 'signingInAgain',
          actions: ['clearStorage', 'holdRequests', { type: 'keepDrafts', params: ({ context }) => ({ owner: context.session! }) }],
        },
        SIGN_OUT: {
          target: 'signingOut',
          actions: [
            { type: 'announceSignOut', params: ({ context }) => ({ token: context.session!.token }) },
            { type: 'dropDrafts', params: { owner: null } },
          ],
        },
        RENAME: {
          actions: [
            assign({
              session: ({ context, event }) => ({ ...context.session!, user: { ...context.session!.user, first_name: event.first_name, last_name: event.last_name } }),
            }),
            { type: 'storeSession', params: ({ context }) => ({ session: context.session! }) },
          ],
        },
        SECOND_FACTOR_ON: {
          actions: [
            assign({ session: ({ context }) => ({ ...context.session!, mustEnrolSecondFactor: false }) }),
            { type: 'storeSession', params: ({ context }) => ({ session: context.session! }) },
          ],
        },
      },
    },
    /**
     * A 401 met the session while a form was open (issue 29): a dialog over the page signs in
     * again (machines/access/signInAgain.ts, loaded with the dialog) and says how it ended. The
     * page's other requests that meet a 401 meanwhile wait with the first.
     */
    signingInAgain: {
      on: {
        UNAUTHORIZED: {},
        GIVE_UP: {
          target: 'signedOut',
          actions: [
            { type: 'recordSignOut', params: { reason: 'expired' } },
            { type: 'releaseRequests', params: { resend: false } },
            assign({ session: null }),
            'goToLogin',
          ],
        },
        SIGNED_IN_AGAIN: [
          {
            // The same user: the page goes on, and what met the 401 is sent again.
            guard: { type: 'isSameUser', params: ({ event }) => ({ session: event.session }) },
            target: 'signedIn',
            actions: [
              assign({ session: ({ event }) => event.session }),
              'forgetSignOut',
              { type: 'releaseRequests', params: { resend: true } },
              { type: 'dropDrafts', params: ({ event }) => ({ owner: event.session }) },
            ],
          },
          {
            // Someone else: nothing of the last user's page is theirs; they land on their own.
            target: 'signedIn',
            actions: [
              { type: 'dropDrafts', params: ({ context }) => ({ owner: context.session }) },
              assign({ session: ({ event }) => event.session }),
              'forgetSignOut',
              { type: 'releaseRequests', params: { resend: false } },
              { type: 'land', params: ({ event }) => ({ to: landingRoute(event.session) }) },
            ],
          },
        ],
      },
    },
    signingOut: {
      // The user is signing out: a 401 meanwhile ends what they ended, with nothing to explain on /login.
      on: {
        UNAUTHORIZED: { target: 'signedOut', actions: ['clearStorage', assign({ session: null, pending: null }), 'goToLogin'] },
      },
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['clearStorage', assign({ session: null }), 'goToLogin'] },
        onError: { target: 'signedOut', actions: ['clearStorage', assign({ session: null }), 'goToLogin'] },
      },
    },
  },
});

