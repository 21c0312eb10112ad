import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function MaintenancePage() {
  const { t } = useTranslation('shell');
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={520} ta="center">
        <Title order={1} size="h2">
          {t('maintenance.title')}
        </Title>
        <Text>{t('maintenance.body')}</Text>
      </Stack>
    </Center>
  );
}
