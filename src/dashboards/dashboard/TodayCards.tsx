import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrencyRates } from '../../api/schemas/payments';
import { formatMoney } from '../../format';
import { shownAmount } from '../shared/eurRate';

type CodeTotals = readonly { readonly code: string; readonly total: number }[];

export interface TodayCardsProps {
  /** The merchant's currencies: every card lists each, zero when the answer has none. */
  readonly currencies: readonly string[];
  readonly balance: CodeTotals;
  readonly payouts: CodeTotals;
  readonly topups: CodeTotals;
  readonly rates: CurrencyRates | null;
  readonly toEur: boolean;
}

/** Today's balance, successful payouts and top-ups, per currency, zero by default (spec 01 section 2). */
export function TodayCards({ currencies, balance, payouts, topups, rates, toEur }: TodayCardsProps) {
  const { t } = useTranslation('dashboard');
  const cards = [
    { key: 'balance', totals: balance },
    { key: 'payouts', totals: payouts },
    { key: 'topups', totals: topups },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {cards.map(({ key, totals }) => (
        <Paper withBorder p="md" key={key} component="section" aria-label={t(`today.${key}`)}>
          <Text size="sm" c="dimmed" fw={600}>
            {t(`today.${key}`)}
          </Text>
          <Stack gap={2} mt="xs">
            {currencies.map((code) => {
              const total = totals.find((entry) => entry.code === code)?.total ?? 0;
              return (
                <Text key={code} size="lg" fw={700}>
                  {formatMoney(shownAmount(total, code, rates, toEur), toEur ? 'EUR' : code, { compact: true })}
                </Text>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
