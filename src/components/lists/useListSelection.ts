import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { listSelectionMachine, selectedCount, selectedRows, type SelectedRows } from '@machines/shared/listSelection';
import { inspected } from '../../platform/inspect';

/** What RowsTable needs to draw a selection column. */
export interface RowSelection {
  readonly isSelected: (id: number) => boolean;
  readonly toggle: (id: number) => void;
  /** The header checkbox over the page's rows. */
  readonly pageState: (ids: readonly number[]) => 'none' | 'some' | 'all';
  readonly togglePage: (ids: readonly number[]) => void;
}

export interface ListSelection extends RowSelection {
  readonly rows: SelectedRows | null;
  readonly count: number;
  readonly allMatching: boolean;
  /** 'Select all N matching' was asked for with more rows than a bulk action takes. */
  readonly tooMany: boolean;
  readonly max: number;
  readonly selectAllMatching: (matching: number) => void;
  /** The same function on every render. */
  readonly clear: () => void;
}

/**
 * A list's selection (the listSelection chart). `queryKey` names the list's filters: when they
 * change, the selection made under the old ones is dropped.
 */
export function useListSelection(queryKey: string, max: number): ListSelection {
  const [snapshot, send] = useMachine(listSelectionMachine, inspected({ input: { max } }));
  // Stable, so a chart bound once (a bulk action's) can clear the selection when it is done.
  const clear = useCallback(() => send({ type: 'CLEAR' }), [send]);
  useEffect(() => clear(), [queryKey, clear]);
  return useMemo(() => {
    const allMatching = snapshot.matches('allMatching');
    const ids = snapshot.context.ids;
    const isSelected = (id: number) => (allMatching ? !ids.includes(id) : ids.includes(id));
    const rows = selectedRows(snapshot);
    return {
      rows,
      count: selectedCount(rows),
      allMatching,
      tooMany: snapshot.matches({ picked: 'tooMany' }),
      max,
      isSelected,
      toggle: (id) => send({ type: 'TOGGLE', id }),
      pageState: (pageIds) => {
        const picked = pageIds.filter(isSelected).length;
        return picked === 0 ? 'none' : picked === pageIds.length ? 'all' : 'some';
      },
      togglePage: (pageIds) => send({ type: 'TOGGLE_PAGE', ids: pageIds }),
      selectAllMatching: (matching) => send({ type: 'SELECT_ALL_MATCHING', matching }),
      clear,
    };
  }, [snapshot, send, max, clear]);
}
