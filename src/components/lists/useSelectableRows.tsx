import { Box } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { withRetries } from '../../platform/lazyPage';
import type { RowsColumn, RowsSelectionColumn } from './RowsTable';
import type { SelectionToolsProps } from './SelectionTools';
import { useListSelection } from './useListSelection';
import { useSeenRows } from './useSeenRows';
import { EXPORT_SELECTION_MAX, type Selectable } from './selectable';

// The offer, the bar and the export load with the first ticked row: a list that nobody selects
// from never fetches them (the balance pages' first loads have 130 KB).
// React.lazy drops the component's type parameter; the cast puts it back.
const SelectionTools = lazy(withRetries(() => import('./SelectionTools'))) as unknown as <T extends object>(props: SelectionToolsProps<T>) => ReactNode;

/** The part of a list's table that selection needs. */
export interface SelectableTable<T> {
  readonly records: readonly T[];
  readonly fetching: boolean;
  /** The columns as drawn: Export selection writes them. */
  readonly columns: readonly RowsColumn<T>[];
  /** The field that names a row (a number). */
  readonly idAccessor?: string;
  /** What the list draws above its table already. */
  readonly toolbar?: ReactNode;
}

/**
 * Selection for a list's table (RowsTable or VirtualTable): the checkbox column's state and
 * labels; from the first ticked row on, the offer to select all matching and the outcome of the
 * last export above the table; and, while any row is selected, the bar with Export selection
 * (which floats at the bottom) and the room under the last row that keeps it from hiding it.
 */
export function useSelectableRows<T extends object>(selectable: Selectable<T>, table: SelectableTable<T>) {
  const selection = useListSelection(selectable.queryKey, EXPORT_SELECTION_MAX);
  const idAccessor = table.idAccessor ?? 'id';
  const idOf = (row: T) => Number((row as Record<string, unknown>)[idAccessor]);
  const seen = useSeenRows(table.records, idAccessor);
  // Once wanted, the tools stay: an export's outcome outlives the selection it was made from.
  const [wanted, setWanted] = useState(false);
  if (selection.count > 0 && !wanted) setWanted(true);
  const toolbar = (
    <>
      {table.toolbar}
      {wanted && (
        <Suspense fallback={null}>
          <SelectionTools<T>
            selectable={selectable}
            selection={selection}
            pageRows={table.fetching ? null : table.records}
            seen={seen}
            idOf={idOf}
            columns={table.columns}
          />
        </Suspense>
      )}
    </>
  );
  const column: RowsSelectionColumn<T> = { state: selection, rowLabel: selectable.rowLabel, pageLabel: selectable.pageLabel };
  return { column, toolbar, room: selection.count > 0 ? <Box h={80} /> : null };
}
