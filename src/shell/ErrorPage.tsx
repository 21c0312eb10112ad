import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../platform/navigation';
import { reportError } from '../reporting/report';

/**
 * Whatever breaks while rendering a page lands here: reported, explained, recoverable.
 * Drawn like a red Alert with parts already in the entry chunk: this page ships with every
 * cold visit, and Mantine's Alert would add 0.4 KB gzip to /login (docs/decisions.md,
 * "First loads").
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  useEffect(() => reportError(error), [error]);
  return (
    <Center p="xl">
      <Stack maw={480}>
        <Paper role="alert" p="md" radius="md" bg="var(--mantine-color-red-light)">
          <Text size="sm" fw={700} c="red" mb="xs">
            {t('crash.title')}
          </Text>
          <Text size="sm">{t('crash.body')}</Text>
        </Paper>
        <Button onClick={reloadPage}>{t('crash.reload')}</Button>
      </Stack>
    </Center>
  );
}
