import { Button, MultiSelect, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** At most this many merchants in a filter unless a screen says otherwise. */
export const MAX_MERCHANTS = 7;

export interface MerchantOption {
  pk: number;
  name: string;
}

export interface MerchantMultiSelectProps {
  companies: readonly MerchantOption[];
  /** Selected company pks. */
  value: number[];
  onChange: (value: number[]) => void;
  /** Maximum selection; 7 when left out, `null` for no maximum (then 'Select all' is offered). */
  max?: number | null;
}

/**
 * Merchant filter. Renders nothing for a user with one company or none (there is nothing to
 * choose). Trying to pick more than the maximum shows 'You can select up to 7 merchants.'.
 */
export function MerchantMultiSelect({ companies, value, onChange, max = MAX_MERCHANTS }: MerchantMultiSelectProps) {
  const { t } = useTranslation('filters');
  const [overLimit, setOverLimit] = useState(false);
  const data = useMemo(() => companies.map((company) => ({ value: company.pk, label: company.name })), [companies]);

  if (companies.length <= 1) return null;

  const change = (next: number[]) => {
    setOverLimit(false);
    onChange(next);
  };
  const allSelected = companies.every((company) => value.includes(company.pk));

  return (
    <Stack gap={4}>
      <MultiSelect<number>
        label={t('merchants.label')}
        placeholder={value.length === 0 ? t('merchants.placeholder') : undefined}
        data={data}
        value={value}
        onChange={change}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('merchants.clear') }}
        nothingFoundMessage={t('merchants.nothingFound')}
        maxValues={max ?? undefined}
        onMaxValues={() => setOverLimit(true)}
        error={overLimit && max !== null ? t('merchants.limit', { max }) : undefined}
      />
      {max === null && (
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          disabled={allSelected}
          onClick={() => change(companies.map((company) => company.pk))}
        >
          {t('merchants.selectAll')}
        </Button>
      )}
    </Stack>
  );
}
