import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../api/schemas/payouts';
import { formatMoney, formatUtcDateTime } from '../../format';
import { DetailModal } from '../../components/lists/DetailModal';
import type { Field } from '../../components/lists/FieldTable';
import { TransferStatusBadge } from '../../components/StatusBadges';

/** Every field of one report row, in a full-screen modal (spec 01 section 2). */
export function ReportDetailModal({ row, onClose }: { row: ReportRow | null; onClose: () => void }) {
  const { t } = useTranslation(['payoutReport', 'payouts']);
  const fields = (r: ReportRow): Field[] => [
    { label: t('detail.merchant'), value: r.company_name },
    { label: t('detail.payroll'), value: r.payroll_id },
    { label: t('detail.transaction'), value: r.transaction_id },
    { label: t('detail.status'), value: <TransferStatusBadge status={r.transfer_status} description={r.transfer_status_description} /> },
    { label: t('detail.statusDescription'), value: r.transfer_status_description },
    { label: t('detail.documentId'), value: r.vat_id },
    { label: t('detail.name'), value: r.name },
    { label: t('detail.creditNote'), value: r.credit_note },
    { label: t('detail.bank'), value: r.bank_name },
    { label: t('detail.account'), value: r.account_id },
    { label: t('detail.accountType'), value: r.account_type },
    { label: t('detail.amount'), value: formatMoney(r.amount, r.currency_code) },
    { label: t('detail.bankState'), value: r.responsefrombank?.estado_abono },
    { label: t('detail.bankReason'), value: r.responsefrombank?.motivo },
    { label: t('detail.bankDate'), value: r.responsefrombank?.fecha_abono },
    { label: t('detail.created'), value: formatUtcDateTime(r.created_at) },
  ];
  return (
    <DetailModal
      record={row}
      title={(r) => t('detail.title', { id: r.id })}
      fields={fields}
      closeLabel={t('detail.close')}
      fullScreen
      onClose={onClose}
    />
  );
}
