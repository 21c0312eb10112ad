import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = { 1: 'blue', 2: 'yellow', 3: 'green', 4: 'red', 5: 'gray', 6: 'grape' };

/** Payment status 1–6 (spec 02 section 4), named in the user's language. */
export function PaymentStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('paymentDetail');
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`status.${status}`, { defaultValue: t('status.unknown', { id: status }) })}
    </Badge>
  );
}
