import { Alert, Button, Center, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../app/navigation';
import { reportError } from '../reporting/report';

/** Whatever breaks while rendering a page lands here: reported, explained, recoverable. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  useEffect(() => reportError(error), [error]);
  return (
    <Center p="xl">
      <Stack maw={480}>
        <Alert color="red" role="alert" title={t('crash.title')}>
          {t('crash.body')}
        </Alert>
        <Button onClick={reloadPage}>{t('crash.reload')}</Button>
      </Stack>
    </Center>
  );
}
