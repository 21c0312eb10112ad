import type { PreferenceList } from '@machines/shared/columnLayout';
import { useEffect } from 'react';
import { RowsTable, type RowsColumn, type RowsTableProps } from '../RowsTable';
import { SelectableRows } from '../SelectableRows';
import type { Selectable } from '../selectable';
import { ListTools } from './ListTools';
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
  const toolbar = <ListTools list={list} control={arranged.control} columnsLoading={arranged.loading} label={table.label} />;
  const arrangedTable = { ...table, columns: arranged.columns, toolbar, fetching: fetching || arranged.loading };
  return selectable ? <SelectableRows<T> selectable={selectable} table={arrangedTable} /> : <RowsTable<T> {...arrangedTable} />;
}
