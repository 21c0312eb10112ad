import type { AnyEventObject } from 'xstate';
import { payoutReportExportMachine, type ReportExportAnswer } from '@machines/payouts/payoutReportExport';
import type { ApiFailure } from '@machines/shared/apiError';
import type { ModelSpec } from '../../support/model';

/** The report Export chart's model: one source for the replay test and the coverage test. */

export const REPORT_FILE_URL = 'https://files.demo.example/reports/transactions.csv';
export const REPORT_ROWS = {
  total_rows: 2,
  header: ['Merchant', 'Payout number', 'Amount'],
  data: [
    ['Comercial Andes SpA', 701, 1234.5],
    ['Minera Pacífico Ltda', 702, null],
  ],
} satisfies ReportExportAnswer;

const failure = (kind: ApiFailure['kind'], message: ApiFailure['message'], status?: number): ApiFailure =>
  status === undefined ? { kind, message } : { kind, message, status };

const payoutReportExportEvents = {
  'the user exports': { type: 'EXPORT', filters: { statusIds: [5] } },
  'the report is emailed': { type: 'xstate.done.actor.downloadReport', output: { send_via_email: true } },
  'the report is a file link': { type: 'xstate.done.actor.downloadReport', output: { url: REPORT_FILE_URL } },
  'the report has no rows': { type: 'xstate.done.actor.downloadReport', output: { total_rows: 0, header: ['Merchant'], data: [] } },
  'the report has rows': { type: 'xstate.done.actor.downloadReport', output: REPORT_ROWS },
  'the server answers 500': {
    type: 'xstate.error.actor.downloadReport',
    error: failure('http', { text: 'Internal error' }, 500),
  },
  'the server cannot be reached': {
    type: 'xstate.error.actor.downloadReport',
    error: failure('network', { key: 'errors:contactSupport' }),
  },
  'the user leaves while exporting': {
    type: 'xstate.error.actor.downloadReport',
    error: failure('aborted', { key: 'errors:aborted' }),
  },
  'the file is saved': { type: 'xstate.done.actor.saveRows', output: undefined },
  'the file cannot be made': { type: 'xstate.error.actor.saveRows', error: new Error('The CSV writer failed to load') },
  'the user closes the message': { type: 'DISMISS' },
} satisfies Record<string, AnyEventObject>;

export type PayoutReportExportEventName = keyof typeof payoutReportExportEvents;

export const payoutReportExportModel: ModelSpec<undefined> = {
  machine: payoutReportExportMachine,
  starts: [{ name: 'the report page is open', input: undefined }],
  events: payoutReportExportEvents,
};
