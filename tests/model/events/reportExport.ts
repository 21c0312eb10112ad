import type { AnyEventObject } from 'xstate';
import type { JobOutput } from '@machines/shared/job';
import { exportTally, reportExportMachine, type ExportAnswer, type ExportRows } from '@machines/shared/reportExport';
import type { ApiFailure } from '@machines/shared/apiError';
import type { ModelSpec } from '../../support/model';

/** The Export chart's model: one source for the replay test and the coverage test. */

export const REPORT_FILE_URL = 'https://files.demo.example/reports/transactions.csv';
export const REPORT_ROWS = {
  header: ['Merchant', 'Payout number', 'Amount'],
  data: [
    ['Comercial Andes SpA', 701, 1234.5],
    ['Minera Pacífico Ltda', 702, null],
  ],
} satisfies ExportRows;

const failure = (kind: ApiFailure['kind'], message: ApiFailure['message'], status?: number): ApiFailure =>
  status === undefined ? { kind, message } : { kind, message, status };

/** The export's job ended: its answer (with the tally its rows make), or how it did not. */
const ended = (output: JobOutput) => ({ type: 'xstate.done.actor.job', output });
const done = (answer: ExportAnswer) => ended({ outcome: 'complete', value: answer, tally: exportTally(answer) });
const failed = (error: unknown) => ended({ outcome: 'failed', error });

/** The report's rows under a total_rows of one more: a server that stopped early. */
const CUT_SHORT: ExportAnswer = { kind: 'rows', rows: REPORT_ROWS, total: REPORT_ROWS.data.length + 1 };

const reportExportEvents = {
  'the user exports': { type: 'EXPORT', filters: { statusIds: [5] } },
  'the report is emailed': done({ kind: 'emailed' }),
  'the report is a file link': done({ kind: 'url', url: REPORT_FILE_URL }),
  'the report url is null': done({ kind: 'unavailable' }),
  'the report has no rows': done({ kind: 'rows', rows: { header: ['Merchant'], data: [] } }),
  'the report has rows': done({ kind: 'rows', rows: REPORT_ROWS }),
  'the report is cut short': ended({ outcome: 'short', value: CUT_SHORT, tally: exportTally(CUT_SHORT)! }),
  'the report is over the maximum': done({ kind: 'overLimit', rows: 300_001, max: 300_000 }),
  'the server answers 500': failed(failure('http', { key: 'errors:somethingWentWrong' }, 500)),
  'the server cannot be reached': failed(failure('network', { key: 'errors:contactSupport' })),
  'the user leaves while exporting': failed(failure('aborted', { key: 'errors:aborted' })),
  'the user cancels the export': ended({ outcome: 'cancelled' }),
  'the file is saved': { type: 'xstate.done.actor.saveRows', output: undefined },
  'the file cannot be made': { type: 'xstate.error.actor.saveRows', error: new Error('The CSV writer failed to load') },
  'the user closes the message': { type: 'DISMISS' },
} satisfies Record<string, AnyEventObject>;

export type ReportExportEventName = keyof typeof reportExportEvents;

export const reportExportModel: ModelSpec<undefined> = {
  machine: reportExportMachine,
  starts: [{ name: 'a page with Export is open', input: undefined }],
  events: reportExportEvents,
};
