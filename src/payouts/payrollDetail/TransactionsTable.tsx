import { Alert, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type PaginationState,
  type Updater,
} from '@tanstack/react-table';
import { startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutTransaction } from '../../api/schemas/payouts';
import { TransferStatusBadge } from '../../components/StatusBadges';
import { ColumnToggles } from './ColumnToggles';
import { cellTexts, COLUMN_IDS, COLUMN_WIDTHS, type ColumnId } from './columns';
import { DetailCell } from './DetailCell';
import { normalizeText } from './search';
import { PAGE_SIZES, useTableChoices, type PageSize } from './tableChoices';
import { TablePager } from './TablePager';
import { formatCount } from './transactionRules';
import { TransactionsGrid } from './TransactionsGrid';
import { useWarmSearch } from './useWarmSearch';

interface TransactionsTableProps {
  readonly transactions: readonly PayoutTransaction[];
  /** How many the payroll has in all; more than loaded when it passes the 1000 limit. */
  readonly total: number;
}

/** The search: its normalized text and the columns it looks in (the visible ones). */
interface Search {
  readonly needle: string;
  readonly columns: ReadonlySet<string>;
}

const searchVisibleColumns: FilterFn<PayoutTransaction> = (row, columnId, search: Search) =>
  search.columns.has(columnId) && row.getValue<string>(columnId).includes(search.needle);

/**
 * The payroll's transactions, all loaded at once (up to 1000): TanStack Table pages, searches
 * and hides columns in the browser; only the rows in view are drawn (TransactionsGrid). Search,
 * paging and column changes render as transitions (React's own startTransition: no pending
 * state, so no extra urgent render), so typing and clicking stay responsive.
 */
export function TransactionsTable({ transactions, total }: TransactionsTableProps) {
  const { t } = useTranslation(['payrollDetail', 'payouts']);
  const { choices, setColumn, setPerPage } = useTableChoices();
  const [query, setQuery] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const deferredQuery = useDeferredValue(query);

  const columns = useMemo<ColumnDef<PayoutTransaction, string>[]>(() => {
    const texts = cellTexts(t);
    return COLUMN_IDS.map((id: ColumnId) => ({
        id,
        header: t(`columns.${id}`),
        size: COLUMN_WIDTHS[id],
        // What the search looks through: the cell's text as shown. The table computes it on
        // the first search only, and keeps it per row.
        accessorFn: (tx) => normalizeText(texts.columnText(id, tx)),
        cell: ({ row }) =>
          id === 'transfer_status' ? (
            <TransferStatusBadge status={row.original.transfer_status} description={row.original.transfer_status_description} />
          ) : id === 'detail' ? (
            <DetailCell transaction={row.original} texts={texts} />
          ) : (
            texts.columnText(id, row.original)
          ),
      }));
  }, [t]);

  const search = useMemo<Search | undefined>(() => {
    const needle = normalizeText(deferredQuery);
    if (needle === '') return undefined;
    return { needle, columns: new Set(COLUMN_IDS.filter((id) => choices.columns[id])) };
  }, [deferredQuery, choices.columns]);

  const perPage = choices.perPage;
  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) =>
      startTransition(() => {
        const next = typeof updater === 'function' ? updater({ pageIndex, pageSize: perPage }) : updater;
        setPageIndex(next.pageIndex);
      }),
    [pageIndex, perPage],
  );

  // No React Compiler in this build: the table object is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<PayoutTransaction>({
    data: transactions as PayoutTransaction[],
    columns,
    getRowId: (tx) => String(tx.id),
    state: {
      columnVisibility: choices.columns,
      globalFilter: search,
      pagination: { pageIndex, pageSize: perPage },
    },
    globalFilterFn: searchVisibleColumns,
    getColumnCanGlobalFilter: () => true,
    onPaginationChange,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  useWarmSearch(table.getCoreRowModel().rows);
  const matching = table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(matching / perPage));

  const truncated = total > transactions.length;

  return (
    <Stack gap="sm">
      {truncated && (
        <Alert color="blue" role="status" title={t('table.truncatedTitle')}>
          <Text size="sm">
            {t('table.truncated', { shown: formatCount(transactions.length), total: formatCount(total) })}
          </Text>
          <Text size="sm">{t('table.truncatedHint')}</Text>
        </Alert>
      )}
      <Group align="flex-end" justify="space-between" gap="sm">
        <TextInput
          label={t('table.search')}
          placeholder={t('table.searchPlaceholder')}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            startTransition(() => setPageIndex(0));
          }}
          w={320}
        />
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('table.perPage')}
            data={PAGE_SIZES.map(String)}
            value={String(perPage)}
            onChange={(event) => {
              const next = Number(event.currentTarget.value) as PageSize;
              startTransition(() => {
                setPerPage(next);
                setPageIndex(0);
              });
            }}
          />
          <ColumnToggles
            columns={choices.columns}
            onToggle={(id, visible) =>
              startTransition(() => {
                setColumn(id, visible);
                // The search looks in the visible columns: its result may change, start over.
                if (query.trim() !== '') setPageIndex(0);
              })
            }
          />
        </Group>
      </Group>
      <TransactionsGrid
        rows={table.getRowModel().rows}
        columns={table.getVisibleLeafColumns()}
        headerGroups={table.getHeaderGroups()}
        label={t('table.label')}
        emptyText={transactions.length === 0 ? t('table.noTransactions') : t('table.noMatches')}
        pageKey={`${pageIndex}/${perPage}/${search?.needle ?? ''}`}
      />
      <TablePager
        page={Math.min(pageIndex + 1, pageCount)}
        pages={pageCount}
        perPage={perPage}
        matching={matching}
        onPage={(page) => table.setPageIndex(page - 1)}
      />
    </Stack>
  );
}
