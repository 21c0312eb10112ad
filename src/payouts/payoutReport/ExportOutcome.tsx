import { Alert } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import type { payoutReportExportMachine } from '@machines/payouts/payoutReportExport';
import { messageText } from '../../i18n/message';

type ExportSnapshot = SnapshotFrom<typeof payoutReportExportMachine>;

/** What the last Export ended in, until closed or the next Export (spec 01 section 8 texts). */
export function ExportOutcome({ state, onClose }: { state: ExportSnapshot; onClose: () => void }) {
  const { t } = useTranslation('payoutReport');
  const close = { withCloseButton: true, onClose, closeButtonLabel: t('export.close') };
  if (state.matches('emailed')) {
    return (
      <Alert color="blue" role="status" title={t('export.emailedTitle')} {...close}>
        {t('errors:reportEmailed')}
      </Alert>
    );
  }
  if (state.matches('noData')) {
    return (
      <Alert color="yellow" role="status" title={t('export.noDataTitle')} {...close}>
        {t('errors:noDataAvailable')}
      </Alert>
    );
  }
  if (state.matches('saved')) {
    const rows = state.context.saved;
    return (
      <Alert color="green" role="status" title={t('export.savedTitle')} {...close}>
        {rows > 0 ? t('export.saved', { count: rows }) : t('export.opened')}
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
