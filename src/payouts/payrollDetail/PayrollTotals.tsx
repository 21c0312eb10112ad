import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Payroll } from '../../api/schemas/payouts';
import { formatMoney } from '../../format';
import { formatCount } from './transactionRules';

/** Totals per currency: uploaded count, paid count and paid amount ('CLP 1.234,56'). */
export function PayrollTotals({ totals }: { totals: Payroll['totals'] }) {
  const { t } = useTranslation('payrollDetail');
  const currencies = Object.keys(totals).sort();
  if (currencies.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('totals.none')}
      </Text>
    );
  }
  return (
    <Table withTableBorder striped={false} maw={720} fz="sm">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('totals.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('totals.currency')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('totals.uploaded')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('totals.paid')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('totals.paidAmount')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {currencies.map((code) => {
          const total = totals[code]!;
          return (
            <Table.Tr key={code}>
              <Table.Th scope="row">{code}</Table.Th>
              <Table.Td ta="right">{formatCount(total.loaded.count)}</Table.Td>
              <Table.Td ta="right">{formatCount(total.paid.count)}</Table.Td>
              <Table.Td ta="right">{formatMoney(total.paid.amount, code)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
