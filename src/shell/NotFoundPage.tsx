import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <Stack align="center" py="xl">
      <PageTitle title={t('notFound.title')} />
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Button component={Link} to="/resume" variant="light">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
