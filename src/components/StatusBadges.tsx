import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { transferStatusLabel } from './transferStatus';

/** In an auto-sized table a badge would shrink to an ellipsis; it keeps its whole label. */
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

const PAYROLL_COLORS: Record<number, string> = {
  0: 'red',
  1: 'gray',
  2: 'blue',
  3: 'red',
  4: 'yellow',
  5: 'teal',
  6: 'orange',
  7: 'green',
  8: 'red',
  9: 'gray',
};

/** Payroll status 0–9 (spec 01 section 4) in the user's language; another id as 'Status N'. */
export const payrollStatusLabel = (t: TFunction, statusId: number): string =>
  t(`payouts:payrollStatus.${statusId}`, { defaultValue: t('payouts:payrollStatus.unknown', { id: statusId }) });

/** Payroll status 0–9 (spec 01 section 4), labelled in the user's language. */
export function PayrollStatusBadge({ statusId }: { statusId: number }) {
  const { t } = useTranslation('payouts');
  return (
    <Badge color={PAYROLL_COLORS[statusId] ?? 'gray'} variant="light" style={WHOLE}>
      {payrollStatusLabel(t, statusId)}
    </Badge>
  );
}

const TRANSFER_COLORS: Record<number, string> = { 1: 'blue', 2: 'teal', 3: 'orange', 4: 'red', 5: 'green' };

/** Transaction transfer status 1–5 (spec 01 section 4); another id by the server's description. */
export function TransferStatusBadge({ status, description }: { status: number; description?: string | null }) {
  const { t } = useTranslation('payouts');
  return (
    <Badge color={TRANSFER_COLORS[status] ?? 'gray'} variant="light" style={WHOLE}>
      {transferStatusLabel(t, status, description)}
    </Badge>
  );
}
