import { Box, Group, Pagination, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payroll } from '../../api/schemas/payouts';
import { ApprovalWait } from '../../components/ApprovalWait';
import { PayrollStatusBadge, payrollStatusLabel } from '../../components/StatusBadges';
import { type RowsColumn, type RowsSelectionColumn } from '../../components/lists/RowsTable';
import { ListTable } from '../../components/lists/listColumns/ListTable';
import { PayoutTotals, totalsText } from '../shared/PayoutTotals';
import { createdDate, showsLoadedTotals, showsPaidTotals } from './payrollRows';
import { phonePagerClass, phonePagerItem } from '../../components/lists/phonePager';

interface PageControls {
  readonly page: number;
  readonly totalRecords: number;
  readonly recordsPerPage: number;
  readonly onPageChange: (page: number) => void;
}

export interface PayoutTableProps {
  readonly records: readonly Payroll[];
  readonly fetching: boolean;
  /** The last answer had no rows: say so (nothing is said while the first page is on its way). */
  readonly empty: boolean;
  /** Only when the page controls show (150 per page, more than one page). */
  readonly paging: PageControls | null;
  readonly renderActions: (payroll: Payroll) => ReactNode;
  /** Rows can be ticked for a bulk action (issue 25). */
  readonly selection?: RowsSelectionColumn<Payroll>;
  /** Told the columns as the user arranged them, for Export selection. */
  readonly onColumns?: (columns: readonly RowsColumn<Payroll>[]) => void;
}

/**
 * The payouts table (spec 01 section 2 columns), paged by the server: the lists' table
 * (`RowsTable`, actions pinned on the right), then, at 150 per page, which rows are shown and
 * the page buttons.
 */
export function PayoutTable({ records, fetching, empty, paging, renderActions, selection, onColumns }: PayoutTableProps) {
  const { t } = useTranslation('payoutList');
  const columns = useMemo<RowsColumn<Payroll>[]>(
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
            <ApprovalWait payroll={p} inList />
          </Box>
        ),
        text: (p) => payrollStatusLabel(t, p.status_id),
      },
      { accessor: 'detail', title: t('columns.detail'), minWidth: 180 },
      {
        accessor: 'loaded',
        title: t('columns.loaded'),
        render: (p) => (showsLoadedTotals(p.status_id) ? <PayoutTotals totals={p.totals} kind="loaded" /> : null),
        text: (p) => (showsLoadedTotals(p.status_id) ? totalsText(t, p.totals, 'loaded') : ''),
      },
      {
        accessor: 'paid',
        title: t('columns.paid'),
        render: (p) => (showsPaidTotals(p.status_id) ? <PayoutTotals totals={p.totals} kind="paid" /> : null),
        text: (p) => (showsPaidTotals(p.status_id) ? totalsText(t, p.totals, 'paid') : ''),
      },
      { accessor: 'uploadedby_name', title: t('columns.createdBy') },
      { accessor: 'created_at', title: t('columns.createdAt'), noWrap: true, render: (p) => createdDate(p.created_at) },
      { accessor: 'company_name', title: t('columns.merchant') },
      { accessor: 'actions', title: t('columns.actions'), textAlign: 'right', noWrap: true, locked: true, render: renderActions },
    ],
    [t, renderActions],
  );
  return (
    <>
      {/* The page wraps the table in its region (busy while a page loads). */}
      <ListTable
        list="payoutList"
        label={t('table')}
        columns={columns}
        records={records}
        fetching={fetching}
        empty={empty}
        region={false}
        selection={selection}
        onColumns={onColumns}
      />
      {paging && <PageFooter paging={paging} disabled={fetching} />}
    </>
  );
}

function PageFooter({ paging, disabled }: { paging: PageControls; disabled: boolean }) {
  const { t } = useTranslation('payoutList');
  const pages = Math.max(1, Math.ceil(paging.totalRecords / paging.recordsPerPage));
  const from = (paging.page - 1) * paging.recordsPerPage + 1;
  const to = Math.min(paging.page * paging.recordsPerPage, paging.totalRecords);
  return (
    <Group justify="space-between" mt="xs">
      <Text size="sm">{t('pagination.text', { from, to, total: paging.totalRecords })}</Text>
      <Pagination
        className={phonePagerClass}
        total={pages}
        value={paging.page}
        disabled={disabled}
        onChange={(next) => next !== paging.page && paging.onPageChange(next)}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        getItemProps={(page) => phonePagerItem({ 'aria-label': t('pagination.page', { page }) })}
        withEdges
        size="sm"
      />
    </Group>
  );
}
