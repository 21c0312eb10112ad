import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Routes whose area a later issue builds: they exist, are guarded, and say so. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(`pages.${title}`)}
      </Title>
      <Alert color="blue" title={t('comingSoon.title')}>
        {t('comingSoon.body')}
      </Alert>
    </Stack>
  );
}
