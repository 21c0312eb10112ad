import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from './apiError';
import { isShortTally, jobMachine, type JobOutput, type JobTally } from './job';
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
 *   fewer than the answer's own total is an export cut short, said as such;
 * - overLimit: more records than the report may hold (the payout report's 300,000, spec 01
 *   section 9), known before the report is asked for.
 */
export type ExportAnswer =
  | { readonly kind: 'url'; readonly url: string }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'emailed' }
  | {
      readonly kind: 'rows';
      readonly rows: ExportRows;
      /** How many rows the answer said there were, when it says (total_rows, a page's count). */
      readonly total?: number;
    }
  | { readonly kind: 'overLimit'; readonly rows: number; readonly max: number };

interface ReportExportContext {
  /** The filters of the export under way or last done. */
  filters: ExportFilters | null;
  /** Rows waiting to be saved. */
  rows: ExportRows | null;
  /** Rows saved against the rows there were: 'Exported 76 of 76 rows', or a short export. */
  tally: JobTally | null;
  /** Rows saved when no total was known. */
  saved: number;
  error: Message | null;
}

export type ReportExportEvent =
  | { type: 'EXPORT'; filters: ExportFilters }
  /** Closes the outcome message. */
  | { type: 'DISMISS' };

const EXPORT_AGAIN = { target: '#reportExport.exporting', actions: 'startExport' } as const;

/** The export's answer, when the job got one. */
const answerOf = (output: JobOutput): ExportAnswer | null =>
  output.outcome === 'complete' || output.outcome === 'short' ? (output.value as ExportAnswer) : null;

const rowsOf = (answer: ExportAnswer | null): ExportRows | null => (answer?.kind === 'rows' ? answer.rows : null);

const tallyOf = (output: JobOutput): JobTally | null => (output.outcome === 'complete' || output.outcome === 'short' ? output.tally : null);

/** The tally of the rows an answer holds, against the total it says there were (the work's tally). */
export function exportTally(answer: ExportAnswer): JobTally | null {
  if (answer.kind !== 'rows') return null;
  const done = answer.rows.data.length;
  return { done, of: Math.max(done, answer.total ?? done), unit: 'rows' };
}

type OutputParams = { output: JobOutput };
const withOutput = ({ event }: { event: { output: JobOutput } }): OutputParams => ({ output: event.output });
const answerKind = (params: OutputParams): ExportAnswer['kind'] | null => answerOf(params.output)?.kind ?? null;

/**
 * One Export button (payments, balance, settlements, the payout report, the audit trail's
 * CSV and XLSX, Export selection): one request at a time (EXPORT is not heard while
 * exporting, so a double click sends one request), run as a `job` (machines/shared/job.ts)
 * the view reads progress from and sends CANCEL to; then opened, saved as a file (with its
 * tally), cut short (said as a warning), e-mailed, unavailable, no data, over the limit,
 * cancelled or failed; each outcome stays until closed or the next export.
 */
