import type { AnyEventObject } from 'xstate';
import { paymentTransactionsExportMachine } from '@machines/payments/paymentTransactionsExport';
import type { ModelSpec } from '../../support/model';

/** The payments Export chart's model: one source for the replay test and the coverage test. */

export const PAYMENTS_REPORT_URL = '/api/v1/payments/exports/payments_00042.csv';

const paymentTransactionsExportEvents = {
  'the user exports': { type: 'EXPORT', filters: { statuses: [3] } },
  'the report is ready (201 with a url)': { type: 'xstate.done.actor.exportPayments', output: { kind: 'file', url: PAYMENTS_REPORT_URL } },
  'the report is emailed': { type: 'xstate.done.actor.exportPayments', output: { kind: 'emailed' } },
  'the report url is null': { type: 'xstate.done.actor.exportPayments', output: { kind: 'unavailable' } },
  'the server answers 500': {
    type: 'xstate.error.actor.exportPayments',
    error: { kind: 'http', status: 500, message: { text: 'Internal error' } },
  },
  'the server cannot be reached': { type: 'xstate.error.actor.exportPayments', error: { kind: 'network', message: { key: 'errors:contactSupport' } } },
  'the user leaves while exporting': { type: 'xstate.error.actor.exportPayments', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
  'the user closes the message': { type: 'DISMISS' },
} satisfies Record<string, AnyEventObject>;

export type PaymentTransactionsExportEventName = keyof typeof paymentTransactionsExportEvents;

export const paymentTransactionsExportModel: ModelSpec<undefined> = {
  machine: paymentTransactionsExportMachine,
  starts: [{ name: 'the payments list is open', input: undefined }],
  events: paymentTransactionsExportEvents,
};
