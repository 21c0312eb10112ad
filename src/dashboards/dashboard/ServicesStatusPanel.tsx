import { Alert, Anchor, Badge, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatusPageSummary } from '../../api/schemas/dashboards';
import { groupedComponents, inProgress } from './servicesStatusLogic';

const STATUS_COLORS: Record<string, string> = {
  operational: 'green',
  degraded_performance: 'yellow',
  partial_outage: 'orange',
  major_outage: 'red',
  under_maintenance: 'blue',
};
const KNOWN_STATUSES = Object.keys(STATUS_COLORS);

export interface ServicesStatusPanelProps {
  readonly summary: StatusPageSummary | null;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/** The side panel of services status (spec 01 section 2); server texts shown as text. */
export function ServicesStatusPanel({ summary, loading, failed, onRetry }: ServicesStatusPanelProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="services-status-title" aria-busy={loading}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="services-status-title">
          {t('status.title')}
        </Title>
        {failed ? (
          <Alert color="red" role="alert" title={t('status.failed')}>
            <Button size="xs" variant="light" onClick={onRetry}>
              {t('retry')}
            </Button>
          </Alert>
        ) : summary === null ? (
          <Skeleton h={120} />
        ) : (
          <StatusDetails summary={summary} />
        )}
      </Stack>
    </Paper>
  );
}

function StatusDetails({ summary }: { summary: StatusPageSummary }) {
  const { t } = useTranslation('dashboard');
  const { groups, ungrouped } = groupedComponents(summary);
  const maintenances = inProgress(summary);
  const statusLabel = (status: string) => (KNOWN_STATUSES.includes(status) ? t(`status.component.${status}`) : status);
  const componentList = (components: StatusPageSummary['components']) => (
    <List listStyleType="none" spacing={4}>
      {components.map((component) => (
        <List.Item key={component.id}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{component.name}</Text>
            <Badge size="sm" variant="light" color={STATUS_COLORS[component.status] ?? 'gray'}>
              {statusLabel(component.status)}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
  return (
    <>
      <Text fw={600}>{summary.status.description}</Text>
      <Stack gap={4}>
        <Title order={3} size="h6">
          {t('status.incidents')}
        </Title>
        {summary.incidents.length === 0 ? (
          <Text size="sm">{t('status.noIncidents')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {summary.incidents.map((incident) => (
              <List.Item key={incident.id}>
                {incident.shortlink ? (
                  <Anchor href={incident.shortlink} target="_blank" rel="noopener noreferrer">
                    {incident.name}
                  </Anchor>
                ) : (
                  incident.name
                )}{' '}
                <Text span size="xs" c="dimmed">
                  {t('status.impact', { impact: incident.impact })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h6">
          {t('status.maintenances')}
        </Title>
        {maintenances.length === 0 ? (
          <Text size="sm">{t('status.noMaintenances')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {maintenances.map((maintenance) => (
              <List.Item key={maintenance.id}>
                {maintenance.shortlink ? (
                  <Anchor href={maintenance.shortlink} target="_blank" rel="noopener noreferrer">
                    {maintenance.name}
                  </Anchor>
                ) : (
                  maintenance.name
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      {groups.map((group) => (
        <Stack gap={4} key={group.id}>
          <Title order={3} size="h6">
            {group.name}
          </Title>
          {componentList(group.components)}
        </Stack>
      ))}
      {ungrouped.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h6">
            {t('status.otherComponents')}
          </Title>
          {componentList(ungrouped)}
        </Stack>
      )}
    </>
  );
}
