import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * TEMPORARY stand-in, replaced at merge by paydetail's RenotifyButton (same file, export and
 * props), which sends POST /v1/payments/renotify_operation/ through its own chart.
 */
export function RenotifyButton({ operationId }: { operationId: number }) {
  const { t } = useTranslation('paymentTransactions');
  return (
    <Button size="compact-xs" variant="light" color="orange" aria-label={t('table.renotify', { id: operationId })}>
      {t('table.renotifyButton')}
    </Button>
  );
}
