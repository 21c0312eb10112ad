import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, isAborted, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';

/** The report's filters as the view hands them over (opaque to the chart). */
export type ReportExportFilters = Readonly<Record<string, unknown>>;

/** Header and data rows the browser turns into a file. */
export interface ReportRows {
  readonly header: readonly string[];
  readonly data: readonly (readonly (string | number | null)[])[];
}

/**
 * GET /v1/download_sales_summary (spec 01 sections 7, 8, 9): emailed when the report is
 * large (more than 10,000 rows), otherwise rows (total_rows 0 meaning nothing matched), or
 * a link to a file already made.
 */
export type ReportExportAnswer =
  | { readonly send_via_email: true }
  | { readonly url: string }
  | (ReportRows & { readonly total_rows?: number });

interface ReportExportContext {
  /** The filters of the export under way or last done. */
  filters: ReportExportFilters | null;
  /** Rows waiting to be saved, then the number saved. */
  rows: ReportRows | null;
  saved: number;
  error: Message | null;
}

export type ReportExportEvent =
  | { type: 'EXPORT'; filters: ReportExportFilters }
  /** Closes the outcome message. */
  | { type: 'DISMISS' };

const EXPORT_AGAIN = { target: '#payoutReportExport.exporting', actions: 'startExport' } as const;

const rowsOf = (answer: ReportExportAnswer): ReportRows | null =>
  'header' in answer ? { header: answer.header, data: answer.data } : null;

/**
 * The transactions report's Export button: one request at a time (a second press while
 * exporting does nothing), then emailed, no data, saved as a file, or failed.
 */
export const payoutReportExportMachine = setup({
  types: { context: {} as ReportExportContext, events: {} as ReportExportEvent },
  actors: {
    /** GET /v1/download_sales_summary with the report's filters. */
    downloadReport: {} as PromiseActorLogic<ReportExportAnswer, ReportExportFilters>,
    /** Turns header and rows into a file the browser downloads. */
    saveRows: {} as PromiseActorLogic<void, ReportRows>,
  },
  actions: {
    /** Every EXPORT starts the same way: remember the filters, forget the last outcome. */
    startExport: assign({
      filters: ({ context, event }) => (event.type === 'EXPORT' ? event.filters : context.filters),
      error: null,
      saved: 0,
    }),
    /** Opens a report file the server has already made. */
    openUrl: (_, _params: { url: string }) => {},
  },
  guards: {
    isEmailed: (_, params: { answer: ReportExportAnswer }) => 'send_via_email' in params.answer,
    isLink: (_, params: { answer: ReportExportAnswer }) => 'url' in params.answer,
    // Spec: total_rows 0 is 'No Data Available'; a rows answer without rows says the same.
    hasNoRows: (_, params: { answer: ReportExportAnswer }) => {
      const rows = rowsOf(params.answer);
      if (!rows) return false;
      return rows.data.length === 0 || ('total_rows' in params.answer && params.answer.total_rows === 0);
    },
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
    isHttpError: (_, params: { error: unknown }) => failedAs(params.error, 'http'),
  },
}).createMachine({
  id: 'payoutReportExport',
  context: { filters: null, rows: null, saved: 0, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { EXPORT: { target: 'exporting', actions: 'startExport' } },
    },
    exporting: {
      initial: 'requesting',
      states: {
        requesting: {
          invoke: {
            id: 'downloadReport',
            src: 'downloadReport',
            input: ({ context }) => context.filters ?? {},
            onDone: [
              { guard: { type: 'isEmailed', params: ({ event }) => ({ answer: event.output }) }, target: '#payoutReportExport.emailed' },
              {
                guard: { type: 'isLink', params: ({ event }) => ({ answer: event.output }) },
                target: '#payoutReportExport.saved',
                actions: { type: 'openUrl', params: ({ event }) => ({ url: 'url' in event.output ? event.output.url : '' }) },
              },
              { guard: { type: 'hasNoRows', params: ({ event }) => ({ answer: event.output }) }, target: '#payoutReportExport.noData' },
              { target: 'saving', actions: assign({ rows: ({ event }) => rowsOf(event.output) }) },
            ],
            onError: [
              // The user left the page: nothing to say.
              { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: '#payoutReportExport.idle' },
              // Spec 01 section 8: a non-200 download answer is 'Something went wrong'.
              {
                guard: { type: 'isHttpError', params: ({ event }) => ({ error: event.error }) },
                target: '#payoutReportExport.failed',
                actions: assign({ error: keyMessage('errors:somethingWentWrong') }),
              },
              {
                target: '#payoutReportExport.failed',
                actions: assign({
                  error: ({ event }) => messageOf(event.error, keyMessage('errors:contactSupport')),
                }),
              },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveRows',
            src: 'saveRows',
            input: ({ context }) => context.rows ?? { header: [], data: [] },
            onDone: {
              target: '#payoutReportExport.saved',
              actions: assign({ saved: ({ context }) => context.rows?.data.length ?? 0, rows: null }),
            },
            onError: {
              target: '#payoutReportExport.failed',
              actions: assign({ error: keyMessage('errors:somethingWentWrong'), rows: null }),
            },
          },
        },
      },
    },
    // Each outcome stays on screen until closed or replaced by the next export. EXPORT is
    // declared per state, not at the root, so a press while exporting is not heard at all.
    emailed: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    noData: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    saved: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    failed: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
  },
});
