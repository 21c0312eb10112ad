import type { SnapshotFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import type { payoutReportExportMachine } from '@machines/payouts/payoutReportExport';
import { OutcomeAlert, type Outcome } from '../../components/OutcomeAlert';
import { messageText } from '../../i18n/message';

type ExportSnapshot = SnapshotFrom<typeof payoutReportExportMachine>;

/** What the last Export ended in, until closed or the next Export (spec 01 section 8 texts). */
export function ExportOutcome({ state, onClose }: { state: ExportSnapshot; onClose: () => void }) {
  const { t } = useTranslation('payoutReport');
  const outcome = ((): Outcome | null => {
    if (state.matches('emailed')) return { color: 'blue', role: 'status', title: t('export.emailedTitle'), text: t('errors:reportEmailed') };
    if (state.matches('noData')) return { color: 'yellow', role: 'status', title: t('export.noDataTitle'), text: t('errors:noDataAvailable') };
    if (state.matches('saved')) {
      const rows = state.context.saved;
      return { color: 'green', role: 'status', title: t('export.savedTitle'), text: rows > 0 ? t('export.saved', { count: rows }) : t('export.opened') };
    }
    if (state.matches('failed') && state.context.error) {
      return { color: 'red', role: 'alert', title: t('export.failedTitle'), text: messageText(t, state.context.error) };
    }
    return null;
  })();
  return <OutcomeAlert outcome={outcome} closeLabel={t('export.close')} onClose={onClose} />;
}
