import { Button, Group } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canRenotify, type PaymentOperation } from '../../api/schemas/payments';
import { VirtualTable, type VirtualColumn, type VirtualSort } from '../../components/lists/VirtualTable';
import { formatMoney, formatUtcDateTime } from '../../format';
import { RenotifyButton } from '../paymentRenotify/RenotifyButton';
import { PaymentStatusBadge } from '../shared/PaymentStatusBadge';
import { PaymentCosts } from './PaymentCosts';
import classes from './PaymentsTable.module.css';
import { channelName, isSortable, type PaymentSort } from './sortPayments';

// Plain elements: a drawn row is nine cells, and Mantine's Stack and Text cost more than they show.
function Shopper({ shopper }: { shopper: PaymentOperation['shopper'] }) {
  const name = [shopper.firstName, shopper.lastName].filter(Boolean).join(' ');
  return (
    <div className={classes.shopper}>
      {shopper.document && <span>{shopper.document}</span>}
      {name && <span className={classes.dimmed}>{name}</span>}
    </div>
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

const rowKey = (payment: PaymentOperation) => payment.operation_id;
/** Two lines of text (the shopper's document and name) and the cell padding. */
const ROW_PX = 54;

/**
 * One page of payments (spec 02 section 2 columns); sortable columns sort on the client (the
 * page sorts, this draws). Only the rows in view are drawn (VirtualTable): a page of 150 drawn
 * whole took 300–600 ms tasks (docs/performance.md, bench:payments). Memoized: opening or
 * closing a detail, an export message or a filter change redraws the page around it.
 */
export const PaymentsTable = memo(function PaymentsTable({ records, fetching, sort, onSort, onDetail }: PaymentsTableProps) {
  const { t } = useTranslation(['paymentTransactions', 'errors']);
  const columns = useMemo<VirtualColumn<PaymentOperation>[]>(
    () => [
      { id: 'operation_id', header: t('columns.operationId'), width: 100, sortable: true, align: 'right', cell: (p) => p.operation_id },
      { id: 'merchant_trans_id', header: t('columns.reference'), width: 140, sortable: true, cell: (p) => p.merchant_trans_id },
      { id: 'channel', header: t('columns.channel'), width: 130, sortable: true, cell: (p) => channelName(p.channel) },
      { id: 'currency', header: t('columns.currency'), width: 90, sortable: true, cell: (p) => p.currency },
      { id: 'amount', header: t('columns.amount'), width: 130, align: 'right', cell: (p) => formatMoney(p.amount, p.currency) },
      { id: 'shopper', header: t('columns.shopper'), width: 150, cell: (p) => <Shopper shopper={p.shopper} /> },
      { id: 'last_status', header: t('columns.status'), width: 220, cell: (p) => <PaymentStatusBadge status={p.last_status} /> },
      { id: 'fec_creacion', header: t('columns.created'), width: 160, sortable: true, cell: (p) => formatUtcDateTime(p.fec_creacion) },
      {
        id: 'actions',
        header: t('columns.actions'),
        width: 240,
        cell: (p) => (
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
  const shown = useMemo<VirtualSort | null>(() => (sort ? { column: sort.columnAccessor, direction: sort.direction } : null), [sort]);
  const change = useCallback(
    (next: VirtualSort) => {
      if (isSortable(next.column)) onSort({ columnAccessor: next.column, direction: next.direction });
    },
    [onSort],
  );
  return (
    <VirtualTable<PaymentOperation>
      label={t('table.label')}
      rowHeight={ROW_PX}
      columns={columns}
      rows={records}
      rowKey={rowKey}
      fetching={fetching}
      emptyText={t('errors:noData')}
      sort={shown}
      onSort={change}
      pinLast
    />
  );
});
