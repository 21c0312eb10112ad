import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';

/** The files of GET /v1/download_report_by_payroll (spec 01 section 7), by our names. */
export type PayrollFileKind =
  | 'original'
  | 'validFile'
  | 'errorFile'
  | 'summary'
  | 'summaryUsd'
  | 'approvedBank'
  | 'rejectedBank'
  | 'responseBank';

export interface PayrollFileRequest {
  readonly payrollId: number;
  readonly file: PayrollFileKind;
}

/** The three answers of a download: emailed later, a link, or rows for a file. */
export type PayrollFileAnswer =
  | { readonly send_via_email: true }
  | { readonly url: string }
  | {
      readonly total_rows?: number;
      readonly header: readonly string[];
      readonly data: readonly (readonly (string | number | null)[])[];
    };

export interface RowsFile {
  readonly name: string;
  readonly header: readonly string[];
  readonly data: readonly (readonly (string | number | null)[])[];
}

interface PayrollDownloadContext {
  request: PayrollFileRequest | null;
  error: Message | null;
}

export type PayrollDownloadEvent = { type: 'DOWNLOAD'; payrollId: number; file: PayrollFileKind };

const isEmailed = (answer: PayrollFileAnswer) => 'send_via_email' in answer;
const isLink = (answer: PayrollFileAnswer) => 'url' in answer;
/** Spec 01 section 8: 'total_rows 0' means there is nothing to download. */
const hasNoRows = (answer: PayrollFileAnswer) =>
  'data' in answer && (answer.total_rows === 0 || answer.data.length === 0);

/** The name the browser saves a rows answer under: payroll-<id>-<file>.csv. */
const rowsFileName = (request: PayrollFileRequest): string => `payroll-${request.payrollId}-${request.file}.csv`;

/** Spec 01 section 8: list and download calls without a response say 'contact support'; any other failure 'Something went wrong'. */
export function downloadFailureMessage(error: unknown): Message {
  if (failedAs(error, 'network', 'invalid')) return error.message;
  return keyMessage('errors:somethingWentWrong');
}

/**
 * One payroll file download (the list's download popover): choosing → fetching → opened (a
 * link), saved (rows turned into a CSV file), emailed (too big: it will arrive by email),
 * empty, or failed. A second choice while one is fetching is ignored.
 */
export const payrollDownloadMachine = setup({
  types: { context: {} as PayrollDownloadContext, events: {} as PayrollDownloadEvent },
  actors: {
    fetchFile: {} as PromiseActorLogic<PayrollFileAnswer, PayrollFileRequest>,
  },
  actions: {
    /** Opens the file's link in a new tab. */
    openUrl: (_, _params: { url: string }) => {},
    /** Makes the browser save the rows as a CSV file. */
    saveRows: (_, _params: RowsFile) => {},
    /** An informational toast (emailed, nothing to download). */
    announce: (_, _params: { message: Message }) => {},
    announceFailure: (_, _params: { message: Message }) => {},
  },
  guards: {
    isEmailed: (_, params: { answer: PayrollFileAnswer }) => isEmailed(params.answer),
    isLink: (_, params: { answer: PayrollFileAnswer }) => isLink(params.answer),
    hasNoRows: (_, params: { answer: PayrollFileAnswer }) => hasNoRows(params.answer),
    isSilent: (_, params: { error: unknown }) =>
      failedAs(params.error, 'aborted', 'unauthorized'),
  },
}).createMachine({
  id: 'payrollDownload',
  context: { request: null, error: null },
  initial: 'ready',
  states: {
    ready: {
      initial: 'choosing',
      on: {
        DOWNLOAD: {
          target: 'fetching',
          actions: assign({ request: ({ event }) => ({ payrollId: event.payrollId, file: event.file }), error: null }),
        },
      },
      // Where the last download ended; each accepts the next choice.
      states: { choosing: {}, opened: {}, saved: {}, emailed: {}, empty: {}, failed: {} },
    },
    fetching: {
      invoke: {
        id: 'fetchFile',
        src: 'fetchFile',
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: { type: 'isEmailed', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready.emailed',
            actions: { type: 'announce', params: { message: keyMessage('errors:reportEmailed') } },
          },
          {
            guard: { type: 'isLink', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready.opened',
            actions: { type: 'openUrl', params: ({ event }) => ({ url: (event.output as { url: string }).url }) },
          },
          {
            guard: { type: 'hasNoRows', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready.empty',
            actions: { type: 'announce', params: { message: keyMessage('errors:noDataAvailable') } },
          },
          {
            target: 'ready.saved',
            actions: {
              type: 'saveRows',
              params: ({ context, event }) => {
                const rows = event.output as Extract<PayrollFileAnswer, { header: readonly string[] }>;
                return { name: rowsFileName(context.request!), header: rows.header, data: rows.data };
              },
            },
          },
        ],
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'ready.choosing' },
          {
            target: 'ready.failed',
            actions: [
              assign({ error: ({ event }) => downloadFailureMessage(event.error) }),
              { type: 'announceFailure', params: ({ event }) => ({ message: downloadFailureMessage(event.error) }) },
            ],
          },
        ],
      },
    },
  },
});
