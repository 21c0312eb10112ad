import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayoutTransaction } from '../../api/schemas/payouts';
import { formatMoney, formatUtcDateTime } from '../../format';
import { detailMessages } from '../shared/detailMessages';
import { TransferStatusBadge } from '../../components/StatusBadges';
import { DetailModal } from '../../components/lists/DetailModal';
import type { Field } from '../../components/lists/FieldTable';
import { PayrollLink } from './TransactionsTable';

/** The bank's or the API's messages about a transfer, as readable lines of text (never HTML). */
function StatusDetail({ raw }: { raw: unknown }) {
  const messages = detailMessages(raw);
  if (messages.length === 0) return null;
  if (messages.length === 1) return <Text size="sm">{messages[0]}</Text>;
  return (
    <List size="sm" spacing={2}>
      {messages.map((message, i) => (
        <List.Item key={i}>{message}</List.Item>
      ))}
    </List>
  );
}

const fullName = (person: PayoutTransaction['uploaded_by']): string | null =>
  person ? `${person.first_name} ${person.last_name}`.trim() : null;

/** Every field of one payout transaction, in a modal over the list. */
export function TransactionDetailModal({ transaction, onClose }: { transaction: PayoutTransaction | null; onClose: () => void }) {
  const { t } = useTranslation(['payoutTransactions', 'payouts']);
  const fields = (tx: PayoutTransaction): Field[] => [
    { label: t('detail.id'), value: tx.id },
    { label: t('detail.transactionId'), value: tx.transaction_id },
    { label: t('detail.orderId'), value: tx.order_id },
    { label: t('detail.payroll'), value: <PayrollLink payrollId={tx.payroll_id} /> },
    { label: t('detail.merchant'), value: tx.company_name },
    { label: t('detail.creditNote'), value: tx.credit_note },
    { label: t('detail.holderIdType'), value: tx.vat_id_type },
    { label: t('detail.holderId'), value: tx.vat_id },
    { label: t('detail.name'), value: tx.name },
    { label: t('detail.email'), value: tx.email },
    { label: t('detail.phone'), value: tx.phone },
    { label: t('detail.bank'), value: tx.bank_name },
    { label: t('detail.account'), value: tx.account_id },
    { label: t('detail.accountType'), value: tx.account_type },
    { label: t('detail.amount'), value: formatMoney(tx.amount, tx.currency_code) },
    { label: t('detail.fee'), value: formatMoney(tx.fee, tx.currency_code) },
    { label: t('detail.tax'), value: formatMoney(tx.tax, tx.currency_code) },
    { label: t('detail.channel'), value: tx.channel },
    { label: t('detail.subject'), value: tx.subject },
    { label: t('detail.bankDetail'), value: tx.bank_detail },
    { label: t('detail.status'), value: <TransferStatusBadge status={tx.transfer_status} description={tx.transfer_status_description} /> },
    { label: t('detail.statusDescription'), value: tx.transfer_status_description },
    { label: t('detail.statusDetail'), value: detailMessages(tx.transfer_status_detail).length > 0 ? <StatusDetail raw={tx.transfer_status_detail} /> : null },
    { label: t('detail.bankState'), value: tx.responsefrombank?.estado_abono },
    { label: t('detail.bankReason'), value: tx.responsefrombank?.motivo },
    { label: t('detail.bankDate'), value: tx.responsefrombank?.fecha_abono },
    { label: t('detail.uploadedBy'), value: fullName(tx.uploaded_by) },
    { label: t('detail.created'), value: formatUtcDateTime(tx.created_at) },
    { label: t('detail.updated'), value: formatUtcDateTime(tx.updated_at) },
  ];
  return (
    <DetailModal
      record={transaction}
      title={(tx) => t('detail.title', { id: tx.id })}
      fields={fields}
      closeLabel={t('detail.close')}
      onClose={onClose}
    />
  );
}
