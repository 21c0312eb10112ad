import { Anchor, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type RowsColumn } from '../../components/lists/RowsTable';
import { ListTable } from '../../components/lists/listColumns/ListTable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutTransaction } from '../../api/schemas/payouts';
import { formatMoney } from '../../format';
import { formatBusinessDate } from '../../format/businessDate';
import { TransferStatusBadge } from '../../components/StatusBadges';
import { transferStatusLabel } from '../../components/transferStatus';
import type { ListMatching } from '../../components/lists/selectable';

interface TransactionsTableProps {
  readonly records: readonly PayoutTransaction[];
  /** A page is on its way: the rows stay, dimmed, until it arrives. */
  readonly fetching: boolean;
  readonly onDetail: (transaction: PayoutTransaction) => void;
  /** What the filters match: rows can be selected and exported. */
  readonly matching: ListMatching<PayoutTransaction>;
}

/** The payout number, linking to the payroll's full-screen detail. */
export function PayrollLink({ payrollId }: { payrollId: number | null }) {
  const { t } = useTranslation('payoutTransactions');
  if (payrollId === null) return null;
  return (
    <Anchor component={Link} to={`/payroll/view/${payrollId}`} aria-label={t('table.openPayroll', { id: payrollId })}>
      {payrollId}
    </Anchor>
  );
}

/** One page of payout transactions (the server pages; the table only draws). */
export function TransactionsTable({ records, fetching, onDetail, matching }: TransactionsTableProps) {
  const { t } = useTranslation(['payoutTransactions', 'payouts']);
  const columns = useMemo<RowsColumn<PayoutTransaction>[]>(
    () => [
      { accessor: 'id', title: t('columns.id'), textAlign: 'right' },
      { accessor: 'payroll_id', title: t('columns.payroll'), render: (tx) => <PayrollLink payrollId={tx.payroll_id} />, text: (tx) => String(tx.payroll_id ?? '') },
      { accessor: 'company_name', title: t('columns.merchant') },
      { accessor: 'vat_id', title: t('columns.holderId') },
      { accessor: 'name', title: t('columns.name') },
      { accessor: 'bank_name', title: t('columns.bank') },
      { accessor: 'account_id', title: t('columns.account') },
      {
        accessor: 'amount',
        title: t('columns.amount'),
        textAlign: 'right',
        noWrap: true,
        render: (tx) => formatMoney(tx.amount, tx.currency_code),
      },
      {
        accessor: 'transfer_status',
        title: t('columns.status'),
        render: (tx) => <TransferStatusBadge status={tx.transfer_status} description={tx.transfer_status_description} />,
        text: (tx) => transferStatusLabel(t, tx.transfer_status, tx.transfer_status_description),
      },
      { accessor: 'created_at', title: t('columns.created'), noWrap: true, render: (tx) => formatBusinessDate(tx.created_at) },
      {
        accessor: 'actions',
        title: t('columns.actions'),
        locked: true,
        textAlign: 'center',
        render: (tx) => (
          <Button size="compact-xs" variant="light" aria-label={t('table.details', { id: tx.id })} onClick={() => onDetail(tx)}>
            {t('table.detailsButton')}
          </Button>
        ),
      },
    ],
    [t, onDetail],
  );
  return (
    <ListTable<PayoutTransaction>
      list="payoutTransactions"
      label={t('table.label')}
      columns={columns}
      records={records}
      fetching={fetching}
      selectable={{
        ...matching,
        rowLabel: (tx) => t('select.row', { id: tx.id }),
        pageLabel: t('select.page'),
        fileName: 'payout-transactions',
      }}
    />
  );
}
