import { Anchor, Badge, Card, Code, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MermaidDiagram } from '../MermaidDiagram';
import { chartViews, type ChartView } from './statechartsCatalog';
import { PageTitle } from '../../components/PageTitle';

/** /qa/statecharts: every chart of machines/catalog.ts, drawn, with what it declares and its coverage. */
export function StatechartsPage({ charts }: { charts?: readonly ChartView[] }) {
  const { t } = useTranslation('statecharts');
  const list = useMemo(() => charts ?? chartViews(), [charts]);
  return (
    <Stack>
      <PageTitle title={t('title')} />
      <Text>{t('intro')}</Text>
      <nav aria-label={t('contents')}>
        <Group gap="xs">
          {list.map((chart) => (
            <Anchor key={chart.name} href={`#chart-${chart.name}`} size="sm">
              {chart.name}
            </Anchor>
          ))}
        </Group>
      </nav>
      {list.map((chart) => (
        <ChartCard key={chart.name} chart={chart} />
      ))}
    </Stack>
  );
}

const percent = (covered: number, total: number): string => `${total === 0 ? 100 : Math.round((covered / total) * 100)}%`;

function ChartCard({ chart }: { chart: ChartView }) {
  const { t } = useTranslation('statecharts');
  const titleId = `chart-${chart.name}`;
  return (
    <Card withBorder component="section" aria-labelledby={titleId} data-chart={chart.name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>
            {chart.name}
          </Title>
          <Badge variant="light">{t('area', { area: chart.area })}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('source', { source: chart.source })}
        </Text>
        <Coverage chart={chart} />
        <MermaidDiagram text={chart.mermaid} label={t('diagram', { name: chart.name })} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Names title={t('lists.states')} names={chart.states} />
          <Names title={t('lists.events')} names={chart.events} />
          <Names title={t('lists.guards')} names={chart.guards} />
          <Names title={t('lists.delays')} names={chart.delays} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function Coverage({ chart }: { chart: ChartView }) {
  const { t } = useTranslation('statecharts');
  const c = chart.coverage;
  if (!c) return <Text size="sm">{t('coverage.none')}</Text>;
  return (
    <Group gap="md" aria-label={t('coverage.title')} role="group">
      <Text size="sm">{t('coverage.states', { covered: c.statesCovered, total: c.statesTotal, percent: percent(c.statesCovered, c.statesTotal) })}</Text>
      <Text size="sm">
        {t('coverage.transitions', { covered: c.transitionsCovered, total: c.transitionsTotal, percent: percent(c.transitionsCovered, c.transitionsTotal) })}
      </Text>
      <Text size="sm">{t('coverage.paths', { count: c.paths })}</Text>
    </Group>
  );
}

function Names({ title, names }: { title: string; names: readonly string[] }) {
  const { t } = useTranslation('statecharts');
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('lists.none')}
        </Text>
      ) : (
        <List size="sm" spacing={2} aria-label={title}>
          {names.map((name) => (
            <List.Item key={name}>
              <Code>{name}</Code>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
