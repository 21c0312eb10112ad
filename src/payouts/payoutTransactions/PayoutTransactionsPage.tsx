import { Group, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import type { PayoutTransaction } from '../../api/schemas/payouts';
import { usePagedList } from '../../components/lists/usePagedList';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';
import { ListBody, PageSizeSelect } from '../../components/lists/PagedListParts';
import { TransactionDetailModal } from './TransactionDetailModal';
import { TransactionFiltersForm } from './TransactionFiltersForm';
import { transactionListOptions } from './transactionFilters';
import { TransactionsTable } from './TransactionsTable';
import { withinLimit } from '../../filters';

/** /payouts/transactions: every payout transaction the user may see, filtered and paged. */
export function PayoutTransactionsPage() {
  const { t } = useTranslation(['payoutTransactions', 'payouts', 'filters']);
  const session = useSessionUser();
  const reference = useReferenceData();
  const limit = reference?.settings.date_range_limit_settings ?? null;
  const [options] = useState(() => transactionListOptions(new Date(), limit));
  const list = usePagedList(options);
  const { state, send, items, query, revision } = list;
  const [detail, setDetail] = useState<PayoutTransaction | null>(null);
  const closeDetail = useCallback(() => setDetail(null), []);

  const loading = state.matches('loading');

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <TransactionFiltersForm
        key={revision}
        initial={query.filters}
        companies={session?.companies ?? []}
        countries={reference?.countries ?? []}
        limit={limit}
        busy={loading}
        onFilter={(filters) => send({ type: 'FILTER', filters: withinLimit(filters, limit, new Date()) })}
      />
      <Group justify="flex-end">
        <PageSizeSelect value={query.itemsPerPage} send={send} />
      </Group>
      <ListBody list={list}>{(fetching) => <TransactionsTable records={items} fetching={fetching} onDetail={setDetail} />}</ListBody>
      <TransactionDetailModal transaction={detail} onClose={closeDetail} />
    </Stack>
  );
}
