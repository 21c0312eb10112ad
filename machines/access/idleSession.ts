import { assign, setup } from 'xstate';

/** The countdown of the warning moves once a second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface IdleSessionInput {
  /** Time without activity before the warning; 0 (or less) turns the timeout off. */
  readonly idleMs: number;
  /** How long the warning counts down before the session ends. */
  readonly warningSeconds: number;
}

interface IdleSessionContext extends IdleSessionInput {
  secondsLeft: number;
}

export type IdleSessionEvent =
  /** The user did something in this tab (pointer, keys, wheel, touch). */
  | { type: 'ACTIVITY' }
  /** The user did something in another tab of the app: the tabs share one idle time. */
  | { type: 'OTHER_TAB_ACTIVE' }
  /** 'Stay signed in' (or the warning closed): the user is back. */
  | { type: 'STAY' }
  /** 'Sign out' in the warning. */
  | { type: 'SIGN_OUT_NOW' };

/**
 * The idle-session timeout (issue 13): after `idleTimeout` without activity a warning counts
 * down `warningSeconds`; with no answer the session ends the way a 401 ends it. Activity in
 * this tab is shared with the others (`shareActivity`), and theirs restarts this tab's timer,
 * even during the warning, since the user is evidently at the desk. In the warning, activity in
 * this tab alone (moving towards the button) does not count: the user answers the question.
 */
export const idleSessionMachine = setup({
  types: {
    context: {} as IdleSessionContext,
    events: {} as IdleSessionEvent,
    input: {} as IdleSessionInput,
  },
  actions: {
    /** Tells the other tabs that the user is active. */
    shareActivity: () => {},
    /** Ends the session as a 401 does, saying why. */
    endSession: () => {},
    /** Signs out as the user menu does. */
    signOut: () => {},
  },
  delays: {
    idleTimeout: ({ context }) => context.idleMs,
    countdownTick: COUNTDOWN_TICK_MS,
  },
  guards: {
    isOff: ({ context }) => context.idleMs <= 0,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'idleSession',
  context: ({ input }) => ({ ...input, secondsLeft: Math.max(1, Math.round(input.warningSeconds)) }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isOff', target: 'off' }, { target: 'active' }],
    },
    /** VITE_IDLE_MINUTES=0: nothing ever times out. */
    off: {},
    active: {
      after: { idleTimeout: 'warning' },
      on: {
        ACTIVITY: { target: 'active', reenter: true, actions: 'shareActivity' },
        OTHER_TAB_ACTIVE: { target: 'active', reenter: true },
      },
    },
    warning: {
      entry: assign({ secondsLeft: ({ context }) => Math.max(1, Math.round(context.warningSeconds)) }),
      initial: 'counting',
      states: {
        counting: {
          after: {
            countdownTick: [
              { guard: 'lastSecond', target: '#idleSession.timedOut' },
              { target: 'counting', reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
            ],
          },
        },
      },
      on: {
        STAY: { target: 'active', actions: 'shareActivity' },
        OTHER_TAB_ACTIVE: 'active',
        SIGN_OUT_NOW: 'signingOut',
      },
    },
    timedOut: { type: 'final', entry: 'endSession' },
    signingOut: { type: 'final', entry: 'signOut' },
  },
});

