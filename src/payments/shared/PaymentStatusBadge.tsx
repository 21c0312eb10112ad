import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<number, string> = { 1: 'gray', 2: 'teal', 3: 'green', 4: 'red', 5: 'orange', 6: 'violet' };

/** Payment status 1–6 (spec 02 section 4) in the user's language; another id as its number. */
export const paymentStatusLabel = (t: TFunction, status: number): string =>
  t(`payments:status.${status}`, { defaultValue: t('payments:status.unknown', { id: status }) });

/** A payment's status as a badge (paymentStatusLabel). */
export function PaymentStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {paymentStatusLabel(t, status)}
    </Badge>
  );
}
