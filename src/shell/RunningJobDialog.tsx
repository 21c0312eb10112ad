import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Message } from '@machines/shared/message';
import { messageText } from '../i18n/message';

/** What RunningJobGuard asks: the work that leaving would stop, then Stay or 'Leave and stop'. */
export function RunningJobDialog({ running, onStay, onLeave }: { running: readonly Message[]; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal opened onClose={onStay} title={t('runningJob.title')} closeButtonProps={{ 'aria-label': t('runningJob.close') }} centered>
      <Text size="sm">{t('runningJob.body')}</Text>
      <List size="sm" mt="xs">
        {running.map((what, index) => (
          <List.Item key={index}>{messageText(t, what)}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay}>
          {t('runningJob.stay')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('runningJob.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
