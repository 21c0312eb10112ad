import { MultiSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface StatusMultiSelectProps {
  /** The status ids offered, in this order. */
  readonly statusIds: readonly number[];
  /** Selected status ids. */
  readonly value: readonly number[];
  readonly onChange: (value: number[]) => void;
  /** Minimum width, for a filter bar laid out in one row. */
  readonly miw?: number;
}

type Kind = 'transfer' | 'payroll';

/** A multi-select of statuses: labelled in the user's language, clearable, any status when empty. */
function StatusMultiSelect({ kind, label, statusIds, value, onChange, miw }: StatusMultiSelectProps & { kind: Kind; label: string }) {
  const { t } = useTranslation(['filters', 'payouts']);
  const data = useMemo(
    () => statusIds.map((id) => ({ value: id, label: t(`payouts:${kind}Status.${id}`) })),
    [kind, statusIds, t],
  );
  return (
    <MultiSelect<number>
      label={label}
      placeholder={value.length === 0 ? t('status.placeholder') : undefined}
      data={data}
      value={[...value]}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('status.clear') }}
      miw={miw}
    />
  );
}

export interface TransferStatusSelectProps extends StatusMultiSelectProps {
  /** 'transaction' reads "Transaction status" (the report, whose rows are transactions). */
  readonly labelled?: 'status' | 'transaction';
}

/** Transfer statuses 1–5 (spec 01 section 4): the transactions and report filters. */
export function TransferStatusSelect({ labelled = 'status', ...props }: TransferStatusSelectProps) {
  const { t } = useTranslation('filters');
  return <StatusMultiSelect kind="transfer" label={labelled === 'transaction' ? t('status.transactionLabel') : t('status.label')} {...props} />;
}

/** Payroll statuses 0–9 (spec 01 section 4): the payout list's filter. */
export function PayrollStatusSelect(props: StatusMultiSelectProps) {
  const { t } = useTranslation('filters');
  return <StatusMultiSelect kind="payroll" label={t('status.label')} {...props} />;
}