export const reportExportMachine = setup({
  types: {
    context: {} as ReportExportContext,
    events: {} as ReportExportEvent,
    children: {} as { job: 'exportJob' },
  },
  actors: {
    /** The area's export call as a job: its work is the call, its value an `ExportAnswer`. */
    exportJob: jobMachine,
    /** Turns header and rows into a file the browser downloads. */
    saveRows: {} as PromiseActorLogic<void, ExportRows>,
  },
  actions: {
    /** Every EXPORT starts the same way: remember the filters, forget the last outcome. */
    startExport: assign({
      filters: ({ context, event }) => (event.type === 'EXPORT' ? event.filters : context.filters),
      error: null,
      saved: 0,
      tally: null,
    }),
    /** Opens a report the server has made, in a new tab. */
    openUrl: (_, _params: { url: string }) => {},
  },
  guards: {
    isCancelled: (_, params: OutputParams) => params.output.outcome === 'cancelled',
    /** The user left the page, or the session ended (it signs out by itself): nothing to say. */
    isSilent: (_, params: OutputParams) => params.output.outcome === 'failed' && failedAs(params.output.error, 'aborted', 'unauthorized'),
    isFailed: (_, params: OutputParams) => params.output.outcome === 'failed',
    isUrl: (_, params: OutputParams) => answerKind(params) === 'url',
    isUnavailable: (_, params: OutputParams) => answerKind(params) === 'unavailable',
    isEmailed: (_, params: OutputParams) => answerKind(params) === 'emailed',
    isOverLimit: (_, params: OutputParams) => answerKind(params) === 'overLimit',
    /** No rows, and no more were said to be there (a cut-short answer is saved and said). */
    hasNoRows: (_, params: OutputParams) => rowsOf(answerOf(params.output))?.data.length === 0 && !isShortTally(tallyOf(params.output)),
    isShort: ({ context }) => isShortTally(context.tally),
  },
}).createMachine({
  id: 'reportExport',
  context: { filters: null, rows: null, tally: null, saved: 0, error: null },
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
            id: 'job',
            src: 'exportJob',
            input: ({ context }) => ({ input: context.filters ?? {} }),
            onDone: [
              { guard: { type: 'isCancelled', params: withOutput }, target: '#reportExport.cancelled' },
              { guard: { type: 'isSilent', params: withOutput }, target: '#reportExport.idle' },
              {
                // The failure's own text: the API's, 'contact support' without an answer, or
                // (spec 01's downloads) 'Something went wrong', as the area's call says it.
                guard: { type: 'isFailed', params: withOutput },
                target: '#reportExport.failed',
                actions: assign({ error: ({ event }) => (event.output.outcome === 'failed' ? messageOf(event.output.error) : null) }),
              },
              {
                guard: { type: 'isUrl', params: withOutput },
                target: '#reportExport.opened',
                actions: {
                  type: 'openUrl',
                  params: ({ event }) => {
                    const answer = answerOf(event.output);
                    return { url: answer?.kind === 'url' ? answer.url : '' };
                  },
                },
              },
              { guard: { type: 'isUnavailable', params: withOutput }, target: '#reportExport.unavailable' },
              { guard: { type: 'isEmailed', params: withOutput }, target: '#reportExport.emailed' },
              {
                guard: { type: 'isOverLimit', params: withOutput },
                target: '#reportExport.overLimit',
                actions: assign({
                  error: ({ event }) => {
                    const answer = answerOf(event.output);
                    return answer?.kind === 'overLimit' ? keyMessage('reportExport:overLimit', { rows: answer.rows, max: answer.max }) : null;
                  },
                }),
              },
              { guard: { type: 'hasNoRows', params: withOutput }, target: '#reportExport.noData' },
              {
                target: 'saving',
                actions: assign({ rows: ({ event }) => rowsOf(answerOf(event.output)), tally: ({ event }) => tallyOf(event.output) }),
              },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveRows',
            src: 'saveRows',
            input: ({ context }) => context.rows ?? { header: [], data: [] },
            onDone: [
              // Fewer rows than the answer said: saved, and said as a warning, never silently.
              { guard: 'isShort', target: '#reportExport.short', actions: assign({ saved: ({ context }) => context.rows?.data.length ?? 0, rows: null }) },
              {
                target: '#reportExport.saved',
                actions: assign({ saved: ({ context }) => context.rows?.data.length ?? 0, rows: null }),
              },
            ],
            onError: {
              target: '#reportExport.failed',
              actions: assign({ error: ({ event }) => messageOf(event.error), rows: null, tally: null }),
            },
          },
        },
      },
    },
    // EXPORT is declared per outcome, not at the root, so a press while exporting is not heard.
    opened: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    saved: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    short: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    emailed: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    unavailable: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    noData: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    overLimit: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    cancelled: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    failed: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
  },
});
