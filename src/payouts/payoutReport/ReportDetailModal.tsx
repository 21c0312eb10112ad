import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../api/schemas/payouts';
import { formatMoney, formatUtcDateTime } from '../../format';
import { FieldTable, type Field } from '../../components/lists/FieldTable';
import { TransferStatusBadge } from '../shared/StatusBadges';

/** Every field of one report row, in a full-screen modal (spec 01 section 2). */
export function ReportDetailModal({ row, onClose }: { row: ReportRow | null; onClose: () => void }) {
  const { t } = useTranslation(['payoutReport', 'payouts']);
  const fields: Field[] = row
    ? [
        { label: t('detail.merchant'), value: row.company_name },
        { label: t('detail.payroll'), value: row.payroll_id },
        { label: t('detail.transaction'), value: row.transaction_id },
        { label: t('detail.status'), value: <TransferStatusBadge status={row.transfer_status} /> },
        { label: t('detail.statusDescription'), value: row.transfer_status_description },
        { label: t('detail.documentId'), value: row.vat_id },
        { label: t('detail.name'), value: row.name },
        { label: t('detail.creditNote'), value: row.credit_note },
        { label: t('detail.bank'), value: row.bank_name },
        { label: t('detail.account'), value: row.account_id },
        { label: t('detail.accountType'), value: row.account_type },
        { label: t('detail.amount'), value: formatMoney(row.amount, row.currency_code) },
        { label: t('detail.bankState'), value: row.responsefrombank?.estado_abono },
        { label: t('detail.bankReason'), value: row.responsefrombank?.motivo },
        { label: t('detail.bankDate'), value: row.responsefrombank?.fecha_abono },
        { label: t('detail.created'), value: formatUtcDateTime(row.created_at) },
      ]
    : [];
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      fullScreen
      title={row ? t('detail.title', { id: row.id }) : ''}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {row && <FieldTable fields={fields} label={t('detail.title', { id: row.id })} />}
    </Modal>
  );
}
