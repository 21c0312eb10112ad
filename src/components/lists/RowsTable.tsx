import 'mantine-datatable/styles.css';
import { Box } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';

/**
 * A page of rows as the back-office's lists show them: bordered, striped, the actions column
 * pinned, busy while the next page loads, and the spec's empty text.
 */
export function RowsTable<T extends { id: number }>({
  label,
  columns,
  records,
  fetching,
}: {
  label: string;
  columns: DataTableColumn<T>[];
  records: readonly T[];
  fetching: boolean;
}) {
  const { t } = useTranslation('errors');
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
        idAccessor="id"
        columns={columns}
        records={[...records]}
        fetching={fetching}
        noRecordsText={t('noData')}
      />
    </Box>
  );
}
