import { assign, setup, type PromiseActorLogic } from 'xstate';
import { messageOf, isAborted } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';

/** A file of an entry with what its preview needs. */
export interface PreviewLink {
  readonly name: string;
  readonly preview_url: string;
  readonly mime_type: string;
}

interface BalanceFilesContext {
  readonly entryId: number;
  previews: readonly PreviewLink[];
  error: Message | null;
}

export type BalanceFilesEvent =
  | { type: 'RETRY' }
  /** One storage key: that file; several: all of them in one archive. */
  | { type: 'DOWNLOAD'; names: readonly string[] };


/**
 * The details dialog's files (spec 02 section 2): the previews load (a spinner meanwhile), then
 * each file or all of them download through the download-file call, one at a time; a null url
 * is 'Service temporarily unavailable'.
 */
export const balanceFilesMachine = setup({
  types: { context: {} as BalanceFilesContext, events: {} as BalanceFilesEvent, input: {} as { entryId: number } },
  actors: {
    /** GET /v1/company_balance_list/{id}/preview-files/ */
    loadPreviews: {} as PromiseActorLogic<readonly PreviewLink[], { entryId: number }>,
    /** POST /v1/company_balance_list/{id}/download-file/: the url, or null. */
    downloadFiles: {} as PromiseActorLogic<string | null, { entryId: number; names: readonly string[] }>,
  },
  actions: {
    openDownload: (_, _params: { url: string }) => {},
    announceFailure: (_, _params: { message: Message }) => {},
  },
  guards: {
    hasUrl: (_, params: { url: string | null }) => params.url !== null,
    isAborted: (_, params: { error: unknown }) => isAborted(params.error),
  },
}).createMachine({
  id: 'balanceFiles',
  context: ({ input }) => ({ entryId: input.entryId, previews: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPreviews',
        src: 'loadPreviews',
        input: ({ context }) => ({ entryId: context.entryId }),
        onDone: { target: 'ready', actions: assign({ previews: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'failed' },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { DOWNLOAD: 'downloading' },
        },
        downloading: {
          invoke: {
            id: 'downloadFiles',
            src: 'downloadFiles',
            input: ({ context, event }) => ({ entryId: context.entryId, names: (event as Extract<BalanceFilesEvent, { type: 'DOWNLOAD' }>).names }),
            onDone: [
              {
                guard: { type: 'hasUrl', params: ({ event }) => ({ url: event.output }) },
                target: 'idle',
                actions: { type: 'openDownload', params: ({ event }) => ({ url: event.output! }) },
              },
              { target: 'idle', actions: { type: 'announceFailure', params: { message: keyMessage('settlements:files.unavailable') } } },
            ],
            onError: [
              { guard: { type: 'isAborted', params: ({ event }) => ({ error: event.error }) }, target: 'idle' },
              { target: 'idle', actions: { type: 'announceFailure', params: ({ event }) => ({ message: messageOf(event.error) }) } },
            ],
          },
        },
      },
    },
  },
});
