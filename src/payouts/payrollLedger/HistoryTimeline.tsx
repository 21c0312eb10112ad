import { Group, List, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LedgerVerdict } from '@machines/payouts/payrollLedger';
import { formatUtcDateTime } from '../../format';
import { actorLabel, eventLabel, issueLabel, signedForLabel, statusLabel } from './ledgerTexts';
import { VerificationBadge } from './VerificationBadge';

/**
 * A payroll's transitions, oldest first, each with its actor, time and reason, and the
 * verdict of replaying them through payrollLifecycle: the entries that fail say why.
 */
export function HistoryTimeline({ verdict }: { verdict: LedgerVerdict }) {
  const { t } = useTranslation(['payrollLedger', 'payouts']);
  const failing = verdict.entries.filter((item) => item.issues.length > 0).length;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <VerificationBadge verified={verdict.verified} />
        <Text size="sm" c="dimmed">
          {verdict.verified ? t('verdict.verifiedHint') : t('verdict.notVerifiedHint', { count: failing })}
        </Text>
      </Group>
      <Timeline bulletSize={22} lineWidth={2} active={verdict.entries.length - 1}>
        {verdict.entries.map(({ entry, issues }) => (
          <Timeline.Item
            key={entry.id}
            color={issues.length > 0 ? 'red' : undefined}
            bullet={issues.length > 0 ? <ThemeIcon color="red" size={22} radius="xl" aria-hidden>!</ThemeIcon> : undefined}
            title={
              <Text fw={600} size="sm" component="span">
                {eventLabel(t, entry.event)}
              </Text>
            }
          >
            <Text size="sm">
              {t('transition', { from: statusLabel(t, entry.from_status, 'from'), to: statusLabel(t, entry.to_status, 'to') })}
            </Text>
            <Text size="sm">{signedForLabel(t, entry) ?? `${t('fields.actor')}: ${actorLabel(t, entry.actor)}`}</Text>
            {entry.second_factor && <Text size="sm">{t('secondFactor')}</Text>}
            <Text size="xs" c="dimmed">
              {t('fields.at')}: {formatUtcDateTime(entry.at)}
            </Text>
            {entry.reason && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('fields.reason')}: {entry.reason}
              </Text>
            )}
            {issues.length > 0 && (
              <Stack gap={2} mt={4}>
                <Text size="sm" c="red" fw={600}>
                  {t('verdict.entryFails')}
                </Text>
                <List size="sm" c="red">
                  {issues.map((issue) => (
                    <List.Item key={issue}>{issueLabel(t, issue)}</List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
