import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A payroll (payout) number: digits only, as the user types or pastes. */
export function PayrollNumberInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('payouts');
  return (
    <TextInput
      label={t('payrollNumber')}
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
    />
  );
}
