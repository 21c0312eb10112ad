import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './apiError';
import type { ColumnSetting } from './columnLayout';
import { intentFor, NO_INTENT, settle, type Intent } from './intent';
import type { Message } from './message';
import { admitView, type SavedView, type ViewAllowance, type ViewDrop } from './savedView';

export interface SavedViewsInput {
  /** The view a link asked for (`?view=12`), opened once the views are known. */
  readonly linked: number | null;
  readonly allowance: ViewAllowance;
}

/** What the user asked the server to keep. */
export type ViewRequest =
  | { readonly kind: 'create'; readonly name: string; readonly shared: boolean; readonly search: Readonly<Record<string, string>>; readonly columns: readonly ColumnSetting[] }
  | { readonly kind: 'edit'; readonly id: number; readonly name: string; readonly shared: boolean }
  | { readonly kind: 'delete'; readonly id: number };

/** A request as the chart sends it: with its intent's number, which the app makes the Idempotency-Key (issue 29). */
export type KeyedViewRequest = ViewRequest & { readonly intent: number };

/** What the list says about the views: one at a time, until dismissed or replaced. */
type ViewNotice =
  | { readonly kind: 'opened'; readonly name: string; readonly dropped: readonly ViewDrop[] }
  | { readonly kind: 'missing' }
  | { readonly kind: 'saved' | 'deleted'; readonly name: string };

interface SavedViewsContext {
  readonly allowance: ViewAllowance;
  linked: number | null;
  views: SavedView[];
  /** The view last opened or saved here; the menu marks it. */
  active: number | null;
  /** The view being renamed or deleted (null: a new one is being named). */
  subject: SavedView | null;
  request: ViewRequest | null;
  error: Message | null;
  notice: ViewNotice | null;
  /**
   * The last write sent (issue 29): saving or deleting again with the same values after a
   * failure is the same intent, so a lost answer is not acted on twice (no second view).
   */
  intent: Intent;
}

export type SavedViewsEvent =
  | { type: 'OPEN'; id: number }
  /** Name the list as it is now as a new view. */
  | { type: 'CREATE' }
  | { type: 'EDIT'; id: number }
  | { type: 'DELETE'; id: number }
  | { type: 'SUBMIT'; request: ViewRequest }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

/** What opening a view does to the list: its admitted search goes to the address, its columns to the table. */
export interface OpenedView {
  readonly search: Readonly<Record<string, string>>;
  readonly columns: readonly ColumnSetting[];
  /** Opened from a link: the view takes the link's place in the history (Back leaves the list). */
  readonly replace: boolean;
}

const byName = (a: SavedView, b: SavedView) => Number(b.mine) - Number(a.mine) || a.name.localeCompare(b.name);
const find = (views: readonly SavedView[], id: number | null) => views.find((view) => view.id === id) ?? null;

/**
 * A list's saved views (issue 25), kept by the server: loaded with the list, opened from the
 * menu or a link (its filters admitted first: merchants the user lacks and days beyond the
 * limit are taken out, with a notice), and created, renamed, shared or deleted by their owner.
 * Each write is an intent (issue 29): Save or Delete again with the same values after a failure
 * sends the same intent, so the server gives a lost answer again instead of acting twice.
 * `loadViews`, `saveView` and the `openView` action are bound by the app.
 */
