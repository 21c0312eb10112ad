import { Paper, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCompanySummary, type DashboardQuery } from '../../api/calls/dashboards';
import type { CompanySummary } from '../../api/schemas/dashboards';
import { formatAmount, formatDisplayDate } from '../../format';
import { messageText } from '../../i18n/message';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';
import { defaultDashboardQueryOf } from '../shared/defaultQuery';
import { MetricsFilterBar } from '../shared/MetricsFilterBar';
import { dashboardRefreshLogic } from '../shared/dashboardRefreshLogic';
import { inspected } from '../../platform/inspect';
import { withRetries } from '../../platform/lazyPage';
import { ActionAlert } from '../../components/ActionAlert';
import { PageTitle } from '../../components/PageTitle';

const chartModule = withRetries(() => import('../shared/AmountLineChart'))();
const AmountLineChart = lazy(() => chartModule.then(({ AmountLineChart: component }) => ({ default: component })));

/** The three series in the order shown, with their colours. */
const SERIES = [
  { key: 'series_total_loaded', name: 'loaded', color: 'blue.6' },
  { key: 'series_total_sentbank', name: 'sent', color: 'orange.6' },
  { key: 'series_total_approved_by_bank', name: 'paid', color: 'teal.6' },
] as const;

/** One row per day with each series' amount, for the chart. */
export function chartRows(summary: CompanySummary) {
  return summary.series_total_loaded.data.map((point, index) => {
    const row: Record<string, string | number> = { label: formatDisplayDate(point.day).slice(0, 5) };
    for (const { key, name } of SERIES) row[name] = summary[key].data[index]?.amount ?? 0;
    return row;
  });
}

/** /payouts/company/summary: uploaded, sent to bank and successful payouts of the user's companies. */
export function CompanySummaryPage() {
  const { t } = useTranslation(['companySummary', 'dashboard', 'errors']);
  const reference = useReferenceData();
  const [initial] = useState(() => defaultDashboardQueryOf(new Date()));
  const [logic] = useState(() => dashboardRefreshLogic((query: DashboardQuery, signal) => getCompanySummary(query, signal)));
  const actor = useActorRef(logic, inspected({ input: { query: initial } }));
  const phase = useSelector(actor, (s) => s.value as string);
  const summary = useSelector(actor, (s) => s.context.data as CompanySummary | null);
  const query = useSelector(actor, (s) => s.context.query as DashboardQuery);
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    actor.send({ type: 'START' });
  }, [actor]);
  const busy = phase === 'loading' || phase === 'refreshing';
  const currency = query.currency ?? summary?.currencies[0] ?? null;

  return (
    <Stack>
      <PageTitle title={t('title')} />
      <MetricsFilterBar
        initial={query}
        currencies={summary?.currencies ?? []}
        currency={currency}
        limit={reference?.settings.date_range_limit_settings ?? null}
        onFilter={(next) => actor.send({ type: 'FILTER', query: next })}
      />
      {phase === 'failed' && (
        <ActionAlert title={t('failed')} text={error ? messageText(t, error) : null} action={t('dashboard:retry')} onAction={() => actor.send({ type: 'RETRY' })} />
      )}
      {summary ? (
        <Paper withBorder p="md" component="section" aria-labelledby="company-series" aria-busy={busy}>
          <Title order={2} size="h4" id="company-series">
            {t('chartTitle', { code: currency ?? '' })}
          </Title>
          <Table aria-labelledby="company-series" my="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('series')}</Table.Th>
                <Table.Th ta="right">{t('total')}</Table.Th>
                <Table.Th ta="right">{t('amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SERIES.map(({ key }) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" fw={400}>
                    {summary[key].name}
                  </Table.Th>
                  <Table.Td ta="right">{summary[key].total}</Table.Td>
                  <Table.Td ta="right">{formatAmount(summary[key].amount, { compact: true })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Suspense fallback={<Skeleton h={280} />}>
            <AmountLineChart
              label={t('chartLabel', { code: currency ?? '' })}
              data={chartRows(summary)}
              series={SERIES.map(({ key, name, color }) => ({ name, label: summary[key].name, color }))}
            />
          </Suspense>
        </Paper>
      ) : (
        phase !== 'failed' && <Skeleton h={360} />
      )}
    </Stack>
  );
}
