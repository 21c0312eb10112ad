import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { drawnOrder, type ColumnSpec, type PreferenceList } from '@machines/shared/columnLayout';
import { saveListColumns } from '../../../api/calls/listPreferences';
import { inspected } from '../../../platform/inspect';
import { readSession } from '../../../platform/storage';
import type { RowsColumn } from '../RowsTable';
import type { ColumnsControl } from './columnsControl';
import { listColumnsLogic } from './listColumnsLogic';

/** Any list's column (a RowsTable's, or a VirtualTable's, which adds to it). */
type AnyColumn = RowsColumn<never>;

export interface ListColumns<C extends AnyColumn> {
  /** The columns to draw, in the user's order, with their pins and widths. */
  readonly columns: C[];
  /** Until the stored columns are known, the rows wait (no flash of the defaults). */
  readonly loading: boolean;
  readonly control: ColumnsControl;
}

/** Role-hidden and locked columns are not the user's to arrange. */
const arrangeableOf = <C extends AnyColumn>(columns: readonly C[]) => columns.filter((column) => !column.hidden && !column.locked);

const nameOf = (column: AnyColumn): string => column.name ?? (typeof column.title === 'string' ? column.title : column.accessor);

/**
 * A list's columns arranged as its user chose (the listColumns chart, kept per user and list
 * on the server). `columns` are the list's own, in its order; role-hidden and locked ones
 * are not the user's to arrange (locked ones stay last).
 */
export function useListColumns<C extends AnyColumn>(list: PreferenceList, columns: readonly C[]): ListColumns<C> {
  // The chart knows the column set it started with: ids only, so a language change keeps it.
  const [specs] = useState<ColumnSpec[]>(() =>
    arrangeableOf(columns).map((column) => ({ id: column.accessor, defaultHidden: column.defaultHidden, required: column.required })),
  );
  const [logic] = useState(() => listColumnsLogic(list));
  const [snapshot, send, actor] = useMachine(logic, inspected({ input: { specs } }));
  const { layout, error } = snapshot.context;
  // Leaving the page within the quiet moment (or while a save is on its way, which leaving
  // aborts) would lose the last change: it is sent once more, unwatched, unless the user has
  // just signed out (no session to send it for).
  useEffect(
    () => () => {
      const last = actor.getSnapshot();
      if ((last.matches({ ready: 'pending' }) || last.matches({ ready: 'saving' })) && readSession()) {
        saveListColumns(list, last.context.custom ? last.context.layout : [], undefined, true).catch(() => {});
      }
    },
    [actor, list],
  );

  const arranged = useMemo(() => {
    const byId = new Map(columns.map((column) => [column.accessor, column]));
    const drawn = drawnOrder(layout).flatMap((setting) => {
      const column = byId.get(setting.id);
      return column && !column.hidden ? [{ ...column, pin: setting.pin, width: setting.width }] : [];
    });
    return [...drawn, ...columns.filter((column) => column.locked && !column.hidden)];
  }, [columns, layout]);

  const control = useMemo<ColumnsControl>(
    () => ({
      list,
      choices: arrangeableOf(columns).map((column) => ({ id: column.accessor, name: nameOf(column), required: Boolean(column.required) })),
      layout,
      custom: snapshot.context.custom,
      loadFailed: snapshot.matches('loadFailed'),
      saveFailed: snapshot.matches({ ready: 'saveFailed' }),
      error,
      change: (next) => send({ type: 'CHANGE', layout: next }),
      reset: () => send({ type: 'RESET' }),
      retry: () => send({ type: 'RETRY' }),
    }),
    [list, columns, layout, snapshot, error, send],
  );
  return { columns: arranged, loading: snapshot.matches('loading'), control };
}
