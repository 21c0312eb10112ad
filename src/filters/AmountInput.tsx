import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount } from './sanitize';
import { useSanitizedChange } from './useSanitizedChange';

export interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Digits with at most one decimal point, e.g. '1234.5'. */
  value: string;
  onChange: (value: string) => void;
}

/** Amount text filter: keeps digits and one decimal point ('12a.3.4' → '12.34'). */
export function AmountInput({ value, onChange, label, placeholder, ...rest }: AmountInputProps) {
  const { t } = useTranslation('filters');
  const handleChange = useSanitizedChange(sanitizeAmount, onChange);
  return (
    <TextInput
      label={label ?? t('amount.label')}
      placeholder={placeholder ?? t('amount.placeholder')}
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={value}
      onChange={handleChange}
    />
  );
}
