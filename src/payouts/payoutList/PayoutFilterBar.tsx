import { Button, Group, Select } from '@mantine/core';
import { memo, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countActiveFilters,
  CountrySelect,
  DateRangeFilter,
  FilterSheet,
  MerchantMultiSelect,
  PayrollStatusSelect,
  type CountryOption,
  type DateRange,
  type DateRangeLimit,
  type MerchantOption,
} from '../../filters';
import { PAGE_SIZES, PAYROLL_STATUS_IDS, type PayoutListFilters } from './payoutListFilters';

export interface PayoutFilterBarProps {
  /** The filters of the list's current query: the form starts from them. */
  readonly initial: PayoutListFilters;
  readonly companies: readonly MerchantOption[];
  readonly countries: readonly CountryOption[];
  readonly limit: DateRangeLimit | null;
  readonly pageSize: number;
  readonly onFilter: (filters: PayoutListFilters) => void;
  readonly onPageSize: (size: number) => void;
}

/**
 * The list's filters (spec 01 section 2): they apply when the user presses Filter; the page
 * size applies at once. Merchants show with more than one company, countries with more
 * than one country.
 */
// Memoised: ticking a row re-renders the list page, and this form need not follow.
export const PayoutFilterBar = memo(function PayoutFilterBar({ initial, companies, countries, limit, pageSize, onFilter, onPageSize }: PayoutFilterBarProps) {
  const { t } = useTranslation(['payoutList', 'payouts']);
  const [dateRange, setDateRange] = useState<DateRange>(initial.dateRange);
  const [companyIds, setCompanyIds] = useState<number[]>([...initial.companyIds]);
  const [statusIds, setStatusIds] = useState<number[]>([...initial.statusIds]);
  const [countryId, setCountryId] = useState<number | null>(initial.countryId);

  const sizeData = useMemo(() => PAGE_SIZES.map((size) => ({ value: size, label: String(size) })), []);
  // The phone's toggle counts the filters the list applied (its query), not what is typed.
  const active = countActiveFilters(initial, { now: new Date(), limit, ignore: hiddenFilters(companies.length, countries.length) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ dateRange, companyIds, statusIds, countryId: countries.length > 1 ? countryId : null });
  };

  return (
    <FilterSheet count={active}>
      <form data-filters onSubmit={submit} aria-label={t('filters.label')}>
        <Group align="flex-end" gap="sm">
          <DateRangeFilter value={dateRange} onChange={setDateRange} limit={limit} />
          <MerchantMultiSelect companies={companies} value={companyIds} onChange={setCompanyIds} />
          <PayrollStatusSelect statusIds={PAYROLL_STATUS_IDS} value={statusIds} onChange={setStatusIds} miw={200} />
          <CountrySelect countries={countries} value={countryId} onChange={setCountryId} />
          <Button type="submit">{t('filters.submit')}</Button>
          <Select<number>
            label={t('filters.pageSize')}
            data={sizeData}
            value={pageSize}
            onChange={(size) => size !== null && size !== pageSize && onPageSize(size)}
            allowDeselect={false}
            w={120}
          />
        </Group>
      </form>
    </FilterSheet>
  );
});

/** Filters the bar does not show (one company, one country): the toggle does not count them. */
function hiddenFilters(companies: number, countries: number): (keyof PayoutListFilters)[] {
  return [...(companies > 1 ? [] : (['companyIds'] as const)), ...(countries > 1 ? [] : (['countryId'] as const))];
}
