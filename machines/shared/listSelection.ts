import { assign, setup } from 'xstate';

/** What a selection names, as a bulk call sends it: the ids ticked, or all matches less the exclusions. */
export type SelectedRows =
  | { readonly kind: 'ids'; readonly ids: readonly number[] }
  | { readonly kind: 'allMatching'; readonly matching: number; readonly exclude: readonly number[] };

export interface ListSelectionInput {
  /** At most this many rows in one selection (the server's bound on a bulk action). */
  readonly max: number;
}

interface ListSelectionContext {
  readonly max: number;
  /** Picked rows; with all matching, the rows taken out. */
  ids: readonly number[];
  /** How many rows the list's filters match (known when all matching was chosen). */
  matching: number;
}

export type ListSelectionEvent =
  | { type: 'TOGGLE'; id: number }
  /** The header checkbox: the page's ids, all picked unless all already were. */
  | { type: 'TOGGLE_PAGE'; ids: readonly number[] }
  /** Every row the filters match, on every page: `matching` is the list's total. */
  | { type: 'SELECT_ALL_MATCHING'; matching: number }
  | { type: 'CLEAR' };

const without = (ids: readonly number[], gone: readonly number[]) => ids.filter((id) => !gone.includes(id));
const withAll = (ids: readonly number[], added: readonly number[]) => [...ids, ...added.filter((id) => !ids.includes(id))];
const toggled = (ids: readonly number[], id: number) => (ids.includes(id) ? without(ids, [id]) : [...ids, id]);

/**
 * A list's row selection (issue 25): rows ticked one by one or a page at a time, or every row
 * the filters match, less those unticked since. A new query (filters, sort) clears it: the
 * binding sends CLEAR, so 'all matching' never outlives the filter it was chosen under.
 */
export const listSelectionMachine = setup({
  types: { context: {} as ListSelectionContext, events: {} as ListSelectionEvent, input: {} as ListSelectionInput },
  guards: {
    leavesNone: (_, params: { ids: readonly number[] }) => params.ids.length === 0,
    withinMax: ({ context }, params: { matching: number }) => params.matching <= context.max,
    pageAllPicked: ({ context }, params: { ids: readonly number[] }) => params.ids.every((id) => context.ids.includes(id)),
    pageAllIncluded: ({ context }, params: { ids: readonly number[] }) => params.ids.every((id) => !context.ids.includes(id)),
    allExcluded: ({ context }, params: { ids: readonly number[] }) => context.matching - params.ids.length <= 0,
  },
}).createMachine({
  id: 'listSelection',
  context: ({ input }) => ({ max: input.max, ids: [], matching: 0 }),
  initial: 'none',
  on: {
    CLEAR: { target: '.none', actions: assign({ ids: [], matching: 0 }) },
  },
  states: {
    none: {
      on: {
        TOGGLE: { target: 'picked', actions: assign({ ids: ({ event }) => [event.id] }) },
        TOGGLE_PAGE: { guard: ({ event }) => event.ids.length > 0, target: 'picked', actions: assign({ ids: ({ event }) => [...event.ids] }) },
      },
    },
    picked: {
      initial: 'rows',
      on: {
        TOGGLE: [
          {
            guard: { type: 'leavesNone', params: ({ context, event }) => ({ ids: toggled(context.ids, event.id) }) },
            target: 'none',
            actions: assign({ ids: [] }),
          },
          { target: '.rows', actions: assign({ ids: ({ context, event }) => toggled(context.ids, event.id) }) },
        ],
        TOGGLE_PAGE: [
          {
            guard: { type: 'pageAllPicked', params: ({ event }) => ({ ids: event.ids }) },
            target: 'checkEmpty',
            actions: assign({ ids: ({ context, event }) => without(context.ids, event.ids) }),
          },
          { target: '.rows', actions: assign({ ids: ({ context, event }) => withAll(context.ids, event.ids) }) },
        ],
      },
      states: {
        rows: {
          on: {
            SELECT_ALL_MATCHING: [
              {
                guard: { type: 'withinMax', params: ({ event }) => ({ matching: event.matching }) },
                target: '#listSelection.allMatching',
                actions: assign({ ids: [], matching: ({ event }) => event.matching }),
              },
              // More than a bulk action takes: the offer says so, the rows stay picked.
              { target: 'tooMany', actions: assign({ matching: ({ event }) => event.matching }) },
            ],
          },
        },
        tooMany: {},
      },
    },
    /** Unticking the last picked rows of a page leaves nothing picked: back to none. */
    checkEmpty: {
      always: [{ guard: ({ context }) => context.ids.length === 0, target: 'none' }, { target: 'picked' }],
    },
    allMatching: {
      on: {
        TOGGLE: [
          {
            guard: { type: 'allExcluded', params: ({ context, event }) => ({ ids: toggled(context.ids, event.id) }) },
            target: 'none',
            actions: assign({ ids: [], matching: 0 }),
          },
          { actions: assign({ ids: ({ context, event }) => toggled(context.ids, event.id) }) },
        ],
        TOGGLE_PAGE: [
          {
            guard: ({ context, event }) =>
              event.ids.every((id) => !context.ids.includes(id)) && context.matching - withAll(context.ids, event.ids).length <= 0,
            target: 'none',
            actions: assign({ ids: [], matching: 0 }),
          },
          {
            // The page's rows all included: the header takes them out.
            guard: { type: 'pageAllIncluded', params: ({ event }) => ({ ids: event.ids }) },
            actions: assign({ ids: ({ context, event }) => withAll(context.ids, event.ids) }),
          },
          { actions: assign({ ids: ({ context, event }) => without(context.ids, event.ids) }) },
        ],
      },
    },
  },
});

/** The selection as a bulk call sends it; null when nothing is selected. */
export function selectedRows(snapshot: { matches(state: 'allMatching' | 'picked'): boolean; context: ListSelectionContext }): SelectedRows | null {
  if (snapshot.matches('allMatching')) return { kind: 'allMatching', matching: snapshot.context.matching, exclude: snapshot.context.ids };
  if (snapshot.matches('picked')) return { kind: 'ids', ids: snapshot.context.ids };
  return null;
}

/** How many rows a selection names. */
export const selectedCount = (rows: SelectedRows | null): number =>
  rows === null ? 0 : rows.kind === 'ids' ? rows.ids.length : rows.matching - rows.exclude.length;
