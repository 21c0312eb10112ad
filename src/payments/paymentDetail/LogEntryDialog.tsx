import { Button, Code, CopyButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime } from '../../format';
import { jsonText, type LogEntry } from './detailValues';

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  const { t } = useTranslation('paymentDetail');
  const text = jsonText(value);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {text !== null && (
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy}>
                {copied ? t('entry.copied') : t('entry.copy', { part: title.toLowerCase() })}
              </Button>
            )}
          </CopyButton>
        )}
      </Group>
      {text === null ? (
        <Text size="sm" c="dimmed">
          {t('entry.empty')}
        </Text>
      ) : (
        // Rendered as text, never as markup; focusable so a keyboard can scroll a long body.
        <Code block tabIndex={0} aria-label={title} style={{ maxHeight: '40vh', overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {text}
        </Code>
      )}
    </Stack>
  );
}

/** One notification's request and response, as formatted JSON. */
export function LogEntryDialog({ entry, onClose }: { entry: LogEntry | null; onClose: () => void }) {
  const { t } = useTranslation('paymentDetail');
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      size="xl"
      title={entry ? t('entry.title', { date: formatUtcDateTime(entry.fec_add) }) : ''}
      closeButtonProps={{ 'aria-label': t('entry.close') }}
    >
      {entry && (
        <Stack gap="md">
          <JsonBlock title={t('entry.request')} value={entry.request} />
          <JsonBlock title={t('entry.response')} value={entry.response} />
        </Stack>
      )}
    </Modal>
  );
}