export const savedViewsMachine = setup({
  types: { context: {} as SavedViewsContext, events: {} as SavedViewsEvent, input: {} as SavedViewsInput },
  actors: {
    loadViews: fromPromise<readonly SavedView[]>(async () => []),
    /** Answers the view kept (null after a delete). */
    saveView: fromPromise<SavedView | null, KeyedViewRequest>(async () => null),
  },
  actions: {
    /** The intent of a write: the last one again while that is unanswered and sends the same. */
    rememberIntent: assign({ intent: ({ context }, params: { request: ViewRequest }) => intentFor(context.intent, params.request) }),
    settleIntent: assign({ intent: ({ context }) => settle(context.intent) }),
    openView: (_, _params: OpenedView) => {},
    keepViews: assign(({ event }) => ({ views: [...(event as unknown as { output: readonly SavedView[] }).output].sort(byName), error: null })),
    admit: assign(({ context }, params: { id: number }) => {
      const view = find(context.views, params.id)!;
      const { dropped } = admitView(view.search, context.allowance);
      return { linked: null, active: view.id, notice: { kind: 'opened', name: view.name, dropped } as const };
    }),
  },
  guards: {
    known: ({ context }, params: { id: number }) => find(context.views, params.id) !== null,
    /** Renaming and deleting act on the view open now, and only its owner's. */
    openAndOwn: ({ context }, params: { id: number }) => context.active === params.id && find(context.views, params.id)?.mine === true,
    linked: ({ context }) => context.linked !== null,
    linkedKnown: ({ context, event }) =>
      context.linked !== null && (event as unknown as { output: readonly SavedView[] }).output.some((view) => view.id === context.linked),
  },
}).createMachine({
  id: 'savedViews',
  context: ({ input }) => ({
    allowance: input.allowance,
    linked: input.linked,
    views: [],
    active: null,
    subject: null,
    request: null,
    error: null,
    notice: null,
    intent: NO_INTENT,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadViews',
        src: 'loadViews',
        onDone: [
          // A link's view opens as soon as the views are known, or the list says it is not there.
          {
            guard: 'linkedKnown',
            target: 'ready',
            actions: ['keepViews', { type: 'admit', params: ({ context }) => ({ id: context.linked! }) }, { type: 'openView', params: ({ context }) => openedOf(context, true) }],
          },
          { guard: 'linked', target: 'ready', actions: ['keepViews', assign({ linked: null, notice: { kind: 'missing' } })] },
          { target: 'ready', actions: 'keepViews' },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    /** The list works without its views; Retry asks again (and opens a link's view then). */
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { DISMISS: { actions: assign({ notice: null }) } },
      states: {
        idle: {
          // No dialog is open: nothing is being named or deleted.
          entry: assign({ subject: null, request: null }),
          on: {
            OPEN: {
              guard: { type: 'known', params: ({ event }) => ({ id: event.id }) },
              actions: [{ type: 'admit', params: ({ event }) => ({ id: event.id }) }, { type: 'openView', params: ({ context }) => openedOf(context, false) }],
            },
            CREATE: { target: 'naming', actions: assign({ subject: null, error: null }) },
            EDIT: {
              guard: { type: 'openAndOwn', params: ({ event }) => ({ id: event.id }) },
              target: 'naming',
              actions: assign({ subject: ({ context, event }) => find(context.views, event.id), error: null }),
            },
            DELETE: {
              guard: { type: 'openAndOwn', params: ({ event }) => ({ id: event.id }) },
              target: 'confirmingDelete',
              actions: assign({ subject: ({ context, event }) => find(context.views, event.id), error: null }),
            },
          },
        },
        /** The name dialog is open: a new view's, or one of the user's own. */
        naming: {
          on: {
            SUBMIT: {
              target: 'saving',
              actions: [assign({ request: ({ event }) => event.request, error: null }), { type: 'rememberIntent', params: ({ event }) => ({ request: event.request }) }],
            },
            CANCEL: 'idle',
          },
        },
        saving: {
          invoke: {
            id: 'saveView',
            src: 'saveView',
            input: ({ context }) => ({ ...context.request!, intent: context.intent.id }),
            onDone: {
              target: 'idle',
              actions: [
                'settleIntent',
                assign(({ context, event }) => {
                  const kept = event.output!;
                  return {
                    views: [...context.views.filter((view) => view.id !== kept.id), kept].sort(byName),
                    active: context.request?.kind === 'create' ? kept.id : context.active,
                    notice: { kind: 'saved', name: kept.name } as const,
                  };
                }),
              ],
            },
            // The dialog stays open with what was typed, and says why.
            onError: { target: 'naming', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        confirmingDelete: {
          on: {
            CONFIRM: {
              target: 'deleting',
              actions: [
                assign({ request: ({ context }) => ({ kind: 'delete', id: context.subject!.id }) as const, error: null }),
                { type: 'rememberIntent', params: ({ context }) => ({ request: { kind: 'delete', id: context.subject!.id } as const }) },
              ],
            },
            CANCEL: 'idle',
          },
        },
        deleting: {
          invoke: {
            id: 'deleteView',
            src: 'saveView',
            input: ({ context }) => ({ ...context.request!, intent: context.intent.id }),
            onDone: {
              target: 'idle',
              actions: [
                'settleIntent',
                assign(({ context }) => ({
                  views: context.views.filter((view) => view.id !== context.subject?.id),
                  active: context.active === context.subject?.id ? null : context.active,
                  notice: { kind: 'deleted', name: context.subject?.name ?? '' } as const,
                })),
              ],
            },
            onError: { target: 'confirmingDelete', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});

/** The view just admitted (the active one), as the list opens it. */
function openedOf(context: SavedViewsContext, replace: boolean): OpenedView {
  const view = find(context.views, context.active)!;
  return { search: admitView(view.search, context.allowance).search, columns: view.columns, replace };
}
