import type { AnyEventObject } from 'xstate';
import { idleSessionMachine, type IdleSessionInput } from '@machines/access/idleSession';
import type { ModelSpec } from '../../support/model';

/** The idle-session chart's model: one source for the replay test and the coverage test. */

const idleSessionEvents = {
  'the idle time passes': { type: 'xstate.after.idleTimeout.idleSession.active' },
  'the user acts in this tab': { type: 'ACTIVITY' },
  'the user acts in another tab': { type: 'OTHER_TAB_ACTIVE' },
  'a second passes': { type: 'xstate.after.countdownTick.idleSession.warning.counting' },
  'stay signed in': { type: 'STAY' },
  'sign out': { type: 'SIGN_OUT_NOW' },
} satisfies Record<string, AnyEventObject>;

export type IdleSessionEventName = keyof typeof idleSessionEvents;

/** Two seconds of warning are enough to see the count go down and run out. */
export const IDLE_MS = 15 * 60_000;

export const idleSessionModel: ModelSpec<IdleSessionInput> = {
  machine: idleSessionMachine,
  starts: [
    { name: 'timeout on (15 minutes, 2 seconds of warning)', input: { idleMs: IDLE_MS, warningSeconds: 2 } },
    { name: 'timeout off (0 minutes)', input: { idleMs: 0, warningSeconds: 60 } },
  ],
  events: idleSessionEvents,
  // lastSecond reads the seconds left.
  project: (snapshot) => ({ secondsLeft: (snapshot.context as { secondsLeft: number }).secondsLeft }),
};
