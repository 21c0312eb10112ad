import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import type { VoucherRow } from '../../api/schemas/payments';
import { ListOutcome, ListPagination, PageSizeSelect } from '../../components/lists/PagedListParts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../components/lists/pageSizes';
import { usePagedList } from '../../components/lists/usePagedList';
import { canAccess } from '../../session/guard';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';
import { RefundsVoucherDialog } from './RefundsVoucherDialog';
import { VoucherFiltersForm } from './VoucherFiltersForm';
import { voucherListOptions, type VoucherListFilters } from './voucherFilters';
import { VoucherTable } from './VoucherTable';
import { withinLimit } from '../../filters';

/** Spec 02 section 6: who sees the company column. */
const COMPANY_COLUMN_ROLES = ['ADMIN', 'ALPSADMIN', 'MANAGER'] as const;

/** /payouts/vouchers: the payment vouchers report, with each voucher's proof, and the refunds voucher of a payroll. */
export function PayoutVouchersPage() {
  const { t } = useTranslation('payoutVouchers');
  const session = useSessionUser();
  const limit = useReferenceData()?.settings.date_range_limit_settings ?? null;
  const [options] = useState(voucherListOptions);
  const { state, send, items, query, paginate, revision } = usePagedList<VoucherListFilters, VoucherRow>(options);

  const loading = state.matches('loading');
  const showTable = !state.matches('failed') && !state.matches('empty');
  const pages = paginate?.num_pages ?? 0;
  const pager = (label: string) => <ListPagination page={query.page} pages={pages} disabled={loading} send={send} label={label} />;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <RefundsVoucherDialog />
      </Group>
      <VoucherFiltersForm
        key={revision}
        initial={query.filters}
        limit={limit}
        busy={loading}
        onFilter={(filters) => send({ type: 'FILTER', filters: withinLimit(filters, limit, new Date()) })}
      />
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" role="status">
          {paginate && !loading ? t('summary', { count: paginate.totalItems }) : ''}
        </Text>
        <PageSizeSelect value={query.itemsPerPage} send={send} />
      </Group>
      <ListOutcome state={state} send={send} />
      {/* Spec 02 section 9: the top pager only when the page is longer than the default. */}
      {showTable && query.itemsPerPage > DEFAULT_LIST_PAGE_SIZE && pager(t('pagesAbove'))}
      {showTable && (
        <VoucherTable records={items} fetching={loading} showCompany={canAccess(session?.profile_names ?? [], COMPANY_COLUMN_ROLES)} />
      )}
      {showTable && pager(t('pagesBelow'))}
    </Stack>
  );
}
