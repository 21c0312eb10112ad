import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  paymentTransactionsExportMachine,
  type PaymentsExportAnswer,
  type PaymentsExportFilters,
} from '@machines/payments/paymentTransactionsExport';
import { deferred, flush } from '../../../support/deferred';

const FILTERS = { dateRange: ['2026-11-01', '2026-11-15'], statuses: [3] } as const;

function start(answer: () => Promise<PaymentsExportAnswer>) {
  const asked: PaymentsExportFilters[] = [];
  const opened: string[] = [];
  const actor = createActor(
    paymentTransactionsExportMachine.provide({
      actors: {
        exportPayments: fromPromise<PaymentsExportAnswer, PaymentsExportFilters>(({ input }) => {
          asked.push(input);
          return answer();
        }),
      },
      actions: { openUrl: (_, params) => void opened.push(params.url) },
    }),
  ).start();
  return { actor, asked, opened, value: () => actor.getSnapshot().value };
}

describe('payments export chart', () => {
  it('asks once with the filters given; a press while exporting is not heard', async () => {
    const call = deferred<PaymentsExportAnswer>();
    const { actor, asked, value } = start(() => call.promise);
    expect(value()).toBe('idle');
    actor.send({ type: 'EXPORT', filters: FILTERS });
    actor.send({ type: 'EXPORT', filters: { other: true } });
    expect(value()).toBe('exporting');
    expect(asked).toEqual([FILTERS]);
    call.resolve({ kind: 'emailed' });
    await flush();
    expect(value()).toBe('emailed');
  });

  it('opens the report of a 201 with its url, once', async () => {
    const { actor, opened, value } = start(() => Promise.resolve({ kind: 'file', url: '/r.csv' }));
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('opened');
    expect(opened).toEqual(['/r.csv']);
  });

  it('says unavailable for a null url, and opens nothing', async () => {
    const { actor, opened, value } = start(() => Promise.resolve({ kind: 'unavailable' }));
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('unavailable');
    expect(opened).toEqual([]);
  });

  it("shows the server's message on failure, says nothing when the page was left, and exports again", async () => {
    let fail: unknown = { kind: 'http', status: 400, message: { text: 'Ensure this value is less than or equal to 20000.' } };
    const { actor, asked, value } = start(() => Promise.reject(fail));
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(value()).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Ensure this value is less than or equal to 20000.' });
    fail = { kind: 'aborted', message: { key: 'errors:aborted' } };
    actor.send({ type: 'EXPORT', filters: { statuses: [2] } });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(value()).toBe('idle');
    expect(asked).toEqual([FILTERS, { statuses: [2] }]);
    fail = new Error('boom');
    actor.send({ type: 'EXPORT', filters: FILTERS });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:contactSupport' });
    actor.send({ type: 'DISMISS' });
    expect(value()).toBe('idle');
  });
});
