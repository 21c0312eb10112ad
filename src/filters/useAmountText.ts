import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount, sanitizeSpanishAmount, spanishAmountText, spanishAmountValue } from './sanitize';
import { useSanitizedChange } from './useSanitizedChange';

export interface AmountText {
  /** What the field shows. */
  readonly text: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The hint to show under the field while the text cannot be read as an amount, else undefined. */
  readonly hint: string | undefined;
}

/**
 * An amount field in the user's language; `value` and `onChange` always carry the API's
 * format ('1500.50'). English cleans the text with `sanitizeEnglish`, as before. Spanish takes a
 * decimal comma ('1500,50') and refuses a dot with a hint instead of reading it as thousands
 * or as decimals: while the text holds one, the value is empty, so no amount is sent.
 */
export function useAmountText(value: string, onChange: (value: string) => void, sanitizeEnglish = sanitizeAmount): AmountText {
  const { t, i18n } = useTranslation('filters');
  const spanish = (i18n.resolvedLanguage ?? i18n.language) === 'es';
  const [typed, setTyped] = useState(() => spanishAmountText(value));
  const englishChange = useSanitizedChange(sanitizeEnglish, onChange);
  const spanishChange = useSanitizedChange(sanitizeSpanishAmount, (text) => {
    setTyped(text);
    onChange(spanishAmountValue(text) ?? '');
  });
  if (!spanish) return { text: value, onChange: englishChange, hint: undefined };
  // The form may change the value itself (a reset, filters read from the address): show it then.
  const text = (spanishAmountValue(typed) ?? '') === value ? typed : spanishAmountText(value);
  return { text, onChange: spanishChange, hint: spanishAmountValue(text) === null ? t('amount.dotRefused') : undefined };
}
