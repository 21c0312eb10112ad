import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The option that stands for "any currency": spec 02's first option, 'Select a currency'. */
const ANY = 'any';

/**
 * The currency filter of the balance screens: 'Select a currency' first (any currency, the
 * default), then the reference data's currencies. Choosing the first option again is how a
 * keyboard user goes back to every currency.
 */
export function CurrencyFilter({ currencies, value, onChange }: { currencies: readonly string[]; value: string | null; onChange: (currency: string | null) => void }) {
  const { t } = useTranslation('settlements');
  return (
    <Select
      label={t('filters.currency')}
      data={[{ value: ANY, label: t('filters.selectCurrency') }, ...currencies.map((code) => ({ value: code, label: code }))]}
      value={value ?? ANY}
      onChange={(chosen) => onChange(chosen === null || chosen === ANY ? null : chosen)}
      allowDeselect={false}
      w={170}
    />
  );
}
