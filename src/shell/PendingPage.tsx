import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PendingPage() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
