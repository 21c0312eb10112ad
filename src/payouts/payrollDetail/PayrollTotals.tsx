import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Payroll } from '../../api/schemas/payouts';
import { formatMoney } from '../../format';
import { formatCount } from './transactionRules';
import classes from './PayrollTotals.module.css';

/**
 * Totals per currency: uploaded count and amount, paid count and paid amount ('CLP 1.234,56').
 * The uploaded amount is what an approver signs (issue 27); on a phone each currency is a card
 * (PayrollTotals.module.css), its lines named by `data-label`.
 */
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
  const labels = {
    uploaded: t('totals.uploaded'),
    uploadedAmount: t('totals.uploadedAmount'),
    paid: t('totals.paid'),
    paidAmount: t('totals.paidAmount'),
  };
  return (
    <Table className={classes.table} withTableBorder striped={false} maw={880} fz="sm">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{t('totals.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('totals.currency')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.uploaded}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.uploadedAmount}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.paid}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {labels.paidAmount}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {currencies.map((code) => {
          const total = totals[code]!;
          return (
            <Table.Tr key={code}>
              <Table.Th scope="row">{code}</Table.Th>
              <Table.Td ta="right" data-label={labels.uploaded}>
                {formatCount(total.loaded.count)}
              </Table.Td>
              <Table.Td ta="right" data-label={labels.uploadedAmount}>
                {formatMoney(total.loaded.amount, code)}
              </Table.Td>
              <Table.Td ta="right" data-label={labels.paid}>
                {formatCount(total.paid.count)}
              </Table.Td>
              <Table.Td ta="right" data-label={labels.paidAmount}>
                {formatMoney(total.paid.amount, code)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
