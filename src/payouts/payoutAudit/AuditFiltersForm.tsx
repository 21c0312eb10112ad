import { Button, Group, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilters, DateRangeFilter, FilterSheet, MerchantMultiSelect, PayrollStatusSelect, type MerchantOption } from '../../filters';
import { eventLabel } from '../payrollLedger/ledgerTexts';
import { AUDIT_EVENTS, AUDIT_STATUS_IDS, type AuditFilters } from './auditFilters';

interface AuditFiltersFormProps {
  readonly initial: AuditFilters;
  readonly companies: readonly MerchantOption[];
  readonly busy: boolean;
  readonly onFilter: (filters: AuditFilters) => void;
}

/** Date range, merchants, user, event and resulting status; Filter hands them to the list. */
export function AuditFiltersForm({ initial, companies, busy, onFilter }: AuditFiltersFormProps) {
  const { t } = useTranslation(['payoutAudit', 'payrollLedger', 'filters']);
  const [form, setForm] = useState(initial);
  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => setForm((current) => ({ ...current, [key]: value }));
  const events = useMemo(() => AUDIT_EVENTS.map((event) => ({ value: event, label: eventLabel(t, event) })), [t]);
  // The phone's toggle counts the filters the list applied (its query), not what is typed.
  const active = countActiveFilters(initial, { now: new Date(), ignore: companies.length > 1 ? [] : ['companyIds'] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(form);
  };
  return (
    <FilterSheet count={active}>
      <form data-filters onSubmit={submit} noValidate aria-label={t('filters.label')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" verticalSpacing="xs">
          <DateRangeFilter value={form.dateRange} onChange={(value) => set('dateRange', value)} />
          <MerchantMultiSelect companies={companies} value={[...form.companyIds]} onChange={(value) => set('companyIds', value)} />
          <TextInput label={t('filters.user')} value={form.user} onChange={(e) => set('user', e.currentTarget.value)} autoComplete="off" />
          <MultiSelect
            label={t('filters.event')}
            placeholder={form.events.length === 0 ? t('filters.anyEvent') : undefined}
            data={events}
            value={[...form.events]}
            onChange={(value) => set('events', value as AuditFilters['events'])}
            clearable
            clearButtonProps={{ 'aria-label': t('filters.clearEvents') }}
          />
          <PayrollStatusSelect statusIds={AUDIT_STATUS_IDS} value={form.statusIds} onChange={(value) => set('statusIds', value)} />
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
