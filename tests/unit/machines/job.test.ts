import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { jobMachine, type JobWorkInput, type JobWorkResult } from '@machines/shared/job';
import { deferred, flush } from '../../support/deferred';

/** The job chart (issue 28): one piece of long work, its progress, its tally, its end; it never throws. */

function start(run: (input: JobWorkInput, signal: AbortSignal) => Promise<JobWorkResult>) {
  const signals: AbortSignal[] = [];
  const actor = createActor(
    jobMachine.provide({
      actors: {
        work: fromPromise<JobWorkResult, JobWorkInput>(({ input, signal }) => {
          signals.push(signal);
          return run(input, signal);
        }),
      },
    }),
    { input: { input: { filters: 1 } } },
  ).start();
  return { actor, signals, progress: () => actor.getSnapshot().context.progress };
}

describe('job chart', () => {
  it('hands the work its input and its own ref; keeps the latest progress, made sane', async () => {
    const work = deferred<JobWorkResult>();
    let given: JobWorkInput | null = null;
    const { actor, progress } = start((input) => {
      given = input;
      return work.promise;
    });
    expect(given!.input).toEqual({ filters: 1 });
    given!.progressTo.send({ type: 'PROGRESS', done: 120.7, total: 400, unit: 'rows' });
    expect(progress()).toEqual({ done: 120, total: 400, unit: 'rows' });
    actor.send({ type: 'PROGRESS', done: 900, total: 400, unit: 'rows' });
    expect(progress()).toEqual({ done: 400, total: 400, unit: 'rows' });
    actor.send({ type: 'PROGRESS', done: -3, total: null, unit: 'bytes' });
    expect(progress()).toEqual({ done: 0, total: null, unit: 'bytes' });
    actor.send({ type: 'PROGRESS', done: Number.NaN, total: Number.POSITIVE_INFINITY, unit: 'rows' });
    expect(progress()).toEqual({ done: 0, total: null, unit: 'rows' });
    work.resolve({ value: 'v', tally: null });
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'complete', value: 'v', tally: null });
  });

  it('a whole tally is complete, a tally short of its total is short', async () => {
    const whole = start(() => Promise.resolve({ value: 'a', tally: { done: 76, of: 76, unit: 'rows' } }));
    await expect(toPromise(whole.actor)).resolves.toEqual({ outcome: 'complete', value: 'a', tally: { done: 76, of: 76, unit: 'rows' } });
    expect(whole.actor.getSnapshot().value).toBe('complete');
    const cut = start(() => Promise.resolve({ value: 'b', tally: { done: 50, of: 76, unit: 'rows' } }));
    await expect(toPromise(cut.actor)).resolves.toEqual({ outcome: 'short', value: 'b', tally: { done: 50, of: 76, unit: 'rows' } });
    expect(cut.actor.getSnapshot().value).toBe('short');
  });

  it('a failed work is an output, not a throw', async () => {
    const error = { kind: 'http', status: 500 };
    const { actor } = start(() => Promise.reject(error));
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'failed', error });
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('CANCEL stops the work: its signal aborts; a late answer changes nothing', async () => {
    const work = deferred<JobWorkResult>();
    const { actor, signals } = start(() => work.promise);
    expect(signals[0]!.aborted).toBe(false);
    actor.send({ type: 'CANCEL' });
    expect(signals[0]!.aborted).toBe(true);
    await expect(toPromise(actor)).resolves.toEqual({ outcome: 'cancelled' });
    work.resolve({ value: 'late', tally: null });
    await flush();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  });
});
