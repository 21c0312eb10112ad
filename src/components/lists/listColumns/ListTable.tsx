import { useRouter } from '@tanstack/react-router';
import { isViewList, type PreferenceList } from '@machines/shared/columnLayout';
import { ViewsEntry } from '../listViews/ViewsEntry';
import { useEffect } from 'react';
import { RowsTable, type RowsColumn, type RowsTableProps } from '../RowsTable';
import { SelectableRows } from '../SelectableRows';
import type { Selectable } from '../selectable';
import { ColumnsButton, ColumnsProblem } from './ColumnsButton';
import { ListToolbar } from '../ListToolbar';
import { useListColumns } from './useListColumns';

/**
 * A list's RowsTable with the user's columns (issue 25): arranged by useListColumns, the
 * Columns control (and the saved views, where the list keeps its query in the address) above
 * it, the rows waiting until the stored columns are known; with `selectable`, a checkbox on
 * each row and Export selection (SelectableRows).
 */
export function ListTable<T extends object>({
  list,
  columns,
  fetching,
  selectable,
  onColumns,
  ...table
}: Omit<RowsTableProps<T>, 'toolbar'> & {
  readonly list: PreferenceList;
  readonly selectable?: Selectable<T>;
  /** Told the columns as the user arranged them (a page that exports its own selection). */
  readonly onColumns?: (columns: readonly RowsColumn<T>[]) => void;
}) {
  const arranged = useListColumns(list, columns);
  useEffect(() => onColumns?.(arranged.columns), [arranged.columns, onColumns]);
  // Views live in the address: outside a router (a component test of the table) there are none.
  const routed = useRouter({ warn: false }) !== null;
  const columnsButton = <ColumnsButton control={arranged.control} listLabel={table.label} />;
  const toolbar = routed && isViewList(list) ? (
    <ViewsEntry list={list} control={arranged.control} columnsLoading={arranged.loading} columnsButton={columnsButton} />
  ) : (
    <ListToolbar tools={columnsButton} notices={<ColumnsProblem control={arranged.control} />} />
  );
  const arrangedTable = { ...table, columns: arranged.columns, toolbar, fetching: fetching || arranged.loading };
  return selectable ? <SelectableRows<T> selectable={selectable} table={arrangedTable} /> : <RowsTable<T> {...arrangedTable} />;
}
