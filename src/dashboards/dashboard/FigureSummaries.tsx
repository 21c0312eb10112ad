import { Paper, SimpleGrid, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardData } from '../../api/schemas/dashboards';
import { formatMoney } from '../../format';

export interface FigureSummariesProps {
  readonly data: DashboardData;
  /** Multiplies every amount (the EUR rate when converting, else 1). */
  readonly rate: number;
  readonly code: string;
}

/** The payout summary (successful, rejected) and the payment summary (all, by kind) for the filter. */
export function FigureSummaries({ data, rate, code }: FigureSummariesProps) {
  const { t } = useTranslation('dashboard');
  const amount = (value: number) => formatMoney(value * rate, code, { compact: true });
  const tables = [
    {
      key: 'payouts',
      rows: [
        ['success', data.payouts.amounts.success],
        ['rejected', data.payouts.amounts.rejected],
      ],
    },
    {
      key: 'payments',
      rows: [
        ['all', data.payments.amounts.all],
        ['bank_transfer', data.payments.amounts.bank_transfer],
        ['cash', data.payments.amounts.cash],
        ['cards', data.payments.amounts.cards],
      ],
    },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {tables.map(({ key, rows }) => (
        <Paper withBorder p="md" key={key} component="section" aria-labelledby={`summary-${key}`}>
          <Title order={2} size="h4" id={`summary-${key}`}>
            {t(`${key}.title`)}
          </Title>
          <Table aria-labelledby={`summary-${key}`} mt="xs">
            <Table.Tbody>
              {rows.map(([row, value]) => (
                <Table.Tr key={row}>
                  <Table.Th scope="row" fw={400}>
                    {t(`${key}.${row}`)}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {amount(value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
