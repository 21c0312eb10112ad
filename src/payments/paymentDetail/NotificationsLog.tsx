import { Badge, Button, Group, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime } from '../../format';
import type { LogEntry } from './detailValues';

const codeColor = (code: number | null) => (code === null ? 'gray' : code >= 200 && code < 300 ? 'green' : 'red');

/** The notifications sent for one operation, newest first, as a timeline (spec 02 section 2). */
export function NotificationsLog({ entries, onOpen }: { entries: readonly LogEntry[]; onOpen: (entry: LogEntry) => void }) {
  const { t } = useTranslation('paymentDetail');
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('log.empty')}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('log.count', { count: entries.length })}
      </Text>
      {/* Every entry "active", so each bullet takes its entry's colour (the badge says it in words). */}
      <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} role="list" aria-label={t('log.title')}>
        {entries.map((entry, index) => {
          const date = formatUtcDateTime(entry.fec_add);
          return (
            <Timeline.Item
              key={entry.id ?? `${entry.fec_add}-${index}`}
              role="listitem"
              color={codeColor(entry.http_status_code)}
              title={date}
            >
              <Group gap="sm" mt={4}>
                <Badge color={codeColor(entry.http_status_code)} variant="light">
                  {entry.http_status_code === null ? t('log.noStatusCode') : t('log.statusCode', { code: entry.http_status_code })}
                </Badge>
                <Button size="compact-xs" variant="subtle" aria-label={t('log.seeDetailsOf', { date })} onClick={() => onOpen(entry)}>
                  {t('log.seeDetails')}
                </Button>
              </Group>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </>
  );
}
