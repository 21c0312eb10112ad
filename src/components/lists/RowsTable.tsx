import 'mantine-datatable/styles.css';
import { Box } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortProps, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';

/**
 * A page of rows as the back-office's lists show them: bordered, striped, the actions column
 * pinned, busy while the next page loads, and the spec's empty text.
 */
export function RowsTable<T extends object>({
  label,
  idAccessor = 'id' as keyof T & string,
  columns,
  records,
  fetching,
  sort,
}: {
  label: string;
  /** The field that names a row (its React key). */
  idAccessor?: keyof T & string;
  columns: DataTableColumn<T>[];
  records: readonly T[];
  fetching: boolean;
  /** The order of the rows on screen, for columns marked `sortable` (the caller sorts). */
  sort?: { status: DataTableSortStatus<T> | null; onChange: (status: DataTableSortStatus<T>) => void };
}) {
  const { t } = useTranslation('errors');
  const sorting: DataTableSortProps<T> = sort
    ? // With no order chosen the table shows none (a column name it does not have).
      { sortStatus: sort.status ?? { columnAccessor: '', direction: 'asc' }, onSortStatusChange: sort.onChange }
    : {};
  return (
    <Box aria-busy={fetching}>
      <DataTable<T>
        // The actions stay in view when the table scrolls sideways.
        pinLastColumn
        aria-label={label}
        withTableBorder
        striped
        highlightOnHover
        minHeight={records.length === 0 ? 160 : undefined}
        idAccessor={idAccessor}
        columns={columns}
        records={[...records]}
        fetching={fetching}
        noRecordsText={t('noData')}
        {...sorting}
      />
    </Box>
  );
}
