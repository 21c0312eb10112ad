import { idleSessionMachine } from '@machines/access/idleSession';
import { go } from '../../platform/navigation';
import type { SessionActor } from '../../session/sessionActor';
import { shareActivity } from './activity';

/**
 * The idle-session chart bound to the app: activity shared through the tabs' channel, the end
 * of the session through the session chart's 401 path (storage cleared, /login), which keeps
 * why for /login to say (issue 29: a toast closed while the user was away), and 'Sign out'
 * through /logout like the user menu.
 */
export function idleSessionLogic(session: SessionActor) {
  return idleSessionMachine.provide({
    actions: {
      shareActivity: () => shareActivity(),
      endSession: () => session.send({ type: 'UNAUTHORIZED', reason: 'idle' }),
      signOut: () => go('/logout'),
    },
  });
}
