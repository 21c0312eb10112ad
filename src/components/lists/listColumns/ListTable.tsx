import type { PreferenceList } from '@machines/shared/columnLayout';
import { RowsTable, type RowsTableProps } from '../RowsTable';
import { useListColumns } from './useListColumns';

/**
 * A list's RowsTable with the user's columns (issue 25): arranged by useListColumns, the
 * Columns control above it, the rows waiting until the stored columns are known.
 */
export function ListTable<T extends object>({ list, columns, fetching, ...table }: Omit<RowsTableProps<T>, 'columnsControl'> & { readonly list: PreferenceList }) {
  const arranged = useListColumns(list, columns);
  return <RowsTable<T> {...table} columns={arranged.columns} columnsControl={arranged.control} fetching={fetching || arranged.loading} />;
}
