import { Button, Group } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canRenotify, type PaymentOperation } from '../../api/schemas/payments';
import { VirtualTable, type VirtualColumn, type VirtualSort } from '../../components/lists/VirtualTable';
import { formatMoney, formatUtcDateTime } from '../../format';
import { RenotifyButton } from '../paymentRenotify/RenotifyButton';
import { PaymentStatusBadge, paymentStatusLabel } from '../shared/PaymentStatusBadge';
import { ListTools } from '../../components/lists/listColumns/ListTools';
import { useListColumns } from '../../components/lists/listColumns/useListColumns';
import type { ListMatching, Selectable } from '../../components/lists/selectable';
import { useSelectableRows } from '../../components/lists/useSelectableRows';
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
  /** What the filters match: rows can be selected and exported. */
  readonly matching: ListMatching<PaymentOperation>;
}

const LIST = 'paymentTransactions';
const rowKey = (payment: PaymentOperation) => payment.operation_id;
/** Two lines of text (the shopper's document and name) and the cell padding. */
const ROW_PX = 54;

const shopperText = ({ shopper }: PaymentOperation) =>
  [shopper.document, [shopper.firstName, shopper.lastName].filter(Boolean).join(' ')].filter(Boolean).join(' ');

/**
 * One page of payments (spec 02 section 2 columns) as the user arranged them (issue 25: the
 * Columns control and the saved views above it, a checkbox on each row and Export selection);
 * sortable columns sort on the client (the page sorts, this draws). Only the rows in view are
 * drawn (VirtualTable): a page of 150 drawn whole took 300–600 ms tasks (docs/performance.md,
 * bench:payments). Memoized: opening or closing a detail, an export message or a filter change
 * redraws the page around it.
 */
export const PaymentsTable = memo(function PaymentsTable({ records, fetching, sort, onSort, onDetail, matching }: PaymentsTableProps) {
  const { t } = useTranslation(['paymentTransactions', 'payments', 'errors']);
  const columns = useMemo<VirtualColumn<PaymentOperation>[]>(
    () => [
      { accessor: 'operation_id', title: t('columns.operationId'), defaultWidth: 100, sortable: true, textAlign: 'right' },
      { accessor: 'merchant_trans_id', title: t('columns.reference'), defaultWidth: 140, sortable: true },
      { accessor: 'channel', title: t('columns.channel'), defaultWidth: 130, sortable: true, render: (p) => channelName(p.channel) },
      { accessor: 'currency', title: t('columns.currency'), defaultWidth: 90, sortable: true },
      { accessor: 'amount', title: t('columns.amount'), defaultWidth: 130, textAlign: 'right', render: (p) => formatMoney(p.amount, p.currency) },
      { accessor: 'shopper', title: t('columns.shopper'), defaultWidth: 150, render: (p) => <Shopper shopper={p.shopper} />, text: shopperText },
      {
        accessor: 'last_status',
        title: t('columns.status'),
        defaultWidth: 220,
        render: (p) => <PaymentStatusBadge status={p.last_status} />,
        text: (p) => paymentStatusLabel(t, p.last_status),
      },
      { accessor: 'fec_creacion', title: t('columns.created'), defaultWidth: 160, sortable: true, render: (p) => formatUtcDateTime(p.fec_creacion) },
      {
        accessor: 'actions',
        title: t('columns.actions'),
        defaultWidth: 240,
        locked: true,
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
  const label = t('table.label');
  const arranged = useListColumns(LIST, columns);
  const selectable = useMemo<Selectable<PaymentOperation>>(
    () => ({ ...matching, rowLabel: (p) => t('select.row', { id: p.operation_id }), pageLabel: t('select.page'), fileName: 'payments' }),
    [matching, t],
  );
  const tools = <ListTools list={LIST} control={arranged.control} columnsLoading={arranged.loading} label={label} />;
  const selection = useSelectableRows(selectable, { records, fetching, columns: arranged.columns, idAccessor: 'operation_id', toolbar: tools });
  const shown = useMemo<VirtualSort | null>(() => (sort ? { column: sort.columnAccessor, direction: sort.direction } : null), [sort]);
  const change = useCallback(
    (next: VirtualSort) => {
      if (isSortable(next.column)) onSort({ columnAccessor: next.column, direction: next.direction });
    },
    [onSort],
  );
  return (
    <>
      <VirtualTable<PaymentOperation>
        label={label}
        rowHeight={ROW_PX}
        columns={arranged.columns}
        rows={records}
        rowKey={rowKey}
        idAccessor="operation_id"
        fetching={fetching || arranged.loading}
        emptyText={t('errors:noData')}
        sort={shown}
        onSort={change}
        selection={selection.column}
        toolbar={selection.toolbar}
      />
      {selection.room}
    </>
  );
});
