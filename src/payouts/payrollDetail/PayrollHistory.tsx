import { Center, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LedgerVerdict } from '@machines/payouts/payrollLedger';
import { getPayrollHistory } from '../../api/calls/payrollLedger';
import { useResource } from '../../components/keys/useResource';
import { messageText } from '../../i18n/message';
import { HistoryTimeline } from '../payrollLedger/HistoryTimeline';
import { verifyHistory } from '../payrollLedger/verifyInBrowser';
import { ActionAlert } from '../../components/ActionAlert';

/** The payroll's History: its ledger, replayed through the lifecycle chart and its hash chain checked in the browser. */
export function PayrollHistory({ payrollId }: { payrollId: number }) {
  const { t } = useTranslation(['payrollLedger', 'payouts']);
  const { state, send, data } = useResource<LedgerVerdict>(async () => verifyHistory((await getPayrollHistory(payrollId)).items));
  return (
    <section aria-labelledby="payroll-history-heading">
      <Title order={2} size="h3" id="payroll-history-heading" mb="sm">
        {t('history.title')}
      </Title>
      {state.matches('loading') && (
        <Center py="md" role="status" aria-label={t('history.loading')}>
          <Loader size="sm" />
        </Center>
      )}
      {state.matches('failed') && state.context.error && (
        <ActionAlert
          title={t('history.failed')}
          text={messageText(t, state.context.error)}
          action={t('history.retry')}
          onAction={() => send({ type: 'RETRY' })}
        />
      )}
      {state.matches('ready') && data && (data.entries.length === 0 ? <Text size="sm">{t('history.empty')}</Text> : <HistoryTimeline verdict={data} />)}
    </section>
  );
}
