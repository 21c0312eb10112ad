import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { SessionUser } from '@machines/access/sessionUser';
import type { SessionActor } from './sessionActor';

export const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor outside SessionProvider');
  return actor;
}

export function useSessionUser(): SessionUser | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.session);
}
