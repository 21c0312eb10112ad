import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * Asks before the user leaves the page while `pending` (an in-app link, back, or closing the
 * tab: the browser's own question). Leaving calls `onLeave` first.
 */
export function LeaveGuard({ pending, onLeave }: { pending: boolean; onLeave: () => void }) {
  const { t } = useTranslation('credentials');
  const blocker = useBlocker({
    shouldBlockFn: () => pending,
    enableBeforeUnload: () => pending,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={t('leave.title')} centered>
      <Text size="sm">{t('leave.body')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('leave.stay')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave();
            blocker.proceed?.();
          }}
        >
          {t('leave.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
