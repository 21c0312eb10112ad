import { Button, Group, SimpleGrid } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../components/exports/ExportButton';
import {
  countActiveFilters,
  CountrySelect,
  DateRangeFilter,
  FilterSheet,
  MerchantMultiSelect,
  TransferStatusSelect,
  type CountryOption,
  type DateRangeLimit,
  type MerchantOption,
} from '../../filters';
import { REPORT_STATUS_IDS, type ReportListFilters } from './reportFilters';

interface ReportFiltersFormProps {
  readonly initial: ReportListFilters;
  readonly companies: readonly MerchantOption[];
  readonly countries: readonly CountryOption[];
  readonly limit: DateRangeLimit | null;
  readonly filtering: boolean;
  readonly exporting: boolean;
  readonly onFilter: (filters: ReportListFilters) => void;
  /** Exports what the form shows now, applied or not. */
  readonly onExport: (filters: ReportListFilters) => void;
}

/** The report's filters with Filter (the table) and Export (a file, or an e-mail). */
export function ReportFiltersForm({ initial, companies, countries, limit, filtering, exporting, onFilter, onExport }: ReportFiltersFormProps) {
  const { t } = useTranslation(['payoutReport', 'payouts']);
  const [form, setForm] = useState(initial);
  const set = <K extends keyof ReportListFilters>(key: K, value: ReportListFilters[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  // The phone's toggle counts the filters the list applied (its query), not what is typed.
  const ignore = (['companyIds', 'countryId'] as const).filter((key) => (key === 'companyIds' ? companies : countries).length <= 1);
  const active = countActiveFilters(initial, { now: new Date(), limit, ignore });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(form);
  };

  return (
    <FilterSheet count={active}>
      <form data-filters onSubmit={submit} noValidate aria-label={t('filters.label')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <DateRangeFilter value={form.dateRange} onChange={(value) => set('dateRange', value)} limit={limit} />
          <MerchantMultiSelect companies={companies} value={[...form.companyIds]} onChange={(value) => set('companyIds', value)} />
          <TransferStatusSelect
            labelled="transaction"
            statusIds={REPORT_STATUS_IDS}
            value={form.statusIds}
            onChange={(value) => set('statusIds', value)}
          />
          <CountrySelect countries={countries} value={form.countryId} onChange={(value) => set('countryId', value)} />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit" loading={filtering}>
            {t('filters.submit')}
          </Button>
          <ExportButton variant="light" exporting={exporting} onExport={() => onExport(form)} />
        </Group>
      </form>
    </FilterSheet>
  );
}
