import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface CountryOption {
  readonly id: number;
  readonly name: string;
}

/** 'el salvador' → 'El Salvador' (spec: country names are shown capitalised). */
const capitalise = (name: string): string =>
  name.toLocaleLowerCase().replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toLocaleUpperCase());

export interface CountrySelectProps {
  readonly countries: readonly CountryOption[];
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
}

/**
 * Country filter, one country or any. Renders nothing for a user with one country or none
 * (there is nothing to choose), like the merchant filter.
 */
export function CountrySelect({ countries, value, onChange }: CountrySelectProps) {
  const { t } = useTranslation('filters');
  const data = useMemo(() => countries.map((country) => ({ value: country.id, label: capitalise(country.name) })), [countries]);
  if (countries.length <= 1) return null;
  return (
    <Select<number>
      label={t('country.label')}
      placeholder={t('country.placeholder')}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('country.clear') }}
    />
  );
}
