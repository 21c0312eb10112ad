import { useTranslation } from 'react-i18next';
import { OutcomeAlert, type Outcome } from '../OutcomeAlert';
import { messageText } from '../../i18n/message';
import type { ReportExport } from './reportExportLogic';

/**
 * What the last Export ended in, until closed or the next Export, the same on every screen
 * (spec 01 section 8 and spec 02 section 8 texts).
 */
export function ExportOutcome({ exported }: { exported: Pick<ReportExport, 'state' | 'dismiss'> }) {
  const { t } = useTranslation('reportExport');
  const { state } = exported;
  const outcome = ((): Outcome | null => {
    if (state.matches('opened')) return { color: 'green', role: 'status', title: t('openedTitle'), text: t('opened') };
    if (state.matches('saved')) return { color: 'green', role: 'status', title: t('savedTitle'), text: t('saved', { count: state.context.saved }) };
    if (state.matches('emailed')) return { color: 'blue', role: 'status', title: t('emailedTitle'), text: t('errors:reportEmailed') };
    if (state.matches('noData')) return { color: 'yellow', role: 'status', title: t('noDataTitle'), text: t('errors:noDataAvailable') };
    if (state.matches('overLimit') && state.context.error) {
      return { color: 'yellow', role: 'alert', title: t('overLimitTitle'), text: messageText(t, state.context.error) };
    }
    if (state.matches('unavailable')) return { color: 'yellow', role: 'alert', title: t('failedTitle'), text: t('unavailable') };
    if (state.matches('failed') && state.context.error) {
      return { color: 'red', role: 'alert', title: t('failedTitle'), text: messageText(t, state.context.error) };
    }
    return null;
  })();
  return <OutcomeAlert outcome={outcome} closeLabel={t('close')} onClose={exported.dismiss} />;
}
