import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAmountText } from './useAmountText';

export interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The API's format whatever the language: digits with at most one decimal point, e.g. '1234.5'. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Amount text filter in the user's language (see useAmountText): in English '12a.3.4' → '12.34';
 * in Spanish '1500,50' gives '1500.50' and a dot is refused with a hint. While the hint shows,
 * the field is marked unreadable, so its form holds Filter (holdsUnreadableField).
 */
export function AmountInput({ value, onChange, label, placeholder, error, ...rest }: AmountInputProps) {
  const { t } = useTranslation('filters');
  const amount = useAmountText(value, onChange);
  return (
    <TextInput
      label={label ?? t('amount.label')}
      placeholder={placeholder ?? t('amount.placeholder')}
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      data-unreadable={amount.hint ? true : undefined}
      error={amount.hint ?? error}
      value={amount.text}
      onChange={amount.onChange}
    />
  );
}

/**
 * Whether a filter form must wait: a field holds text it cannot read (a Spanish amount typed
 * with a dot), so applying now would silently drop what was typed. Focuses that field, whose
 * hint says what to change.
 */
export function holdsUnreadableField(form: HTMLFormElement): boolean {
  const field = form.querySelector<HTMLInputElement>('[data-unreadable]');
  field?.focus();
  return field !== null;
}
