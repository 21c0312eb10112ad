import { Stack, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import type { PaymentOperation } from '../../api/schemas/payments';
import { ListBody, ListToolbar } from '../../components/lists/PagedListParts';
import { useDatedList, useOpenDetail } from '../../components/lists/usePagedList';
import { withRetries } from '../../platform/lazyPage';
import { ExportOutcome } from '../../components/exports/ExportOutcome';
import { useReportExport, type ExportBinding } from '../../components/exports/reportExportLogic';
import { exportPayments } from '../../api/calls/payments';
import { PaymentFiltersForm } from './PaymentFiltersForm';
import { paymentListOptions, startFirstPaymentPage, toPaymentCall, type PaymentListFilters } from './paymentFilters';
import { PaymentsTable } from './PaymentsTable';
import { sortPayments, sortText, toPaymentSort, type PaymentSort } from './sortPayments';
import { PageTitle } from '../../components/PageTitle';
import { i18next } from '../../i18n';

// The detail (its log, JSON viewer, renotify) loads on the first 'See Details', not with the list.
// The detail's code and texts load when a row is first opened, together: neither is in the
// list's first load (its 130 KB budget).
const PaymentDetail = lazy(
  withRetries(() =>
    Promise.all([import('../paymentDetail/PaymentDetail'), i18next.loadNamespaces('paymentDetail')]).then(([m]) => ({ default: m.PaymentDetail })),
  ),
);

/** Export: the list call with export and limit 20000 (spec 02 sections 4 and 8). */
const PAYMENTS_EXPORT: ExportBinding<PaymentListFilters> = { request: (filters, job) => exportPayments(toPaymentCall(filters), job.signal) };

/**
 * What the page starts as soon as it is known to be opening, before it renders (the page
 * loader calls it: src/routes/pages.tsx): its first page of payments, admin's landing.
 */
export function startOpening(): void {
  startFirstPaymentPage();
}

export function PaymentTransactionsPage() {
  const { t } = useTranslation(['paymentTransactions', 'payments', 'filters', 'lists']);
  const session = useSessionUser();
  const { list, limit, inLimit } = useDatedList(paymentListOptions);
  const { state, send, items, query, paginate, revision, sort: sortKey, setSort, matching } = list;
  const exported = useReportExport(PAYMENTS_EXPORT);
  const sort = useMemo(() => toPaymentSort(sortKey), [sortKey]);
  const [detail, setDetail, closeDetail] = useOpenDetail<number>();
  const merchants = useMemo(
    () => (session?.mids ?? []).map((mid) => ({ pk: mid, name: t('filters.merchantName', { id: mid }) })),
    [session, t],
  );

  const changeSort = useCallback((next: PaymentSort) => setSort(sortText(next)), [setSort]);
  const rows = useMemo(() => sortPayments(items as readonly PaymentOperation[], sort), [items, sort]);
  const loading = state.matches('loading');

  return (
    <Stack>
      <PageTitle title={t('title')} />
      <PaymentFiltersForm
        key={revision}
        initial={query.filters}
        merchants={merchants}
        limit={limit}
        filtering={loading}
        exporting={exported.exporting}
        onFilter={(filters) => send({ type: 'FILTER', filters: inLimit(filters) })}
        onExport={(filters) => exported.start(inLimit(filters))}
      />
      <ExportOutcome exported={exported} />
      <ListToolbar list={list}>
        <Text size="sm" c="dimmed" role="status" maw={720}>
          {state.matches('ready') && paginate && t('summary', { count: paginate.totalItems })}
        </Text>
      </ListToolbar>
      <ListBody list={list}>
        {(fetching) => <PaymentsTable records={rows} fetching={fetching} sort={sort} onSort={changeSort} onDetail={setDetail} matching={matching} />}
      </ListBody>
      {detail !== null && (
        <Suspense fallback={null}>
          <PaymentDetail operationId={detail} onClose={closeDetail} />
        </Suspense>
      )}
    </Stack>
  );
}
