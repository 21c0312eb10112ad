import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

export function MaintenancePage() {
  const { t } = useTranslation('shell');
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={520} ta="center">
        <PageTitle title={t('maintenance.title')} />
        <Text>{t('maintenance.body')}</Text>
      </Stack>
    </Center>
  );
}
