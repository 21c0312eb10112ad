import { fromPromise } from 'xstate';
import { jobMachine, type JobProgressTarget } from '@machines/shared/job';

/**
 * A job chart whose work is `work` (issue 28: sends and uploads run as jobs): it gets the
 * parent's input, the job's signal and where to report progress, and its answer is the job's
 * value, with no tally.
 */
export const jobOf = <I>(work: (input: I, signal: AbortSignal, progressTo: JobProgressTarget) => Promise<unknown>) =>
  jobMachine.provide({
    actors: {
      work: fromPromise(async ({ input, signal }) => ({ value: await work(input.input as I, signal, input.progressTo), tally: null })),
    },
  });
