import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput, countActiveFilters, DateRangeFilter, FilterSheet, holdsUnreadableField, type DateRangeLimit } from '../../filters';
import { messageText } from '../../i18n/message';
import { validateVoucherFilters, type VoucherFilterErrors, type VoucherListFilters } from './voucherFilters';

interface VoucherFiltersFormProps {
  /** The list's filters now (saved, or the defaults): where the form starts. */
  readonly initial: VoucherListFilters;
  readonly limit: DateRangeLimit | null;
  readonly busy: boolean;
  readonly onFilter: (filters: VoucherListFilters) => void;
}

/**
 * The vouchers report's filters (spec 02 section 2). The form holds what is typed; Filter
 * checks it and hands it to the list. A refused amount stays as typed, with its message.
 */
export function VoucherFiltersForm({ initial, limit, busy, onFilter }: VoucherFiltersFormProps) {
  const { t } = useTranslation('payoutVouchers');
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<VoucherFilterErrors>({});

  const set = <K extends keyof VoucherListFilters>(key: K, value: VoucherListFilters[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key === 'amount' && errors.amount) setErrors({});
  };

  // The phone's toggle counts the filters the list applied (its query), not what is typed; by
  // default the vouchers take every date.
  const active = countActiveFilters(initial, { now: new Date(), defaultRange: [null, null] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (holdsUnreadableField(event.currentTarget as HTMLFormElement)) return;
    const found = validateVoucherFilters(form);
    setErrors(found);
    if (!found.amount) onFilter(form);
  };

  return (
    <FilterSheet count={active}>
      <form data-filters onSubmit={submit} noValidate aria-label={t('filters.label')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" verticalSpacing="xs">
          <TextInput label={t('filters.rut')} value={form.rut} onChange={(e) => set('rut', e.currentTarget.value)} autoComplete="off" />
          <TextInput label={t('filters.name')} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} autoComplete="off" />
          <TextInput label={t('filters.bank')} value={form.bank} onChange={(e) => set('bank', e.currentTarget.value)} autoComplete="off" />
          <AmountInput
            label={t('filters.amount')}
            value={form.amount}
            onChange={(value) => set('amount', value)}
            error={errors.amount ? messageText(t, errors.amount) : undefined}
          />
          <DateRangeFilter label={t('filters.dates')} value={form.dateRange} onChange={(value) => set('dateRange', value)} limit={limit} />
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
