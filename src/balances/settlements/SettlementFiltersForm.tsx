import { Button, Group, TextInput } from '@mantine/core';
import { CurrencyFilter } from '../shared/CurrencyFilter';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput, countActiveFilters, DateRangeFilter, FilterSheet, holdsUnreadableField, MerchantMultiSelect, type DateRange, type MerchantOption } from '../../filters';
import type { SettlementFilters } from '../shared/screenFilters';

export interface SettlementFiltersFormProps {
  readonly initial: SettlementFilters;
  readonly companies: readonly MerchantOption[];
  readonly currencies: readonly string[];
  readonly busy: boolean;
  readonly onFilter: (filters: SettlementFilters) => void;
}

/** Spec 02 section 2: currency, deposit dates, merchants (max 7), document, bill and amount; applied by Filter. */
export function SettlementFiltersForm({ initial, companies, currencies, busy, onFilter }: SettlementFiltersFormProps) {
  const { t } = useTranslation('settlements');
  const [currency, setCurrency] = useState<string | null>(initial.currency);
  const [dateRange, setDateRange] = useState<DateRange>(initial.dateRange);
  const [companyIds, setCompanyIds] = useState<number[]>([...initial.companyIds]);
  const [documentId, setDocumentId] = useState(initial.documentId);
  const [accountId, setAccountId] = useState(initial.accountId);
  const [amount, setAmount] = useState(initial.amount);

  // The phone's toggle counts the filters the list applied (its query), not what is typed.
  const active = countActiveFilters(initial, { now: new Date(), ignore: companies.length > 1 ? [] : ['companyIds'] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (holdsUnreadableField(event.currentTarget as HTMLFormElement)) return;
    onFilter({ currency, dateRange, companyIds, documentId: documentId.trim(), accountId: accountId.trim(), amount });
  };

  return (
    <FilterSheet count={active}>
      <form data-filters onSubmit={submit} noValidate aria-label={t('filters.label')}>
        <Group align="flex-end" gap="sm">
          <CurrencyFilter currencies={currencies} value={currency} onChange={setCurrency} />
          <DateRangeFilter value={dateRange} onChange={setDateRange} />
          <MerchantMultiSelect companies={companies} value={companyIds} onChange={setCompanyIds} />
          <TextInput label={t('filters.document')} value={documentId} onChange={(event) => setDocumentId(event.currentTarget.value)} w={160} />
          <TextInput label={t('filters.bill')} value={accountId} onChange={(event) => setAccountId(event.currentTarget.value)} w={160} />
          <AmountInput label={t('filters.amount')} value={amount} onChange={setAmount} w={150} />
          <Button type="submit" loading={busy}>
            {t('filters.submit')}
          </Button>
        </Group>
      </form>
    </FilterSheet>
  );
}
