import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './apiError';
import { alignLayout, defaultLayout, type ColumnSetting, type ColumnSpec } from './columnLayout';
import type { Message } from './message';

export interface ListColumnsInput {
  /** The columns the list offers now, in its own order. */
  readonly specs: readonly ColumnSpec[];
}

interface ListColumnsContext {
  readonly specs: readonly ColumnSpec[];
  /** What the table draws: aligned with `specs` at every step. */
  layout: ColumnSetting[];
  /** Whether the user chose the layout (false: the defaults, stored as no choice at all). */
  custom: boolean;
  error: Message | null;
}

export type ListColumnsEvent =
  /** The user rearranged the columns (shown, order, pin or width). */
  | { type: 'CHANGE'; layout: readonly ColumnSetting[] }
  /** Back to the list's own columns; the stored choice is forgotten. */
  | { type: 'RESET' }
  | { type: 'RETRY' };

/** What the server keeps: the user's layout, or nothing (the defaults). */
export interface SavedColumns {
  readonly columns: readonly ColumnSetting[];
}

/** A quiet moment after the last change before saving: a width typed digit by digit is one save. */
const COLUMNS_SAVE_DELAY_MS = 400;

/**
 * A list's columns as its user arranged them (issue 25), kept per user and list on the server:
 * loaded with the list (a failed load draws the defaults and offers Retry), changed at once on
 * screen, saved after a quiet moment; a failed save keeps the change on screen and offers
 * Retry. The stored layout is aligned with the columns the list offers now (columnLayout.ts).
 * `loadColumns` and `saveColumns` are bound by the app.
 */
export const listColumnsMachine = setup({
  types: { context: {} as ListColumnsContext, events: {} as ListColumnsEvent, input: {} as ListColumnsInput },
  actors: {
    loadColumns: fromPromise<SavedColumns>(async () => ({ columns: [] })),
    saveColumns: fromPromise<SavedColumns, SavedColumns>(async ({ input }) => input),
  },
  actions: {
    change: assign(({ context }, params: { layout: readonly ColumnSetting[] }) => ({
      layout: alignLayout(params.layout, context.specs),
      custom: true,
    })),
    reset: assign(({ context }) => ({ layout: defaultLayout(context.specs), custom: false })),
  },
  delays: { saveDelay: COLUMNS_SAVE_DELAY_MS },
}).createMachine({
  id: 'listColumns',
  context: ({ input }) => ({ specs: input.specs, layout: defaultLayout(input.specs), custom: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadColumns',
        src: 'loadColumns',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            layout: alignLayout(event.output.columns, context.specs),
            custom: event.output.columns.length > 0,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    /** The defaults are drawn; a change made now is saved over whatever the server kept. */
    loadFailed: {
      on: {
        RETRY: 'loading',
        CHANGE: { target: 'ready.pending', actions: { type: 'change', params: ({ event }) => ({ layout: event.layout }) } },
        RESET: { target: 'ready.pending', actions: 'reset' },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        // Entered again: the quiet moment starts over, and a save on its way is dropped for the newer layout.
        CHANGE: { target: '.pending', reenter: true, actions: { type: 'change', params: ({ event }) => ({ layout: event.layout }) } },
        RESET: { target: '.pending', reenter: true, actions: 'reset' },
      },
      states: {
        idle: {},
        pending: {
          after: { saveDelay: 'saving' },
        },
        saving: {
          invoke: {
            id: 'saveColumns',
            src: 'saveColumns',
            input: ({ context }) => ({ columns: context.custom ? context.layout : [] }),
            onDone: { target: 'idle', actions: assign({ error: null }) },
            onError: { target: 'saveFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        /** The change stays on screen; Retry sends it again. */
        saveFailed: {
          on: { RETRY: 'saving' },
        },
      },
    },
  },
});
