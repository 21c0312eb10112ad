import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { withRetries } from '../../platform/lazyPage';
import { RowsTable, type RowsTableProps } from './RowsTable';
import { EXPORT_SELECTION_MAX } from './selectionExport';
import type { SelectionToolsProps } from './SelectionTools';
import { useListSelection } from './useListSelection';
import type { Selectable } from './selectable';

// The offer, the bar and the export load with the first ticked row: a list that nobody selects
// from never fetches them (the balance pages' first loads have 130 KB).
// React.lazy drops the component's type parameter; the cast puts it back.
const SelectionTools = lazy(withRetries(() => import('./SelectionTools'))) as unknown as <T extends object>(props: SelectionToolsProps<T>) => ReactNode;

/**
 * A list's table with a checkbox on each row; from the first ticked row on, the offer to select
 * all matching and the outcome of the last export above it, and the bar with Export selection
 * at the bottom while any row is selected. The file has the columns the user shows, in their order.
 */
export function SelectableRows<T extends object>({ selectable, table }: { selectable: Selectable<T>; table: RowsTableProps<T> }) {
  const selection = useListSelection(selectable.queryKey, EXPORT_SELECTION_MAX);
  const idAccessor = table.idAccessor ?? 'id';
  const idOf = (row: T) => Number((row as Record<string, unknown>)[idAccessor]);
  // Ticked rows are exported as the list showed them, whichever page they were on.
  const [seen] = useState(() => new Map<number, T>());
  useEffect(() => {
    for (const row of table.records) seen.set(Number((row as Record<string, unknown>)[idAccessor]), row);
  }, [table.records, idAccessor, seen]);
  // Once wanted, the tools stay: an export's outcome outlives the selection it was made from.
  const [wanted, setWanted] = useState(false);
  if (selection.count > 0 && !wanted) setWanted(true);
  const above = (
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
  return (
    <>
      <RowsTable<T> {...table} toolbar={above} selection={{ state: selection, rowLabel: selectable.rowLabel, pageLabel: selectable.pageLabel }} />
      {/* Room under the last row for the bar, which floats at the bottom while rows are selected. */}
      {selection.count > 0 && <Box h={80} />}
    </>
  );
}
