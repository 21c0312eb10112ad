import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../i18n/message';
import { withRetries } from '../../../platform/lazyPage';
import { ActionAlert } from '../../ActionAlert';
import type { ColumnsControl } from './columnsControl';

// dnd-kit, the editor and its texts (listColumns) load when the control is first opened, never
// with the list; the button's and the notices' texts are the lists' own.
const ColumnsEditor = lazy(withRetries(() => import('./ColumnsEditor')));

/** A list's 'Columns' control above its table (issue 25): the button, and the dialog it opens. */
export function ColumnsButton({ control, listLabel }: { control: ColumnsControl; listLabel: string }) {
  const { t } = useTranslation('lists');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" size="xs" aria-haspopup="dialog" onClick={() => setOpened(true)}>
        {t('columns')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ColumnsEditor control={control} listLabel={listLabel} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

/** What went wrong with the user's stored columns: not loaded (the defaults show) or a change not saved, each with Retry. */
export function ColumnsProblem({ control }: { control: ColumnsControl }) {
  const { t } = useTranslation('lists');
  const problem = control.loadFailed ? t('columnsLoadFailed') : control.saveFailed ? t('columnsSaveFailed') : null;
  if (!problem) return null;
  return <ActionAlert color="orange" text={control.error ? `${problem} ${messageText(t, control.error)}` : problem} action={t('retry')} onAction={control.retry} />;
}
