import 'mantine-datatable/styles.css';
import { Box } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payroll } from '../../api/schemas/payouts';
import { PayrollStatusBadge } from '../../components/StatusBadges';
import { PayoutTotals } from './PayoutTotals';
import { createdDate, showsLoadedTotals, showsPaidTotals } from './payrollRows';

interface PageControls {
  readonly page: number;
  readonly totalRecords: number;
  readonly recordsPerPage: number;
  readonly onPageChange: (page: number) => void;
}

export interface PayoutTableProps {
  readonly records: readonly Payroll[];
  readonly fetching: boolean;
  /** The last answer had no rows: say so (the table keeps its empty-state node otherwise hidden). */
  readonly empty: boolean;
  /** Only when the page controls show (150 per page, more than one page). */
  readonly paging: PageControls | null;
  readonly renderActions: (payroll: Payroll) => ReactNode;
}

/** The payouts table (spec 01 section 2 columns), paged by the server. */
export function PayoutTable({ records, fetching, empty, paging, renderActions }: PayoutTableProps) {
  const { t } = useTranslation('payoutList');
  const columns = useMemo<DataTableColumn<Payroll>[]>(
    () => [
      { accessor: 'id', title: t('columns.id') },
      { accessor: 'filename', title: t('columns.file') },
      {
        accessor: 'status_id',
        title: t('columns.status'),
        // The badge would otherwise shrink to an ellipsis when the table is tight.
        render: (p) => (
          <Box miw="max-content">
            <PayrollStatusBadge statusId={p.status_id} />
          </Box>
        ),
      },
      { accessor: 'detail', title: t('columns.detail'), cellsStyle: () => ({ minWidth: 180 }) },
      {
        accessor: 'loaded',
        title: t('columns.loaded'),
        render: (p) => (showsLoadedTotals(p.status_id) ? <PayoutTotals totals={p.totals} kind="loaded" /> : null),
      },
      {
        accessor: 'paid',
        title: t('columns.paid'),
        render: (p) => (showsPaidTotals(p.status_id) ? <PayoutTotals totals={p.totals} kind="paid" /> : null),
      },
      { accessor: 'uploadedby_name', title: t('columns.createdBy') },
      { accessor: 'created_at', title: t('columns.createdAt'), noWrap: true, render: (p) => createdDate(p.created_at) },
      { accessor: 'company_name', title: t('columns.merchant') },
      { accessor: 'actions', title: t('columns.actions'), textAlign: 'right', noWrap: true, render: renderActions },
    ],
    [t, renderActions],
  );
  const pagination = paging
    ? {
        page: paging.page,
        onPageChange: paging.onPageChange,
        totalRecords: paging.totalRecords,
        recordsPerPage: paging.recordsPerPage,
        loadingText: t('loading'),
        paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
          t('pagination.text', { from, to, total: totalRecords }),
        getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') => ({
          'aria-label': t(`pagination.${control}`),
        }),
        getPaginationItemProps: (page: number) => ({ 'aria-label': t('pagination.page', { page }) }),
      }
    : {};
  return (
    <DataTable<Payroll>
      // The actions stay in view when the table scrolls sideways.
      pinLastColumn
      aria-label={t('table')}
      withTableBorder
      striped
      highlightOnHover
      minHeight={records.length === 0 ? 180 : undefined}
      records={records as Payroll[]}
      columns={columns}
      fetching={fetching}
      noRecordsText={empty ? t('errors:noData') : ''}
      {...pagination}
    />
  );
}
