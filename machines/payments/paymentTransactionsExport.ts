import { assign, setup, type PromiseActorLogic } from 'xstate';
import { isAborted, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';

/** The payments list's filters as the view hands them over (opaque to the chart). */
export type PaymentsExportFilters = Readonly<Record<string, unknown>>;

/**
 * What the export call answered (spec 02 sections 4 and 8): a 201 with a url to open, a 201
 * with a null url ('Service temporarily unavailable'), or any other success (e-mailed).
 */
export type PaymentsExportAnswer = { readonly kind: 'file'; readonly url: string } | { readonly kind: 'emailed' } | { readonly kind: 'unavailable' };

interface PaymentsExportContext {
  /** The filters of the export under way or last done. */
  filters: PaymentsExportFilters | null;
  error: Message | null;
}

export type PaymentsExportEvent =
  | { type: 'EXPORT'; filters: PaymentsExportFilters }
  /** Closes the outcome message. */
  | { type: 'DISMISS' };

const EXPORT_AGAIN = { target: '#paymentTransactionsExport.exporting', actions: 'startExport' } as const;

/**
 * The payments list's Export button: one request at a time (a press while exporting is not
 * heard), then the report opened in a new tab, e-mailed, unavailable, or failed.
 */
export const paymentTransactionsExportMachine = setup({
  types: { context: {} as PaymentsExportContext, events: {} as PaymentsExportEvent },
  actors: {
    /** GET /v1/payments/operation/ with export and limit 20000. */
    exportPayments: {} as PromiseActorLogic<PaymentsExportAnswer, PaymentsExportFilters>,
  },
  actions: {
    startExport: assign({
      filters: ({ context, event }) => (event.type === 'EXPORT' ? event.filters : context.filters),
      error: null,
    }),
    /** Opens the finished report in a new tab. */
    openUrl: (_, _params: { url: string }) => {},
  },
  guards: {
    isFile: (_, params: { answer: PaymentsExportAnswer }) => params.answer.kind === 'file',
    isUnavailable: (_, params: { answer: PaymentsExportAnswer }) => params.answer.kind === 'unavailable',
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
  },
}).createMachine({
  id: 'paymentTransactionsExport',
  context: { filters: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { EXPORT: { target: 'exporting', actions: 'startExport' } },
    },
    exporting: {
      invoke: {
        id: 'exportPayments',
        src: 'exportPayments',
        input: ({ context }) => context.filters ?? {},
        onDone: [
          {
            guard: { type: 'isFile', params: ({ event }) => ({ answer: event.output }) },
            target: 'opened',
            actions: { type: 'openUrl', params: ({ event }) => ({ url: event.output.kind === 'file' ? event.output.url : '' }) },
          },
          { guard: { type: 'isUnavailable', params: ({ event }) => ({ answer: event.output }) }, target: 'unavailable' },
          { target: 'emailed' },
        ],
        onError: [
          // The user left the page: nothing to say.
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'idle' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => messageOf(event.error, keyMessage('errors:contactSupport')),
            }),
          },
        ],
      },
    },
    // Each outcome stays until closed or replaced by the next export. EXPORT is declared per
    // state, not at the root, so a press while exporting is not heard at all.
    opened: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    emailed: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    unavailable: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
    failed: { on: { EXPORT: EXPORT_AGAIN, DISMISS: 'idle' } },
  },
});
