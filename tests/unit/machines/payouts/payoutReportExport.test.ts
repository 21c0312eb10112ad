import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  payoutReportExportMachine,
  type ReportExportAnswer,
  type ReportExportFilters,
  type ReportRows,
} from '@machines/payouts/payoutReportExport';
import { deferred, flush } from '../../../support/deferred';

const FILTERS = { dateRange: ['2025-01-01', '2025-01-15'], statusIds: [5] } as const;
const ROWS: ReportRows = { header: ['id', 'name'], data: [[1, 'Ana'], [2, null]] };

function start(options: {
  answer?: () => Promise<ReportExportAnswer>;
  save?: (rows: ReportRows) => Promise<void>;
}) {
  const asked: ReportExportFilters[] = [];
  const saved: ReportRows[] = [];
  const opened: string[] = [];
  const actor = createActor(
    payoutReportExportMachine.provide({
      actors: {
        downloadReport: fromPromise<ReportExportAnswer, ReportExportFilters>(({ input }) => {
          asked.push(input);
          return options.answer?.() ?? Promise.resolve({ send_via_email: true });
        }),
        saveRows: fromPromise<void, ReportRows>(({ input }) => {
          saved.push(input);
          return options.save?.(input) ?? Promise.resolve();
        }),
      },
      actions: { openUrl: (_, params) => void opened.push(params.url) },
    }),
  ).start();
  return { actor, asked, saved, opened };
}

const value = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

describe('payout report export chart', () => {
  it('starts idle and asks for the report with the filters it was given', async () => {
    const call = deferred<ReportExportAnswer>();
    const { actor, asked } = start({ answer: () => call.promise });
    expect(value(actor)).toBe('idle');
    actor.send({ type: 'EXPORT', filters: FILTERS });
    expect(value(actor)).toEqual({ exporting: 'requesting' });
    expect(asked).toEqual([FILTERS]);
  });

  it('a second press while exporting sends nothing', async () => {
    const call = deferred<ReportExportAnswer>();
    const { actor, asked } = start({ answer: () => call.promise });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    actor.send({ type: 'EXPORT', filters: { other: true } });
    expect(asked).toHaveLength(1);
    expect(actor.getSnapshot().context.filters).toEqual(FILTERS);
    call.resolve({ send_via_email: true });
    await flush();
    expect(value(actor)).toBe('emailed');
    expect(asked).toHaveLength(1);
  });

  it('a large report is emailed', async () => {
    const { actor, saved } = start({ answer: () => Promise.resolve({ send_via_email: true }) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toBe('emailed');
    expect(saved).toEqual([]);
  });

  it('total_rows 0 is no data, and so is an answer without rows', async () => {
    let answer: ReportExportAnswer = { total_rows: 0, header: ['id'], data: [[1]] };
    const { actor, saved } = start({ answer: () => Promise.resolve(answer) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toBe('noData');
    answer = { header: ['id'], data: [] };
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toBe('noData');
    expect(saved).toEqual([]);
  });

  it('rows are saved as a file, then the count is kept', async () => {
    const save = deferred<void>();
    const { actor, saved } = start({ answer: () => Promise.resolve({ total_rows: 2, ...ROWS }), save: () => save.promise });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toEqual({ exporting: 'saving' });
    expect(saved).toEqual([ROWS]);
    // Still exporting: the button stays busy and another press is not heard.
    actor.send({ type: 'EXPORT', filters: FILTERS });
    expect(value(actor)).toEqual({ exporting: 'saving' });
    save.resolve();
    await flush();
    expect(value(actor)).toBe('saved');
    expect(actor.getSnapshot().context.saved).toBe(2);
    expect(actor.getSnapshot().context.rows).toBeNull();
  });

  it('a link answer opens the file', async () => {
    const { actor, opened, saved } = start({ answer: () => Promise.resolve({ url: 'https://files.example/report.csv' }) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toBe('saved');
    expect(opened).toEqual(['https://files.example/report.csv']);
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().context.saved).toBe(0);
  });

  it("a non-200 answer is 'Something went wrong', whatever the body said", async () => {
    const { actor } = start({
      answer: () => Promise.reject({ kind: 'http', status: 500, message: { text: 'Traceback…' } }),
    });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:somethingWentWrong' });
  });

  it('no answer keeps the client message (contact support); a non-API failure says the same', async () => {
    let error: unknown = { kind: 'network', message: { key: 'errors:contactSupport' } };
    const { actor } = start({ answer: () => Promise.reject(error) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:contactSupport' });
    error = new TypeError('boom');
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:contactSupport' });
  });

  it('a file that cannot be made is a failure', async () => {
    const { actor } = start({
      answer: () => Promise.resolve({ total_rows: 2, ...ROWS }),
      save: () => Promise.reject(new Error('chunk failed')),
    });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:somethingWentWrong' });
  });

  it('leaving the page while exporting goes back to idle without a message', async () => {
    const { actor } = start({ answer: () => Promise.reject({ kind: 'aborted', message: { key: 'errors:aborted' } }) });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each(['emailed', 'noData', 'saved', 'failed'] as const)('%s: closing goes idle; Export starts again and forgets the outcome', async (outcome) => {
    const answers: Record<typeof outcome, () => Promise<ReportExportAnswer>> = {
      emailed: () => Promise.resolve({ send_via_email: true }),
      noData: () => Promise.resolve({ total_rows: 0, header: [], data: [] }),
      saved: () => Promise.resolve({ total_rows: 2, ...ROWS }),
      failed: () => Promise.reject({ kind: 'http', status: 502, message: { text: 'Bad gateway' } }),
    };
    let answer = answers[outcome];
    const { actor, asked } = start({ answer: () => answer() });
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toBe(outcome);
    actor.send({ type: 'DISMISS' });
    expect(value(actor)).toBe('idle');
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value(actor)).toBe(outcome);
    const call = deferred<ReportExportAnswer>();
    answer = () => call.promise;
    actor.send({ type: 'EXPORT', filters: { statusIds: [4] } });
    expect(value(actor)).toEqual({ exporting: 'requesting' });
    expect(actor.getSnapshot().context).toMatchObject({ filters: { statusIds: [4] }, error: null, saved: 0 });
    expect(asked).toHaveLength(3);
  });
});
