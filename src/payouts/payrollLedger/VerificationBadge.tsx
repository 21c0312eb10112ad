import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A payroll's verdict: every transition of its ledger legal in payrollLifecycle, or not. */
export function VerificationBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('payrollLedger');
  return (
    <Badge color={verified ? 'green' : 'red'} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {verified ? t('verdict.verified') : t('verdict.notVerified')}
    </Badge>
  );
}
