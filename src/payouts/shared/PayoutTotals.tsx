import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Payroll } from '../../api/schemas/payouts';
import { formatMoney } from '../../format';

/** The totals as one line of text ('3 for CLP 1.500,00; 1 for USD 20,00'), as Export selection writes them. */
export const totalsText = (t: TFunction<'payoutList'>, totals: Payroll['totals'], kind: 'loaded' | 'paid'): string =>
  Object.entries(totals)
    .map(([code, total]) => t('totals', { count: total[kind].count, amount: formatMoney(total[kind].amount, code) }))
    .join('; ');

/** Count and amount per currency of one kind of total ('loaded' or 'paid'). */
export function PayoutTotals({ totals, kind }: { totals: Payroll['totals']; kind: 'loaded' | 'paid' }) {
  const { t } = useTranslation('payoutList');
  const entries = Object.entries(totals);
  if (entries.length === 0) return null;
  return (
    <Stack gap={0}>
      {entries.map(([code, total]) => (
        <Text key={code} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('totals', { count: total[kind].count, amount: formatMoney(total[kind].amount, code) })}
        </Text>
      ))}
    </Stack>
  );
}
