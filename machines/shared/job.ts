import { assign, setup, type ActorRef, type PromiseActorLogic, type Snapshot } from 'xstate';

/**
 * One piece of long work (an export's request, later an upload) as a child chart: it runs the
 * work, keeps how far it has got, and ends with what came of it. The parent invokes it and
 * reads `output.outcome`; the job never throws.
 */

/** What progress and tallies count. */
export type JobUnit = 'rows' | 'bytes';

/** How far the work has got: `total` null when the work does not know it (yet). */
export interface JobProgress {
  readonly done: number;
  readonly total: number | null;
  readonly unit: JobUnit;
}

/** What the work delivered against what the answer said there was. */
export interface JobTally {
  readonly done: number;
  readonly of: number;
  readonly unit: JobUnit;
}

export type JobEvent =
  /** Sent by the work (its `progressTo`), as far as it knows. */
  | ({ type: 'PROGRESS' } & JobProgress)
  /** The user stops the work: the work actor is stopped, its AbortSignal aborts the request. */
  | { type: 'CANCEL' };

/** Where the work sends its progress: the job that runs it. */
export type JobProgressTarget = ActorRef<Snapshot<unknown>, Extract<JobEvent, { type: 'PROGRESS' }>>;

/** The work's input: the parent's input, and where to report progress. */
export interface JobWorkInput {
  readonly input: unknown;
  readonly progressTo: JobProgressTarget;
}

/** The work's result: its value for the parent, and the tally when the answer lets it be known. */
export interface JobWorkResult {
  readonly value: unknown;
  readonly tally: JobTally | null;
}

/** How the job ended, for the parent. */
export type JobOutput =
  /** Everything the answer said there was (or the answer says nothing of a total). */
  | { readonly outcome: 'complete'; readonly value: unknown; readonly tally: JobTally | null }
  /** Less than the answer said there was: the parent must say so. */
  | { readonly outcome: 'short'; readonly value: unknown; readonly tally: JobTally }
  | { readonly outcome: 'failed'; readonly error: unknown }
  | { readonly outcome: 'cancelled' };

export interface JobInput {
  readonly input: unknown;
}

interface JobContext {
  readonly input: unknown;
  progress: JobProgress | null;
  output: JobOutput | null;
}

/** Whether a tally is short of what the answer said there was. */
export const isShortTally = (tally: JobTally | null): tally is JobTally => tally !== null && tally.done < tally.of;

/** Progress as reported, made sane: whole, not negative, done within a known total. */
function saneProgress(progress: JobProgress): JobProgress {
  const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);
  const total = progress.total === null || !Number.isFinite(progress.total) ? null : whole(progress.total);
  const done = whole(progress.done);
  return { done: total === null ? done : Math.min(done, total), total, unit: progress.unit };
}

export const jobMachine = setup({
  types: {
    context: {} as JobContext,
    events: {} as JobEvent,
    input: {} as JobInput,
    output: {} as JobOutput,
  },
  actors: {
    /** The work itself, bound by the parent's binding; it is stopped (its signal aborts) on CANCEL. */
    work: {} as PromiseActorLogic<JobWorkResult, JobWorkInput>,
  },
  guards: {
    isShort: (_, params: { result: JobWorkResult }) => isShortTally(params.result.tally),
  },
}).createMachine({
  id: 'job',
  context: ({ input }) => ({ input: input.input, progress: null, output: null }),
  initial: 'running',
  states: {
    running: {
      invoke: {
        id: 'work',
        src: 'work',
        input: ({ context, self }) => ({ input: context.input, progressTo: self }),
        onDone: [
          {
            guard: { type: 'isShort', params: ({ event }) => ({ result: event.output }) },
            target: 'short',
            actions: assign({
              output: ({ event }) => ({ outcome: 'short', value: event.output.value, tally: event.output.tally! }) as const,
            }),
          },
          {
            target: 'complete',
            actions: assign({ output: ({ event }) => ({ outcome: 'complete', value: event.output.value, tally: event.output.tally }) as const }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ output: ({ event }) => ({ outcome: 'failed', error: event.error }) as const }),
        },
      },
      on: {
        PROGRESS: {
          actions: assign({ progress: ({ event }) => saneProgress({ done: event.done, total: event.total, unit: event.unit }) }),
        },
        // Leaving running stops the work actor: its AbortSignal aborts the request.
        CANCEL: { target: 'cancelled', actions: assign({ output: { outcome: 'cancelled' } }) },
      },
    },
    complete: { type: 'final' },
    short: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.output ?? { outcome: 'failed', error: null },
});
