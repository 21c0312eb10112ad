import { useTranslation } from 'react-i18next';
import { OutcomeAlert, type Outcome } from '../OutcomeAlert';
import { messageText } from '../../i18n/message';
import { ExportProgress } from './ExportProgress';
import type { ReportExport } from './reportExportLogic';

/**
 * While an Export's request runs, its progress and Cancel (ExportProgress); then what it ended
 * in, until closed or the next Export, the same on every screen (spec 01 section 8 and spec 02
 * section 8 texts, and the tally: 'Exported 76 of 76 rows', or a warning when cut short).
 */
export function ExportOutcome({ exported }: { exported: Pick<ReportExport, 'state' | 'dismiss' | 'job' | 'cancel'> }) {
  const { t } = useTranslation('reportExport');
  const { state, job } = exported;
  if (job && state.matches({ exporting: 'requesting' })) return <ExportProgress job={job} onCancel={exported.cancel} />;
  const tally = state.context.tally;
  const outcome = ((): Outcome | null => {
    if (state.matches('opened')) return { color: 'green', role: 'status', title: t('openedTitle'), text: t('opened') };
    if (state.matches('saved')) {
      const text = tally ? t('savedTally', { done: tally.done, of: tally.of }) : t('saved', { count: state.context.saved });
      return { color: 'green', role: 'status', title: t('savedTitle'), text };
    }
    // Never silently: fewer rows than the answer said there were is a warning.
    if (state.matches('short') && tally) return { color: 'yellow', role: 'alert', title: t('shortTitle'), text: t('short', { done: tally.done, of: tally.of }) };
    if (state.matches('cancelled')) return { color: 'blue', role: 'status', title: t('cancelledTitle'), text: t('cancelled') };
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
