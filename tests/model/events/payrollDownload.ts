import type { AnyEventObject } from 'xstate';
import { payrollDownloadMachine } from '@machines/payouts/payrollDownload';
import type { ModelSpec } from '../../support/model';

/** The payroll download chart's model: one source for the replay test and the coverage test. */

const payrollDownloadEvents = {
  'choose a file': { type: 'DOWNLOAD', payrollId: 1, file: 'summary' },
  'the answer is a link': { type: 'xstate.done.actor.fetchFile', output: { url: 'https://files.example/payroll.xlsx' } },
  'the answer is rows': {
    type: 'xstate.done.actor.fetchFile',
    output: { total_rows: 1, header: ['Currency', 'Amount'], data: [['CLP', 1234.56]] },
  },
  'the answer has no rows': { type: 'xstate.done.actor.fetchFile', output: { total_rows: 0, header: ['Currency'], data: [] } },
  'the report will be emailed': { type: 'xstate.done.actor.fetchFile', output: { send_via_email: true } },
  'the server fails': {
    type: 'xstate.error.actor.fetchFile',
    error: { kind: 'http', status: 500, message: { key: 'errors:somethingWentWrong' } },
  },
  'the user leaves the page': { type: 'xstate.error.actor.fetchFile', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
} satisfies Record<string, AnyEventObject>;

export type PayrollDownloadEventName = keyof typeof payrollDownloadEvents;

export const payrollDownloadModel: ModelSpec<undefined> = {
  machine: payrollDownloadMachine,
  starts: [{ name: 'the payout list', input: undefined }],
  events: payrollDownloadEvents,
};
