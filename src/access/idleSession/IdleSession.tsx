import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withRetries } from '../../platform/lazyPage';
import { useSessionActor } from '../../session/SessionContext';
import { watchActivity } from './activity';
import { idleSessionLogic } from './idleSessionLogic';
import { idleMinutes, idleWarningSeconds } from './idleSettings';
import { inspected } from '../../platform/inspect';

// The warning and its texts load only when it first shows.
const IdleWarningDialog = lazy(withRetries(() => import('./IdleWarningDialog').then((m) => ({ default: m.IdleWarningDialog }))));

export interface IdleSettings {
  readonly idleMs: number;
  readonly warningSeconds: number;
}

const CONFIGURED: IdleSettings = { idleMs: idleMinutes * 60_000, warningSeconds: idleWarningSeconds };

/** The idle-session timeout of the signed-in frame: mounted by the shell, nothing on screen until the warning. */
export function IdleSession({ settings = CONFIGURED }: { settings?: IdleSettings }) {
  const session = useSessionActor();
  const [logic] = useState(() => idleSessionLogic(session));
  const actor = useActorRef(logic, inspected({ input: settings }));
  useEffect(
    () =>
      watchActivity(
        window,
        () => actor.send({ type: 'ACTIVITY' }),
        () => actor.send({ type: 'OTHER_TAB_ACTIVE' }),
      ),
    [actor],
  );
  const warning = useSelector(actor, (snapshot) => snapshot.matches('warning'));
  const secondsLeft = useSelector(actor, (snapshot) => snapshot.context.secondsLeft);
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog
        secondsLeft={secondsLeft}
        onStay={() => actor.send({ type: 'STAY' })}
        onSignOut={() => actor.send({ type: 'SIGN_OUT_NOW' })}
      />
    </Suspense>
  );
}
