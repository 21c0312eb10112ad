import { Button, Popover, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentOperation } from '../../api/schemas/payments';
import { formatMoney } from '../../format';

/**
 * The small details popup of a row (spec 02 section 2): fee, tax, net amount and card data,
 * from the row itself (no request). An absent value reads 'Pending'.
 */
export function PaymentCosts({ payment }: { payment: PaymentOperation }) {
  const { t } = useTranslation('paymentTransactions');
  const pending = t('costs.pending');
  const money = (value: number | null | undefined) => (value === null || value === undefined ? pending : formatMoney(value, payment.currency));
  const card = payment.card;
  const rows: [string, string][] = [
    [t('costs.fee'), money(payment.commission?.fee)],
    [t('costs.tax'), money(payment.commission?.tax)],
    [t('costs.netAmount'), money(payment.commission?.net_amount)],
    [t('costs.cardBrand'), card?.brand ?? t('costs.none')],
    [t('costs.cardNumber'), card?.number ?? t('costs.none')],
    [t('costs.authorization'), card?.authorization ?? t('costs.none')],
  ];
  return (
    <Popover position="left" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="light" aria-label={t('costs.open', { id: payment.operation_id })}>
          {t('costs.button')}
        </Button>
      </Popover.Target>
      {/* Mantine names the dropdown dialog by its target button. */}
      <Popover.Dropdown>
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
