import type { AnyEventObject } from 'xstate';
import { jobMachine, type JobInput } from '@machines/shared/job';
import type { ModelSpec } from '../../support/model';

/**
 * The job chart's model (issue 28): one source for the replay test, which replays it on real
 * bindings (tests/model/job.test.tsx, one row a binding), and the coverage test. The payloads
 * only stand for what each binding's work really does: its progress, its tally, its failure.
 */

const jobEvents = {
  'the work reports progress': { type: 'PROGRESS', done: 120, total: 400, unit: 'rows' },
  'the work delivers everything': {
    type: 'xstate.done.actor.work',
    output: { value: { kind: 'rows' }, tally: { done: 76, of: 76, unit: 'rows' } },
  },
  'the work stops early': {
    type: 'xstate.done.actor.work',
    output: { value: { kind: 'rows' }, tally: { done: 50, of: 76, unit: 'rows' } },
  },
  'the work fails': {
    type: 'xstate.error.actor.work',
    error: { kind: 'http', status: 500, message: { key: 'errors:somethingWentWrong' } },
  },
  'the user cancels': { type: 'CANCEL' },
} satisfies Record<string, AnyEventObject>;

export type JobEventName = keyof typeof jobEvents;

export const jobModel: ModelSpec<JobInput> = {
  machine: jobMachine,
  starts: [{ name: 'a long job runs', input: { input: {} } }],
  events: jobEvents,
};
