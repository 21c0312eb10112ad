import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canRenotify, type PaymentOperation } from '../../api/schemas/payments';
import { RowsTable } from '../../components/lists/RowsTable';
import { formatMoney, formatUtcDateTime } from '../../format';
import { RenotifyButton } from '../paymentRenotify/RenotifyButton';
import { PaymentStatusBadge } from '../shared/PaymentStatusBadge';
import { PaymentCosts } from './PaymentCosts';
import { channelName, isSortable, type PaymentSort } from './sortPayments';

function Shopper({ shopper }: { shopper: PaymentOperation['shopper'] }) {
  const name = [shopper.firstName, shopper.lastName].filter(Boolean).join(' ');
  return (
    <Stack gap={0}>
      {shopper.document && <Text size="sm">{shopper.document}</Text>}
      {name && (
        <Text size="xs" c="dimmed">
          {name}
        </Text>
      )}
    </Stack>
  );
}

interface PaymentsTableProps {
  /** The rows in the order to show them. */
  readonly records: readonly PaymentOperation[];
  readonly fetching: boolean;
  readonly sort: PaymentSort | null;
  readonly onSort: (sort: PaymentSort) => void;
  readonly onDetail: (operationId: number) => void;
}

/**
 * One page of payments (spec 02 section 2 columns); sortable columns sort on the client.
 * Memoized: opening or closing a detail, an export message or a filter change redraws the page
 * around it, and redrawing 150 rows took 200+ ms tasks (npm run bench:payments).
 */
export const PaymentsTable = memo(function PaymentsTable({ records, fetching, sort, onSort, onDetail }: PaymentsTableProps) {
  const { t } = useTranslation('paymentTransactions');
  const columns = useMemo<DataTableColumn<PaymentOperation>[]>(
    () => [
      { accessor: 'operation_id', title: t('columns.operationId'), sortable: true, textAlign: 'right' },
      { accessor: 'merchant_trans_id', title: t('columns.reference'), sortable: true },
      { accessor: 'channel', title: t('columns.channel'), sortable: true, render: (p) => channelName(p.channel) },
      { accessor: 'currency', title: t('columns.currency'), sortable: true },
      { accessor: 'amount', title: t('columns.amount'), textAlign: 'right', noWrap: true, render: (p) => formatMoney(p.amount, p.currency) },
      { accessor: 'shopper', title: t('columns.shopper'), render: (p) => <Shopper shopper={p.shopper} /> },
      {
        accessor: 'last_status',
        title: t('columns.status'),
        render: (p) => (
          <Box miw="max-content">
            <PaymentStatusBadge status={p.last_status} />
          </Box>
        ),
      },
      { accessor: 'fec_creacion', title: t('columns.created'), sortable: true, noWrap: true, render: (p) => formatUtcDateTime(p.fec_creacion) },
      {
        accessor: 'actions',
        title: t('columns.actions'),
        noWrap: true,
        render: (p) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="light" aria-label={t('table.seeDetails', { id: p.operation_id })} onClick={() => onDetail(p.operation_id)}>
              {t('table.seeDetailsButton')}
            </Button>
            {canRenotify(p.last_status) && <RenotifyButton operationId={p.operation_id} />}
            <PaymentCosts payment={p} />
          </Group>
        ),
      },
    ],
    [t, onDetail],
  );
  const change = (status: DataTableSortStatus<PaymentOperation>) => {
    const column = String(status.columnAccessor);
    if (isSortable(column)) onSort({ columnAccessor: column, direction: status.direction });
  };
  return (
    <RowsTable<PaymentOperation>
      label={t('table.label')}
      idAccessor="operation_id"
      columns={columns}
      records={records}
      fetching={fetching}
      sort={{ status: sort, onChange: change }}
    />
  );
});
