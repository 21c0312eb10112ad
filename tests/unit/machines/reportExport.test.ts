import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { jobMachine, type JobWorkInput, type JobWorkResult } from '@machines/shared/job';
import { exportTally, reportExportMachine, type ExportAnswer, type ExportFilters, type ExportRows } from '@machines/shared/reportExport';
import { deferred, flush } from '../../support/deferred';

/** The one Export chart every screen binds (payments, balance, settlements, payout report, audit). */

const FILTERS = { dateRange: ['2025-01-01', '2025-01-15'], statusIds: [5] } as const;
const ROWS: ExportRows = { header: ['id', 'name'], data: [[1, 'Ana'], [2, null]] };
const EMAILED: ExportAnswer = { kind: 'emailed' };

function start(options: { answer?: (signal: AbortSignal) => Promise<ExportAnswer>; save?: (rows: ExportRows) => Promise<void> }) {
  const asked: ExportFilters[] = [];
  const signals: AbortSignal[] = [];
  const saved: ExportRows[] = [];
  const opened: string[] = [];
  const actor = createActor(
    reportExportMachine.provide({
      actors: {
        exportJob: jobMachine.provide({
          actors: {
            work: fromPromise<JobWorkResult, JobWorkInput>(async ({ input, signal }) => {
              asked.push(input.input as ExportFilters);
              signals.push(signal);
              const answer = await (options.answer?.(signal) ?? Promise.resolve(EMAILED));
              return { value: answer, tally: exportTally(answer) };
            }),
          },
        }),
        saveRows: fromPromise<void, ExportRows>(({ input }) => {
          saved.push(input);
          return options.save?.(input) ?? Promise.resolve();
        }),
      },
      actions: { openUrl: (_, params) => void opened.push(params.url) },
    }),
  ).start();
  return { actor, asked, signals, saved, opened, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

describe('report export chart', () => {
  it('asks once with the filters given; a second press while exporting sends nothing', async () => {
    const call = deferred<ExportAnswer>();
    const { actor, asked, value } = start({ answer: () => call.promise });
    expect(value()).toBe('idle');
    actor.send({ type: 'EXPORT', filters: FILTERS });
    actor.send({ type: 'EXPORT', filters: { other: true } });
    expect(value()).toEqual({ exporting: 'requesting' });
    expect(asked).toEqual([FILTERS]);
    expect(actor.getSnapshot().context.filters).toEqual(FILTERS);
    call.resolve(EMAILED);
    await flush();
    expect(value()).toBe('emailed');
    expect(asked).toHaveLength(1);
  });

  it('opens a url in a new tab, once, and saves nothing', async () => {
    const { actor, opened, saved, value } = start({ answer: () => Promise.resolve({ kind: 'url', url: '/r.csv' }) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('opened');
    expect(opened).toEqual(['/r.csv']);
    expect(saved).toEqual([]);
  });

  it('says unavailable for a null url, and opens nothing', async () => {
    const { actor, opened, value } = start({ answer: () => Promise.resolve({ kind: 'unavailable' }) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('unavailable');
    expect(opened).toEqual([]);
  });

  it('more records than the maximum: says how many and the maximum, and saves or opens nothing', async () => {
    const { actor, opened, saved, value, context } = start({ answer: () => Promise.resolve({ kind: 'overLimit', rows: 412_000, max: 300_000 }) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('overLimit');
    expect(context().error).toEqual({ key: 'reportExport:overLimit', values: { rows: 412_000, max: 300_000 } });
    expect(opened).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('rows are saved as a file, then the count is kept; no rows is no data', async () => {
    const save = deferred<void>();
    let answer: ExportAnswer = { kind: 'rows', rows: ROWS };
    const { actor, saved, value } = start({ answer: () => Promise.resolve(answer), save: () => save.promise });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toEqual({ exporting: 'saving' });
    expect(saved).toEqual([ROWS]);
    // Still exporting: the button stays busy and another press is not heard.
    actor.send({ type: 'EXPORT', filters: FILTERS });
    expect(value()).toEqual({ exporting: 'saving' });
    save.resolve();
    await flush();
    expect(value()).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ saved: 2, rows: null, tally: { done: 2, of: 2, unit: 'rows' } });

    answer = { kind: 'rows', rows: { header: ['id'], data: [] } };
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('noData');
    expect(saved).toHaveLength(1);
  });

  it("shows the failure's own text; a non-API failure is 'Something went wrong'", async () => {
    let error: unknown = { kind: 'http', status: 400, message: { text: 'Ensure this value is less than or equal to 20000.' } };
    const { actor, value } = start({ answer: () => Promise.reject(error) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Ensure this value is less than or equal to 20000.' });
    error = { kind: 'network', message: { key: 'errors:contactSupport' } };
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:contactSupport' });
    error = new TypeError('boom');
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:somethingWentWrong' });
  });

  it('a file that cannot be made is a failure', async () => {
    const { actor, value } = start({
      answer: () => Promise.resolve({ kind: 'rows', rows: ROWS }),
      save: () => Promise.reject(new Error('chunk failed')),
    });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ error: { key: 'errors:somethingWentWrong' }, rows: null });
  });

  it.each(['aborted', 'unauthorized'] as const)('%s (the page was left, the session ended): back to idle without a message', async (kind) => {
    const { actor, value } = start({ answer: () => Promise.reject({ kind, message: { key: 'errors:aborted' } }) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each(['opened', 'saved', 'short', 'emailed', 'unavailable', 'noData', 'overLimit', 'failed'] as const)(
    '%s: closing goes idle; Export starts again and forgets the outcome',
    async (outcome) => {
      const answers: Record<typeof outcome, () => Promise<ExportAnswer>> = {
        opened: () => Promise.resolve({ kind: 'url', url: '/r.csv' }),
        saved: () => Promise.resolve({ kind: 'rows', rows: ROWS }),
        short: () => Promise.resolve({ kind: 'rows', rows: ROWS, total: 3 }),
        emailed: () => Promise.resolve(EMAILED),
        unavailable: () => Promise.resolve({ kind: 'unavailable' }),
        noData: () => Promise.resolve({ kind: 'rows', rows: { header: [], data: [] } }),
        overLimit: () => Promise.resolve({ kind: 'overLimit', rows: 300_001, max: 300_000 }),
        failed: () => Promise.reject({ kind: 'http', status: 502, message: { text: 'Bad gateway' } }),
      };
      let answer = answers[outcome];
      const { actor, asked, value } = start({ answer: () => answer() });
      actor.send({ type: 'EXPORT', filters: FILTERS });
      await flush();
      expect(value()).toBe(outcome);
      actor.send({ type: 'DISMISS' });
      expect(value()).toBe('idle');
      actor.send({ type: 'EXPORT', filters: FILTERS });
      await flush();
      expect(value()).toBe(outcome);
      const call = deferred<ExportAnswer>();
      answer = () => call.promise;
      actor.send({ type: 'EXPORT', filters: { statusIds: [4] } });
      expect(value()).toEqual({ exporting: 'requesting' });
      expect(actor.getSnapshot().context).toMatchObject({ filters: { statusIds: [4] }, error: null, saved: 0, tally: null });
      expect(asked).toHaveLength(3);
    },
  );

  it('fewer rows than the answer says: the rows are saved, and the export ends short, with its tally', async () => {
    const { actor, saved, value, context } = start({ answer: () => Promise.resolve({ kind: 'rows', rows: ROWS, total: 76 }) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('short');
    expect(saved).toEqual([ROWS]);
    expect(context().tally).toEqual({ done: 2, of: 76, unit: 'rows' });
  });

  it('no rows of the 76 said: short, not "No Data Available"', async () => {
    const { actor, value, context } = start({ answer: () => Promise.resolve({ kind: 'rows', rows: { header: ['id'], data: [] }, total: 76 }) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('short');
    expect(context().tally).toEqual({ done: 0, of: 76, unit: 'rows' });
  });

  it('CANCEL to the running job aborts its request and ends cancelled; Export starts again', async () => {
    const { actor, signals, saved, value } = start({ answer: () => new Promise<ExportAnswer>(() => {}) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    const job = actor.getSnapshot().children.job!;
    job.send({ type: 'PROGRESS', done: 120, total: 400, unit: 'rows' });
    expect(job.getSnapshot().context.progress).toEqual({ done: 120, total: 400, unit: 'rows' });
    expect(signals[0]!.aborted).toBe(false);
    job.send({ type: 'CANCEL' });
    await flush();
    expect(signals[0]!.aborted).toBe(true);
    expect(value()).toBe('cancelled');
    expect(saved).toEqual([]);
    actor.send({ type: 'EXPORT', filters: FILTERS });
    expect(value()).toEqual({ exporting: 'requesting' });
  });
});
