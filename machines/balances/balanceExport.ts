import { setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';

/** What the export call answers, as the schema reads it. */
export type BalanceExportAnswer = { readonly kind: 'file'; readonly url: string } | { readonly kind: 'unavailable' } | { readonly kind: 'emailed' };

export type BalanceExportEvent = { type: 'EXPORT'; filters: Readonly<Record<string, unknown>> };

const isSilent = (error: unknown) => failedAs(error, 'aborted', 'unauthorized');

/**
 * Export on the balance and settlements screens (spec 02 sections 4, 7, 8): one request at a
 * time (the button reads 'Exporting...' and EXPORT is not handled meanwhile); a url opens in a
 * new tab, a null url is 'Service temporarily unavailable', anything else is e-mailed.
 */
export const balanceExportMachine = setup({
  types: { events: {} as BalanceExportEvent },
  actors: {
    /** GET /v1/company_balance_list/ with the screen's filters and download_balance. */
    exportBalances: {} as PromiseActorLogic<BalanceExportAnswer, Readonly<Record<string, unknown>>>,
  },
  actions: {
    openReport: (_, _params: { url: string }) => {},
    announce: (_, _params: { message: Message; tone: 'info' | 'error' }) => {},
  },
  guards: {
    isFile: (_, params: { answer: BalanceExportAnswer }) => params.answer.kind === 'file',
    isUnavailable: (_, params: { answer: BalanceExportAnswer }) => params.answer.kind === 'unavailable',
    isSilent: (_, params: { error: unknown }) => isSilent(params.error),
  },
}).createMachine({
  id: 'balanceExport',
  initial: 'idle',
  states: {
    idle: {
      on: { EXPORT: 'exporting' },
    },
    exporting: {
      invoke: {
        id: 'exportBalances',
        src: 'exportBalances',
        input: ({ event }) => (event as BalanceExportEvent).filters,
        onDone: [
          {
            guard: { type: 'isFile', params: ({ event }) => ({ answer: event.output }) },
            target: 'idle',
            actions: { type: 'openReport', params: ({ event }) => ({ url: event.output.kind === 'file' ? event.output.url : '' }) },
          },
          {
            guard: { type: 'isUnavailable', params: ({ event }) => ({ answer: event.output }) },
            target: 'idle',
            actions: { type: 'announce', params: { message: keyMessage('settlements:export.unavailable'), tone: 'error' } },
          },
          {
            target: 'idle',
            actions: { type: 'announce', params: { message: keyMessage('settlements:export.emailed'), tone: 'info' } },
          },
        ],
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'idle' },
          { target: 'idle', actions: { type: 'announce', params: ({ event }) => ({ message: messageOf(event.error), tone: 'error' }) } },
        ],
      },
    },
  },
});
