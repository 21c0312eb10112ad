import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from './apiError';
import { keyMessage, type Message } from './message';

/** The filters of the screen that exports, as the view hands them over (opaque to the chart). */
export type ExportFilters = Readonly<Record<string, unknown>>;

/** Header and data rows the browser turns into a file. */
export interface ExportRows {
  readonly header: readonly string[];
  readonly data: readonly (readonly (string | number | null)[])[];
}

/**
 * Every export's answer, whatever the call (each area's binding reads its own call into one
 * of these, under the spec's rules):
 * - url: a report made on the server (a 201 with a url, spec 02 sections 4 and 8; a link,
 *   spec 01 section 7), opened in a new tab;
 * - unavailable: a 201 whose url is null ('Service temporarily unavailable');
 * - emailed: too big to wait for, it will arrive by e-mail;
 * - rows: header and rows for the browser to save; none (or total_rows 0) is 'No Data Available';
 * - overLimit: more records than the report may hold (the payout report's 300,000, spec 01
 *   section 9), known before the report is asked for.
 */
export type ExportAnswer =
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'emailed' }
  | { readonly kind: 'rows'; readonly rows: ExportRows }
  | { readonly kind: 'overLimit'; readonly rows: number; readonly max: number };

interface ReportExportContext {
  /** The filters of the export under way or last done. */
  filters: ExportFilters | null;
  /** Rows waiting to be saved, then the number saved. */
  rows: ExportRows | null;
  saved: number;
  error: Message | null;
}

export type ReportExportEvent =
  | { type: 'EXPORT'; filters: ExportFilters }
  /** Closes the outcome message. */
  | { type: 'DISMISS' };

const EXPORT_AGAIN = { target: '#reportExport.exporting', actions: 'startExport' } as const;

const rowsOf = (answer: ExportAnswer): ExportRows | null => (answer.kind === 'rows' ? answer.rows : null);

/**
 * One Export button (payments, balance, settlements, the payout report, the audit trail's
 * CSV and XLSX): one request at a time (EXPORT is not heard while exporting, so a double
 * click sends one request), then opened, saved as a file, e-mailed, unavailable, no data, over
 * the limit or failed; each outcome stays until closed or the next export.
 */
export const reportExportMachine = setup({
  types: { context: {} as ReportExportContext, events: {} as ReportExportEvent },
  actors: {
    /** The area's export call, its answer read as an `ExportAnswer`. */
    requestExport: {} as PromiseActorLogic<ExportAnswer, ExportFilters>,
    /** Turns header and rows into a file the browser downloads. */
    saveRows: {} as PromiseActorLogic<void, ExportRows>,
  },
  actions: {
    /** Every EXPORT starts the same way: remember the filters, forget the last outcome. */
    startExport: assign({
      filters: ({ context, event }) => (event.type === 'EXPORT' ? event.filters : context.filters),
      error: null,
      saved: 0,
    }),
    /** Opens a report the server has made, in a new tab. */
    openUrl: (_, _params: { url: string }) => {},
  },
  guards: {
    isUrl: (_, params: { answer: ExportAnswer }) => params.answer.kind === 'url',
    isUnavailable: (_, params: { answer: ExportAnswer }) => params.answer.kind === 'unavailable',
    isEmailed: (_, params: { answer: ExportAnswer }) => params.answer.kind === 'emailed',
    isOverLimit: (_, params: { answer: ExportAnswer }) => params.answer.kind === 'overLimit',
    hasNoRows: (_, params: { answer: ExportAnswer }) => rowsOf(params.answer)?.data.length === 0,
    /** The user left the page, or the session ended (it signs out by itself): nothing to say. */
    isSilent: (_, params: { error: unknown }) => failedAs(params.error, 'aborted', 'unauthorized'),
  },
}).createMachine({
  id: 'reportExport',
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
            id: 'requestExport',
            src: 'requestExport',
            input: ({ context }) => context.filters ?? {},
            onDone: [
              {
                guard: { type: 'isUrl', params: ({ event }) => ({ answer: event.output }) },
                target: '#reportExport.opened',
                actions: { type: 'openUrl', params: ({ event }) => ({ url: event.output.kind === 'url' ? event.output.url : '' }) },
              },
              { guard: { type: 'isUnavailable', params: ({ event }) => ({ answer: event.output }) }, target: '#reportExport.unavailable' },
              { guard: { type: 'isEmailed', params: ({ event }) => ({ answer: event.output }) }, target: '#reportExport.emailed' },
              {
                guard: { type: 'isOverLimit', params: ({ event }) => ({ answer: event.output }) },
                target: '#reportExport.overLimit',
                actions: assign({
                  error: ({ event }) =>
                    event.output.kind === 'overLimit' ? keyMessage('reportExport:overLimit', { rows: event.output.rows, max: event.output.max }) : null,
                }),
              },
              { guard: { type: 'hasNoRows', params: ({ event }) => ({ answer: event.output }) }, target: '#reportExport.noData' },
              { target: 'saving', actions: assign({ rows: ({ event }) => rowsOf(event.output) }) },
            ],
            onError: [
              { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: '#reportExport.idle' },
              // The failure's own text: the API's, 'contact support' without an answer, or
              // (spec 01's downloads) 'Something went wrong', as the area's call says it.
              { target: '#reportExport.failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveRows',
            src: 'saveRows',
            input: ({ context }) => context.rows ?? { header: [], data: [] },
            onDone: {
              target: '#reportExport.saved',
              actions: assign({ saved: ({ context }) => context.rows?.data.length ?? 0, rows: null }),
            },
            onError: {
              target: '#reportExport.failed',
              actions: assign({ error: ({ event }) => messageOf(event.error), rows: null }),
            },
          },
        },
      },
    },
    // EXPORT is declared per outcome, not at the root, so a press while exporting is not heard.
    opened: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    saved: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    emailed: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    unavailable: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    noData: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    overLimit: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    failed: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
  },
});
