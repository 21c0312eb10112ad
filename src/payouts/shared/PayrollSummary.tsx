import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payroll } from '../../api/schemas/payouts';
import { PayoutTotals } from './PayoutTotals';

/**
 * What an approval or a rejection is about, as its dialog says it before anything is sent: a
 * sentence naming the file (`intro`), then the transfers and amount per currency the payroll
 * was loaded with ('3 · CLP 1.500,00'), a group named for them. On a phone this is what the
 * approver reads last before confirming (issue 27).
 */
export function PayrollSummary({ payroll, intro }: { payroll: Payroll; intro: string }) {
  const { t } = useTranslation('payoutList');
  const totalsId = useId();
  return (
    <Stack gap="sm">
      <Text style={{ overflowWrap: 'anywhere' }}>{intro}</Text>
      <div>
        <Text id={totalsId} size="sm" c="dimmed">
          {t('summary.totals')}
        </Text>
        <div role="group" aria-labelledby={totalsId}>
          {Object.keys(payroll.totals).length > 0 ? (
            <PayoutTotals totals={payroll.totals} kind="loaded" />
          ) : (
            <Text size="sm">{t('summary.noTotals')}</Text>
          )}
        </div>
      </div>
    </Stack>
  );
}
