import { Alert } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import type { paymentTransactionsExportMachine } from '@machines/payments/paymentTransactionsExport';
import { messageText } from '../../i18n/message';

type ExportSnapshot = SnapshotFrom<typeof paymentTransactionsExportMachine>;

/** What the last Export ended in, until closed or the next Export (spec 02 sections 4 and 8). */
export function ExportOutcome({ state, onClose }: { state: ExportSnapshot; onClose: () => void }) {
  const { t } = useTranslation('paymentTransactions');
  const close = { withCloseButton: true, onClose, closeButtonLabel: t('export.close') };
  if (state.matches('emailed')) {
    return (
      <Alert color="blue" role="status" title={t('export.emailedTitle')} {...close}>
        {t('export.emailed')}
      </Alert>
    );
  }
  if (state.matches('opened')) {
    return (
      <Alert color="green" role="status" title={t('export.openedTitle')} {...close}>
        {t('export.opened')}
      </Alert>
    );
  }
  if (state.matches('unavailable')) {
    return (
      <Alert color="yellow" role="alert" title={t('export.failedTitle')} {...close}>
        {t('export.unavailable')}
      </Alert>
    );
  }
  if (state.matches('failed') && state.context.error) {
    return (
      <Alert color="red" role="alert" title={t('export.failedTitle')} {...close}>
        {messageText(t, state.context.error)}
      </Alert>
    );
  }
  return null;
}
