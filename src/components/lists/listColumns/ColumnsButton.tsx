import { Button, Group, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../i18n/message';
import { withRetries } from '../../../platform/lazyPage';
import { ActionAlert } from '../../ActionAlert';
import type { ColumnsControl } from './columnsControl';

// dnd-kit and the editor load when the control is first opened, never with the list.
const ColumnsEditor = lazy(withRetries(() => import('./ColumnsEditor')));

/**
 * A list's 'Columns' control above its table (issue 25), and what went wrong with the user's
 * stored columns: not loaded (the defaults show) or a change not saved, each with Retry.
 */
export function ColumnsButton({ control, listLabel }: { control: ColumnsControl; listLabel: string }) {
  const { t } = useTranslation('listColumns');
  const [opened, setOpened] = useState(false);
  const problem = control.loadFailed ? t('loadFailed') : control.saveFailed ? t('saveFailed') : null;
  return (
    <Stack gap="xs" mb="xs">
      <Group justify="flex-end">
        <Button variant="default" size="xs" aria-haspopup="dialog" onClick={() => setOpened(true)}>
          {t('button')}
        </Button>
      </Group>
      {problem && (
        <ActionAlert
          color="orange"
          text={control.error ? `${problem} ${messageText(t, control.error)}` : problem}
          action={t('retry')}
          onAction={control.retry}
        />
      )}
      {opened && (
        <Suspense fallback={null}>
          <ColumnsEditor control={control} listLabel={listLabel} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
