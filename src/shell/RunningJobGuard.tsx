import { useBlocker } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { Message } from '@machines/shared/message';
import { withRetries } from '../platform/lazyPage';
import { runningJobs, takeUnasked } from '../platform/runningJobs';

// The dialog (and Mantine's modal) loads only when it is first needed: every page has the guard.
const RunningJobDialog = lazy(withRetries(() => import('./RunningJobDialog').then((m) => ({ default: m.RunningJobDialog }))));

/**
 * Asks before the user leaves a page whose export or upload still runs, or signs out (/logout is
 * a page too): leaving stops the work (issue 28). Closing the tab gets the browser's own question.
 * Another page is what is asked about: filters that rewrite the address do not leave. Departures
 * nobody chose are never held up: /login (a 401, the idle timeout, a sign-out in another tab) and
 * a sign-in's landing (`leaveUnasked`: another user signing in over the page).
 */
export function RunningJobGuard() {
  // What ran when the user tried to leave, as it was then.
  const [asked, setAsked] = useState<readonly Message[]>([]);
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => {
      if (takeUnasked(next.pathname)) return false;
      const running = runningJobs();
      if (running.length === 0 || next.pathname === '/login' || next.pathname === current.pathname) return false;
      setAsked(running);
      return true;
    },
    enableBeforeUnload: () => runningJobs().length > 0,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <RunningJobDialog running={asked} onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}
