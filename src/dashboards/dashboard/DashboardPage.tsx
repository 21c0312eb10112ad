import { Button, Grid, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardQuery } from '../../api/calls/dashboards';
import type { StatusPageSummary } from '../../api/schemas/dashboards';
import type * as ChartModule from '../shared/AmountLineChart';
import { formatDisplayDate } from '../../format';
import { messageText } from '../../i18n/message';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';
import { eurRate } from '../shared/eurRate';
import { MetricsFilterBar } from '../shared/MetricsFilterBar';
import { dashboardRefreshLogic } from '../shared/dashboardRefreshLogic';
import { dashboardLoader, defaultDashboardQuery, type DashboardFigures } from './dashboardCalls';
import { DashboardNotices } from './DashboardNotices';
import { FigureSummaries } from './FigureSummaries';
import { ServicesStatusPanel } from './ServicesStatusPanel';
import { servicesStatusLogic, statusLoader } from './servicesStatusLogic';
import { TodayCards } from './TodayCards';
import { inspected } from '../../platform/inspect';
import { withRetries } from '../../platform/lazyPage';
import { ActionAlert } from '../../components/ActionAlert';
import { PageTitle } from '../../components/PageTitle';

// Asked for twice (startOpening, then the lazy component): the module system answers the second.
const loadChart = (): Promise<typeof ChartModule> => withRetries(() => import('../shared/AmountLineChart'))();
const AmountLineChart = lazy(() => loadChart().then(({ AmountLineChart: component }) => ({ default: component })));

/**
 * What the dashboard starts as soon as it is known to be opening (a sign-in announced it, or
 * this is its URL), before it renders (the page loader calls it: src/routes/pages.tsx): the
 * figures, the services status and the chart's code, all at once. Not when the login form
 * preloads this module for a sign-in that may land elsewhere.
 */
export function startOpening(): void {
  dashboardLoader.start();
  statusLoader.start();
  void loadChart().catch(() => {});
}

/** `/`: today's cards, the filtered payout and payment summaries, the chart and the services status. */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'errors']);
  const reference = useReferenceData();
  const [logic] = useState(() => dashboardRefreshLogic(dashboardLoader.load));
  const [initial] = useState(() => defaultDashboardQuery());
  const metrics = useActorRef(logic, inspected({ input: { query: initial } }));
  const status = useActorRef(servicesStatusLogic, inspected());
  const [toEur, setToEur] = useState(false);

  // Re-render on what the page shows, not on every 500 ms tick of the refresh timer.
  const phase = useSelector(metrics, (s) => s.value as 'idle' | 'loading' | 'ready' | 'refreshing' | 'failed');
  const figures = useSelector(metrics, (s) => s.context.data as DashboardFigures | null);
  const query = useSelector(metrics, (s) => s.context.query as DashboardQuery);
  const error = useSelector(metrics, (s) => s.context.error);
  const statusPhase = useSelector(status, (s) => s.value as 'loading' | 'ready' | 'failed');
  const summary = useSelector(status, (s) => s.context.summary as StatusPageSummary | null);

  useEffect(() => {
    metrics.send({ type: 'START' });
  }, [metrics]);
  // Whenever the figures reload (the button, a filter, the timer), the status panel does too.
  useEffect(() => {
    if (phase === 'refreshing') status.send({ type: 'RELOAD' });
  }, [phase, status]);

  const data = figures?.data ?? null;
  const rates = figures?.rates ?? null;
  const busy = phase === 'loading' || phase === 'refreshing';
  const rate = toEur && data ? eurRate(rates, data.currency) : 1;
  const code = toEur ? 'EUR' : (data?.currency ?? '');
  const limit = reference?.settings.date_range_limit_settings ?? null;

  return (
    <Stack>
      <PageTitle title={t('title')}>
        <Button variant="light" onClick={() => metrics.send({ type: 'REFRESH' })} loading={busy} disabled={phase === 'idle'}>
          {t('refresh')}
        </Button>
      </PageTitle>
      <DashboardNotices enabled={reference?.settings.dashboard_notices ?? []} maxDays={limit?.max_days_range ?? 120} />
      {phase === 'failed' && (
        <ActionAlert title={t('failed')} text={error ? messageText(t, error) : null} action={t('retry')} onAction={() => metrics.send({ type: 'RETRY' })} />
      )}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack aria-busy={busy}>
            {figures ? (
              <TodayCards
                currencies={figures.data.currencies}
                balance={figures.balances.balances}
                payouts={figures.summary.payouts.today}
                topups={figures.summary.topups.today}
                rates={rates}
                toEur={toEur}
              />
            ) : (
              <Skeleton h={96} />
            )}
            <MetricsFilterBar
              initial={query}
              currencies={data?.currencies ?? []}
              currency={data?.currency ?? null}
              limit={limit}
              onFilter={(next) => metrics.send({ type: 'FILTER', query: next })}
              toEur={{ checked: toEur, onChange: setToEur }}
            />
            {data ? (
              <>
                <FigureSummaries data={data} rate={rate} code={code} />
                <Paper withBorder p="md" component="section" aria-labelledby="payouts-by-day">
                  <Title order={2} size="h4" id="payouts-by-day">
                    {t('chart.title', { code })}
                  </Title>
                  <Suspense fallback={<Skeleton h={280} />}>
                    <AmountLineChart
                      label={t('chart.label', { code })}
                      data={data.trxs_by_day.map((point) => ({ label: formatDisplayDate(point.day).slice(0, 5), total: point.total * rate }))}
                      series={[{ name: 'total', label: t('chart.total'), color: 'blue.6' }]}
                    />
                  </Suspense>
                </Paper>
              </>
            ) : (
              phase !== 'failed' && <Skeleton h={360} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <ServicesStatusPanel
            summary={summary}
            loading={statusPhase === 'loading'}
            failed={statusPhase === 'failed'}
            onRetry={() => status.send({ type: 'RELOAD' })}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
