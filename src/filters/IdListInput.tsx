import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sanitizeIdList } from './sanitize';
import { useSanitizedChange } from './useSanitizedChange';

export { toIdList } from './sanitize';

export interface IdListInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Digits and single commas, e.g. '1021,1022'; read the ids with `toIdList`. */
  value: string;
  onChange: (value: string) => void;
}

/** Id-list text filter: keeps digits and commas, repeated commas collapsed ('1,,2' → '1,2'). */
export function IdListInput({ value, onChange, label, placeholder, description, ...rest }: IdListInputProps) {
  const { t } = useTranslation('filters');
  const handleChange = useSanitizedChange(sanitizeIdList, onChange);
  return (
    <TextInput
      label={label ?? t('idList.label')}
      placeholder={placeholder ?? t('idList.placeholder')}
      description={description ?? t('idList.description')}
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={value}
      onChange={handleChange}
    />
  );
}
