import type { Message } from '@machines/shared/message';
import { go } from './navigation';
import { platform } from './store';

/**
 * The long work running now (issue 28): an export or an upload says it started and what it is,
 * and calls the returned function when it ends. While any runs, leaving the page or signing out
 * is asked about first (src/shell/RunningJobGuard.tsx), since leaving stops the work. Departures
 * the user did not choose are never held up: a 401, the idle timeout and a sign-out in another
 * tab go to /login; a sign-in lands through `leaveUnasked` (another user signing in over the
 * page lands on their own page).
 */
export function jobStarted(what: Message): () => void {
  // A forced departure announced before this job began is over by now.
  platform.jobs.unaskedTo = null;
  const id = Symbol('job');
  platform.jobs.running.set(id, what);
  return () => {
    platform.jobs.running.delete(id);
  };
}

/** What is running, the oldest first. */
export const runningJobs = (): Message[] => [...platform.jobs.running.values()];

/** Goes to `to` without asking, whatever runs: for departures the user did not choose. */
export function leaveUnasked(to: string): void {
  platform.jobs.unaskedTo = to.split(/[?#]/)[0] ?? to;
  go(to);
}

/** Whether a departure to `pathname` is the forced one under way; it is forced once. */
export function takeUnasked(pathname: string): boolean {
  const forced = platform.jobs.unaskedTo === pathname;
  platform.jobs.unaskedTo = null;
  return forced;
}
