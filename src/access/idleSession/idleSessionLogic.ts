import { idleSessionMachine } from '@machines/access/idleSession';
import { keyMessage } from '@machines/shared/message';
import { go } from '../../platform/navigation';
import { notify } from '../../platform/toasts';
import type { SessionActor } from '../../session/sessionActor';
import { shareActivity } from './activity';

/**
 * The idle-session chart bound to the app: activity shared through the tabs' channel, the end
 * of the session through the session chart's 401 path (storage cleared, /login) with a notice
 * saying why, and 'Sign out' through /logout like the user menu.
 */
export function idleSessionLogic(session: SessionActor) {
  return idleSessionMachine.provide({
    actions: {
      shareActivity: () => shareActivity(),
      endSession: () => {
        notify('warning', keyMessage('idleSession:signedOutNotice'));
        session.send({ type: 'UNAUTHORIZED' });
      },
      signOut: () => go('/logout'),
    },
  });
}
