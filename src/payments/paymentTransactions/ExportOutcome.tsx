import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import type { paymentTransactionsExportMachine } from '@machines/payments/paymentTransactionsExport';
import { OutcomeAlert, type Outcome } from '../../components/OutcomeAlert';
import { messageText } from '../../i18n/message';

type ExportSnapshot = SnapshotFrom<typeof paymentTransactionsExportMachine>;

/** What the last Export ended in, until closed or the next Export (spec 02 sections 4 and 8). */
export function ExportOutcome({ state, onClose }: { state: ExportSnapshot; onClose: () => void }) {
  const { t } = useTranslation('paymentTransactions');
  const outcome = ((): Outcome | null => {
    if (state.matches('emailed')) return { color: 'blue', role: 'status', title: t('export.emailedTitle'), text: t('export.emailed') };
    if (state.matches('opened')) return { color: 'green', role: 'status', title: t('export.openedTitle'), text: t('export.opened') };
    if (state.matches('unavailable')) return { color: 'yellow', role: 'alert', title: t('export.failedTitle'), text: t('export.unavailable') };
    if (state.matches('failed') && state.context.error) {
      return { color: 'red', role: 'alert', title: t('export.failedTitle'), text: messageText(t, state.context.error) };
    }
    return null;
  })();
  return <OutcomeAlert outcome={outcome} closeLabel={t('export.close')} onClose={onClose} />;
}
