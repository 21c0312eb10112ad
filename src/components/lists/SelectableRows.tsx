import { RowsTable, type RowsTableProps } from './RowsTable';
import type { Selectable } from './selectable';
import { useSelectableRows } from './useSelectableRows';

/**
 * A list's RowsTable with a checkbox on each row, the offer to select all matching and Export
 * selection (useSelectableRows). The file has the columns the user shows, in their order.
 */
export function SelectableRows<T extends object>({ selectable, table }: { selectable: Selectable<T>; table: RowsTableProps<T> }) {
  const { column, toolbar, room } = useSelectableRows(selectable, table);
  return (
    <>
      <RowsTable<T> {...table} toolbar={toolbar} selection={column} />
      {room}
    </>
  );
}
