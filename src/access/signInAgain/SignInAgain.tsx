import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { withRetries } from '../../platform/lazyPage';
import { useSessionActor } from '../../session/SessionContext';

// The dialog, its chart and its texts load only when a 401 meets an open form.
const SignInAgainDialog = lazy(withRetries(() => import('./SignInAgainDialog').then((m) => ({ default: m.SignInAgainDialog }))));

/** The sign-in over the page (issue 29), mounted by the shell: nothing on screen until the session asks for it. */
export function SignInAgain() {
  const session = useSessionActor();
  const asking = useSelector(session, (snapshot) => snapshot.matches('signingInAgain'));
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <SignInAgainDialog />
    </Suspense>
  );
}
