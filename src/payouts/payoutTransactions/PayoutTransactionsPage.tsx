import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import type { PayoutTransaction } from '../../api/schemas/payouts';
import { useDatedList, useOpenDetail } from '../../components/lists/usePagedList';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';
import { ListBody, ListToolbar } from '../../components/lists/PagedListParts';
import { TransactionDetailModal } from './TransactionDetailModal';
import { TransactionFiltersForm } from './TransactionFiltersForm';
import { transactionListOptions } from './transactionFilters';
import { TransactionsTable } from './TransactionsTable';
import { PageTitle } from '../../components/PageTitle';

/** /payouts/transactions: every payout transaction the user may see, filtered and paged. */
export function PayoutTransactionsPage() {
  const { t } = useTranslation(['payoutTransactions', 'payouts', 'filters']);
  const session = useSessionUser();
  const reference = useReferenceData();
  const { list, limit, inLimit } = useDatedList(transactionListOptions);
  const { state, send, items, query, revision } = list;
  const [detail, setDetail, closeDetail] = useOpenDetail<PayoutTransaction>();

  const loading = state.matches('loading');

  return (
    <Stack>
      <PageTitle title={t('title')} />
      <TransactionFiltersForm
        key={revision}
        initial={query.filters}
        companies={session?.companies ?? []}
        countries={reference?.countries ?? []}
        limit={limit}
        busy={loading}
        onFilter={(filters) => send({ type: 'FILTER', filters: inLimit(filters) })}
      />
      <ListToolbar list={list} />
      <ListBody list={list}>{(fetching) => <TransactionsTable records={items} fetching={fetching} onDetail={setDetail} matching={list.matching} />}</ListBody>
      <TransactionDetailModal transaction={detail} onClose={closeDetail} />
    </Stack>
  );
}
