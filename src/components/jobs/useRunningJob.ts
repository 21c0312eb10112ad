import { useEffect } from 'react';
import type { Message } from '@machines/shared/message';
import { jobStarted } from '../../platform/runningJobs';

/**
 * Tells the app that this page's long work runs while `running`, as `what` (a stable message):
 * leaving the page or signing out is asked about meanwhile (src/shell/RunningJobGuard.tsx).
 */
export function useRunningJob(running: boolean, what: Message): void {
  useEffect(() => (running ? jobStarted(what) : undefined), [running, what]);
}
