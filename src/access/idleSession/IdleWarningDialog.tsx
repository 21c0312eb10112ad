import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly secondsLeft: number;
  readonly onStay: () => void;
  readonly onSignOut: () => void;
}

/** The idle warning: closing it (Escape, a click outside) means "I am here", as Stay does. */
export function IdleWarningDialog({ secondsLeft, onStay, onSignOut }: Props) {
  const { t } = useTranslation('idleSession');
  return (
    <Modal opened onClose={onStay} title={t('title')} withCloseButton={false} centered>
      <Text>{t('countdown', { count: secondsLeft })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onSignOut}>
          {t('signOut')}
        </Button>
        <Button onClick={onStay} data-autofocus>
          {t('stay')}
        </Button>
      </Group>
    </Modal>
  );
}
