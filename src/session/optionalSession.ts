import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { SessionUser } from '@machines/access/sessionUser';
import { SessionContext } from './SessionContext';

const NO_SUBSCRIPTION = () => () => {};

/**
 * The signed-in user where a view may also be drawn without a session (a shared part that only
 * adds a hint for the user, rendered on its own in a test): null then, instead of throwing.
 * Its own module: the sign-in page's entry chunk, which holds the context, does not carry it.
 */
export function useSessionUserIfAny(): SessionUser | null {
  const actor = useContext(SessionContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return NO_SUBSCRIPTION();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => actor?.getSnapshot().context.session ?? null);
}
