import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import { ListBody, ListToolbar } from '../../components/lists/PagedListParts';
import { useDatedList } from '../../components/lists/usePagedList';
import { canAccess } from '../../session/guard';
import { RefundsVoucherDialog } from './RefundsVoucherDialog';
import { VoucherFiltersForm } from './VoucherFiltersForm';
import { voucherListOptions } from './voucherFilters';
import { VoucherTable } from './VoucherTable';
import { PageTitle } from '../../components/PageTitle';

/** Spec 02 section 6: who sees the company column. */
const COMPANY_COLUMN_ROLES = ['ADMIN', 'ALPSADMIN', 'MANAGER'] as const;

/** /payouts/vouchers: the payment vouchers report, with each voucher's proof, and the refunds voucher of a payroll. */
export function PayoutVouchersPage() {
  const { t } = useTranslation('payoutVouchers');
  const session = useSessionUser();
  const { list, limit, inLimit } = useDatedList(voucherListOptions);
  const { state, send, items, query, paginate, revision } = list;

  const loading = state.matches('loading');

  return (
    <Stack>
      <PageTitle title={t('title')}>
        <RefundsVoucherDialog />
      </PageTitle>
      <VoucherFiltersForm
        key={revision}
        initial={query.filters}
        limit={limit}
        busy={loading}
        onFilter={(filters) => send({ type: 'FILTER', filters: inLimit(filters) })}
      />
      <ListToolbar list={list}>
        <Text size="sm" c="dimmed" role="status">
          {paginate && !loading ? t('summary', { count: paginate.totalItems }) : ''}
        </Text>
      </ListToolbar>
      {/* Spec 02 section 9: pages above the table too, when a page is longer than the default. */}
      <ListBody list={list} topPager>
        {(fetching) => (
          <VoucherTable records={items} fetching={fetching} showCompany={canAccess(session?.profile_names ?? [], COMPANY_COLUMN_ROLES)} matching={list.matching} />
        )}
      </ListBody>
    </Stack>
  );
}
