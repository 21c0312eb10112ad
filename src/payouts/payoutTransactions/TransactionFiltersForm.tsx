import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmountInput,
  countActiveFilters,
  CountrySelect,
  DateRangeFilter,
  FilterSheet,
  holdsUnreadableField,
  IdListInput,
  MerchantMultiSelect,
  TransferStatusSelect,
  type CountryOption,
  type DateRangeLimit,
  type MerchantOption,
} from '../../filters';
import { messageText } from '../../i18n/message';
import {
  TRANSFER_STATUS_IDS,
  validateTransactionFilters,
  type FilterErrors,
  type FilterField,
  type TransactionListFilters,
} from './transactionFilters';

interface TransactionFiltersFormProps {
  /** The filters of the list now (saved, or the defaults): where the form starts. */
  readonly initial: TransactionListFilters;
  readonly companies: readonly MerchantOption[];
  readonly countries: readonly CountryOption[];
  readonly limit: DateRangeLimit | null;
  readonly busy: boolean;
  readonly onFilter: (filters: TransactionListFilters) => void;
}

/**
 * The payout transactions filters. The form holds what the user types; Filter checks it and
 * hands valid filters to the list. A refused value stays as typed, with its message.
 */
export function TransactionFiltersForm({ initial, companies, countries, limit, busy, onFilter }: TransactionFiltersFormProps) {
  const { t } = useTranslation(['payoutTransactions', 'payouts']);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FilterErrors>({});

  const set = <K extends keyof TransactionListFilters>(key: K, value: TransactionListFilters[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key as FilterField]: undefined }));
  };
  const shown = (message: FilterErrors[FilterField]) => (message ? messageText(t, message) : undefined);
  // The phone's toggle counts the filters the list applied (its query), not what is typed.
  const ignore = (['companyIds', 'countryId'] as const).filter((key) => (key === 'companyIds' ? companies : countries).length <= 1);
  const active = countActiveFilters(initial, { now: new Date(), limit, ignore });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (holdsUnreadableField(event.currentTarget as HTMLFormElement)) return;
    const found = validateTransactionFilters(form);
    setErrors(found);
    if (Object.keys(found).length === 0) onFilter(form);
  };

  return (
    <FilterSheet count={active}>
      <form data-filters onSubmit={submit} noValidate aria-label={t('filters.label')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <DateRangeFilter value={form.dateRange} onChange={(value) => set('dateRange', value)} limit={limit} />
          <MerchantMultiSelect companies={companies} value={[...form.companyIds]} onChange={(value) => set('companyIds', value)} />
          <TransferStatusSelect statusIds={TRANSFER_STATUS_IDS} value={form.statusIds} onChange={(value) => set('statusIds', value)} />
          <CountrySelect countries={countries} value={form.countryId} onChange={(value) => set('countryId', value)} />
          <TextInput label={t('filters.vatId')} value={form.vatId} onChange={(e) => set('vatId', e.currentTarget.value)} autoComplete="off" />
          <TextInput label={t('filters.name')} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} autoComplete="off" />
          <TextInput
            label={t('filters.payrollId')}
            value={form.payrollId}
            onChange={(e) => set('payrollId', e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            error={shown(errors.payrollId)}
          />
          <AmountInput value={form.amount} onChange={(value) => set('amount', value)} error={shown(errors.amount)} />
          <TextInput
            label={t('filters.creditNote')}
            value={form.creditNote}
            onChange={(e) => set('creditNote', e.currentTarget.value)}
            autoComplete="off"
          />
          <IdListInput value={form.ids} onChange={(value) => set('ids', value)} error={shown(errors.ids)} />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit" loading={busy}>
            {t('filters.submit')}
          </Button>
        </Group>
      </form>
    </FilterSheet>
  );
}
