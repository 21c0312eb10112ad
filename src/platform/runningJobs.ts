import type { Message } from '@machines/shared/message';
import { platform } from './store';

/**
 * The long work running now (issue 28): an export or an upload says it started and what it is,
 * and calls the returned function when it ends. While any runs, leaving the page or signing out
 * is asked about first (src/shell/RunningJobGuard.tsx), since leaving stops the work. Departures
 * the user did not choose (a 401, the idle timeout, a sign-out in another tab) go to /login and
 * are never held up.
 */
export function jobStarted(what: Message): () => void {
  const id = Symbol('job');
  platform.jobs.running.set(id, what);
  return () => {
    platform.jobs.running.delete(id);
  };
}

/** What is running, the oldest first. */
export const runningJobs = (): Message[] => [...platform.jobs.running.values()];
