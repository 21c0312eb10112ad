import type { AnyEventObject } from 'xstate';
import { listSelectionMachine } from '@machines/shared/listSelection';
import type { ModelSpec } from '../../support/model';

/**
 * The list selection chart's model: a page of three rows (1, 2, 3) and a row of another page
 * (9) among four matching, or among 600 (more than a bulk action takes, 500).
 */
const SELECTION_MAX = 500;
const PAGE_IDS = [1, 2, 3] as const;

const listSelectionEvents = {
  'tick row 1': { type: 'TOGGLE', id: 1 },
  'tick row 2': { type: 'TOGGLE', id: 2 },
  'tick row 9 of another page': { type: 'TOGGLE', id: 9 },
  'tick the page': { type: 'TOGGLE_PAGE', ids: PAGE_IDS },
  'select all 4 matching': { type: 'SELECT_ALL_MATCHING', matching: 4 },
  'select all 600 matching': { type: 'SELECT_ALL_MATCHING', matching: 600 },
  'clear the selection': { type: 'CLEAR' },
} satisfies Record<string, AnyEventObject>;

export const listSelectionModel: ModelSpec<{ max: number }> = {
  machine: listSelectionMachine,
  starts: [{ name: 'a list', input: { max: SELECTION_MAX } }],
  events: listSelectionEvents,
  project: (snapshot) => {
    const { ids } = snapshot.context as { ids: readonly number[] };
    return [...ids].sort();
  },
};
