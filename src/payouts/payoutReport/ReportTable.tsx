import { Button } from '@mantine/core';
import { type RowsColumn } from '../../components/lists/RowsTable';
import { ListTable } from '../../components/lists/listColumns/ListTable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../api/schemas/payouts';
import { TransferStatusBadge } from '../../components/StatusBadges';
import { transferStatusLabel } from '../../components/transferStatus';
import type { ListMatching } from '../../components/lists/selectable';

interface ReportTableProps {
  readonly records: readonly ReportRow[];
  readonly fetching: boolean;
  readonly onDetail: (row: ReportRow) => void;
  /** What the filters match: rows can be selected and exported. */
  readonly matching: ListMatching<ReportRow>;
}

/** One page of the transactions report (spec 01 section 2 columns). */
export function ReportTable({ records, fetching, onDetail, matching }: ReportTableProps) {
  const { t } = useTranslation(['payoutReport', 'payouts']);
  const columns = useMemo<RowsColumn<ReportRow>[]>(
    () => [
      { accessor: 'company_name', title: t('columns.merchant') },
      { accessor: 'payroll_id', title: t('columns.payroll'), textAlign: 'right' },
      { accessor: 'transaction_id', title: t('columns.transaction') },
      {
        accessor: 'transfer_status',
        title: t('columns.status'),
        render: (row) => <TransferStatusBadge status={row.transfer_status} description={row.transfer_status_description} />,
        text: (row) => transferStatusLabel(t, row.transfer_status, row.transfer_status_description),
      },
      { accessor: 'vat_id', title: t('columns.documentId') },
      { accessor: 'credit_note', title: t('columns.creditNote') },
      { accessor: 'account_id', title: t('columns.account') },
      { accessor: 'account_type', title: t('columns.accountType') },
      {
        accessor: 'actions',
        title: t('columns.actions'),
        locked: true,
        textAlign: 'center',
        render: (row) => (
          <Button size="compact-xs" variant="light" aria-label={t('table.details', { id: row.id })} onClick={() => onDetail(row)}>
            {t('table.detailsButton')}
          </Button>
        ),
      },
    ],
    [t, onDetail],
  );
  return (
    <ListTable<ReportRow>
      list="payoutReport"
      label={t('table.label')}
      columns={columns}
      records={records}
      fetching={fetching}
      selectable={{
        ...matching,
        rowLabel: (row) => t('select.row', { id: row.transaction_id }),
        pageLabel: t('select.page'),
        fileName: 'transactions-report',
      }}
    />
  );
}
