import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withRetries } from '../../platform/lazyPage';
import type { RenotifyButtonProps } from './renotifyButtonProps';

// The chart, its calls and its dialog load with the first press: a list has a button per row,
// and most rows are never renotified (the payments list's first load has a budget).
const RenotifyFlow = lazy(withRetries(() => import('./RenotifyFlow')));

/** A payment's 'Renotify' action (the list offers it for statuses 2 and 3). */
export function RenotifyButton(props: RenotifyButtonProps) {
  const { t } = useTranslation('paymentRenotify');
  const [pressed, setPressed] = useState(false);
  const button = (loading: boolean) => (
    // The visible word first, then which operation: a table has one per row.
    <Button size="compact-sm" variant="default" loading={loading} aria-label={t('renotifyOf', { id: props.operationId })} onClick={() => setPressed(true)}>
      {t('renotify')}
    </Button>
  );
  if (!pressed) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <RenotifyFlow {...props} />
    </Suspense>
  );
}
