import type { JobOutput } from '@machines/shared/job';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  payoutUploadMachine,
  type PayoutUploadContext,
  type PayoutUploadInput,
  type PreviewAnswer,
  type UploadAnswer,
} from '@machines/payouts/payoutUpload';
import type { ApiFailure } from '@machines/shared/apiError';
import type { ModelSpec } from '../../support/model';

/** The upload chart's model: one source for the replay test and the coverage test. */

export const PAYROLL_ID = 501;
export const CSV_NAME = 'payroll-march.csv';

const status = (id: number, errors: UploadAnswer['errors'] = [], detail: string | null = null): UploadAnswer => ({
  data_origin: { id: PAYROLL_ID, status: id, detail },
  errors,
});

/** Five bad lines: three are shown, two counted. */
const BAD_LINES: UploadAnswer['errors'] = [
  { no_line: 2, error_amount: 'Invalid amount', error_email: null },
  { no_line: 4, error_vat_id: 'Invalid RUT', error_account_id: 'Account number: 4 to 20 digits' },
  { no_line: 7, error_bank_code: 'Unknown bank' },
  { no_line: 9, error_name: 'Required' },
  { no_line: 12, error_name: 'Required' },
];

export const ANSWERS = {
  accepted: status(2),
  processing: status(2),
  failed: status(0, [], 'The file could not be read'),
  header: status(3, [], 'Columns do not match the template'),
  lines: status(3, BAD_LINES, 'Some lines have errors'),
  underApproval: status(4),
  approved: status(5),
  unexpected: status(8),
} as const;

/**
 * The preview's answers as the chart sees them (the replay gets the real reader's answer for the
 * file it drops, whose shape the chart does not look into: only whether it could be read).
 */
const PREVIEWS = {
  read: {
    readable: true,
    preview: {
      outcome: 'invalidLines',
      rowCount: 2,
      totals: { CLP: { count: 1, amount: 25000 } },
      firstRows: [],
      warnings: [],
      invalidLineCount: 1,
      problems: { kinds: [{ field: 'amount', key: 'lineAmount' }], lines: Uint32Array.of(3), kindOf: Uint16Array.of(0) },
    },
  },
  unreadable: { readable: false, reason: 'wrongType' },
} satisfies Record<string, PreviewAnswer>;

const failure = (kind: ApiFailure['kind'], message: ApiFailure['message'], extra: Partial<ApiFailure> = {}): ApiFailure => ({
  kind,
  message,
  ...extra,
});

const done = (id: string, output: UploadAnswer | PreviewAnswer) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: ApiFailure | Error) => ({ type: `xstate.error.actor.${id}`, error: err });
const jobEnded = (output: JobOutput) => ({ type: 'xstate.done.actor.job', output });
const jobFailed = (err: ApiFailure) => jobEnded({ outcome: 'failed', error: err });

const payoutUploadEvents = {
  'choose Comercial Andes': { type: 'SELECT_COMPANY', companyId: 1 },
  'choose Inversiones Lima': { type: 'SELECT_COMPANY', companyId: 3 },
  'drop a csv file': { type: 'SELECT_FILES', files: [{ name: CSV_NAME }] },
  'drop a pdf file': { type: 'SELECT_FILES', files: [{ name: 'notes.pdf' }] },
  'drop two files': { type: 'SELECT_FILES', files: [{ name: 'a.csv' }, { name: 'b.xlsx' }] },
  'remove the file': { type: 'REMOVE_FILE' },
  'the preview is read': done('readPreview', PREVIEWS.read),
  'the file is not what its name says': done('readPreview', PREVIEWS.unreadable),
  'the file cannot be read any more': error('readPreview', new Error('The file could not be read')),
  'press Upload': { type: 'UPLOAD' },
  // The upload runs as a job (issue 28): it ends in an output, never an error; its progress
  // and Cancel are the job's own model's (tests/model/events/job.ts, replayed on the upload).
  'upload accepted': jobEnded({ outcome: 'complete', value: ANSWERS.accepted, tally: { done: 1000, of: 1000, unit: 'bytes' } }),
  'upload refused without company (400)': jobFailed(failure('http', { text: 'company_id is required' }, { status: 400, statusText: 'Bad Request' })),
  'upload fails (500)': jobFailed(failure('http', { text: 'Storage unavailable' }, { status: 500, statusText: 'Internal Server Error' })),
  'upload answered 401': jobFailed(failure('http', { text: 'Invalid token.' }, { status: 401, statusText: 'Unauthorized' })),
  'upload cancelled': jobFailed(failure('aborted', { key: 'errors:aborted' })),
  'press Cancel upload': jobEnded({ outcome: 'cancelled' }),
  'poll delay elapses': { type: 'xstate.after.pollInterval.payoutUpload.processing.waiting' },
  'still processing': done('checkStatus', ANSWERS.processing),
  'status 0: failed': done('checkStatus', ANSWERS.failed),
  'status 3: header error': done('checkStatus', ANSWERS.header),
  'lines with errors': done('checkStatus', ANSWERS.lines),
  'status 4: under approval': done('checkStatus', ANSWERS.underApproval),
  'status 5: approved': done('checkStatus', ANSWERS.approved),
  'status 8: not an upload outcome': done('checkStatus', ANSWERS.unexpected),
  'status check gets no response': error('checkStatus', failure('network', { key: 'errors:contactSupport' })),
  'status check answered 401': error('checkStatus', failure('unauthorized', { key: 'errors:sessionExpired' }, { status: 401 })),
  'widget delay elapses': { type: 'xstate.after.widgetRemoval.payoutUpload.succeeded.approved' },
  'sign-out delay elapses': { type: 'xstate.after.signOutDelay.payoutUpload.sessionExpired' },
  'press Check again': { type: 'RETRY' },
  'press Upload another file': { type: 'RESET' },
} satisfies Record<string, AnyEventObject>;

export type PayoutUploadEventName = keyof typeof payoutUploadEvents;

export const payoutUploadModel: ModelSpec<PayoutUploadInput> = {
  machine: payoutUploadMachine,
  starts: [
    // carga: one company, chosen at once.
    { name: 'carga (one merchant)', input: { companyIds: [1] } },
    // Several merchants: nothing chosen until the user picks one.
    { name: 'two merchants', input: { companyIds: [1, 3] } },
  ],
  events: payoutUploadEvents,
  // Picking the merchant already chosen changes nothing on the page (the select offers no event).
  accept: (snapshot, event) =>
    event.type !== 'SELECT_COMPANY' || (snapshot.context as PayoutUploadContext).companyId !== event.companyId,
  // The guards read whether a merchant and a file are chosen, the failed checks in a row, and
  // what the preview made of the file (issue 28).
  project: (snapshot: AnyMachineSnapshot) => {
    const { companyId, file, pollFailures, preview, previewProblem } = snapshot.context as PayoutUploadContext;
    return { company: companyId !== null, file: file !== null, pollFailures, preview: preview !== null, previewProblem };
  },
};
