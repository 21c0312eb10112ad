import { Button, Checkbox, Group, Select } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardQuery } from '../../api/calls/dashboards';
import { DateRangeFilter, type DateRange, type DateRangeLimit } from '../../filters';

export interface MetricsFilterBarProps {
  /** The query the figures on screen are for: the form starts from it. */
  readonly initial: DashboardQuery;
  readonly currencies: readonly string[];
  /** The currency shown when the query names none (the merchant's default). */
  readonly currency: string | null;
  readonly limit: DateRangeLimit | null;
  readonly onFilter: (query: DashboardQuery) => void;
  /** 'Convert currency to EUR' (dashboard only): applies at once, no request. */
  readonly toEur?: { readonly checked: boolean; readonly onChange: (checked: boolean) => void };
}

/** Currency, date range and Filter (spec 01 section 2), shared by the dashboard and the company summary. */
export function MetricsFilterBar({ initial, currencies, currency, limit, onFilter, toEur }: MetricsFilterBarProps) {
  const { t } = useTranslation('dashboard');
  const [dateRange, setDateRange] = useState<DateRange>([initial.from, initial.to]);
  const [chosen, setChosen] = useState<string | null>(initial.currency);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ from: dateRange[0], to: dateRange[1], currency: chosen ?? currency });
  };
  return (
    <form data-filters onSubmit={submit} aria-label={t('filter.label')}>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('filter.currency')}
          data={[...currencies]}
          value={chosen ?? currency}
          onChange={setChosen}
          allowDeselect={false}
          w={120}
        />
        <DateRangeFilter value={dateRange} onChange={setDateRange} limit={limit} />
        <Button type="submit">
          {t('filter.submit')}
        </Button>
        {toEur && (
          <Checkbox
            label={t('filter.toEur')}
            checked={toEur.checked}
            onChange={(event) => toEur.onChange(event.currentTarget.checked)}
            mb={8}
          />
        )}
      </Group>
    </form>
  );
}
