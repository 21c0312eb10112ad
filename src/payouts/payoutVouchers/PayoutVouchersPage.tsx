import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import type { VoucherRow } from '../../api/schemas/payments';
import { ListBody, PageSizeSelect } from '../../components/lists/PagedListParts';
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
  const list = usePagedList<VoucherListFilters, VoucherRow>(options);
  const { state, send, items, query, paginate, revision } = list;

  const loading = state.matches('loading');

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
      {/* Spec 02 section 9: pages above the table too, when a page is longer than the default. */}
      <ListBody list={list} topPager>
        {(fetching) => (
          <VoucherTable records={items} fetching={fetching} showCompany={canAccess(session?.profile_names ?? [], COMPANY_COLUMN_ROLES)} />
        )}
      </ListBody>
    </Stack>
  );
}
