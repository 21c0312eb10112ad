import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatePickerInput } from '@mantine/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE_FORMAT } from '@app/format/date';
import { dateRangeBounds, type DateRange, type DateRangeLimit } from './dateRange';

export interface DateRangeFilterProps {
  /** 'YYYY-MM-DD' ends; start a form with `defaultDateRange(now, limit)`. */
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** The merchant's date_range_limit_settings; no minimum date without it. */
  limit?: DateRangeLimit | null;
  /** Today, for tests; defaults to the current date. */
  now?: Date;
  /** What the dates are of ('Payment date'); 'Date range' by default. */
  label?: string;
}

/** Date range filter: dd/MM/yyyy, up to today, not before the merchant's limit, clearable. */
export function DateRangeFilter({ value, onChange, limit, now, label }: DateRangeFilterProps) {
  const { t, i18n } = useTranslation('filters');
  const { minDate, maxDate } = dateRangeBounds(limit, now ?? new Date());
  // One id for the field and its popover, so the calendar dialog is named by the field (the
  // popover's own id would label it with an element that does not exist; axe: aria-dialog-name).
  const id = useId();
  return (
    <DatePickerInput
      id={id}
      popoverProps={{ id }}
      // Days of the next and previous months would be buttons too faint to read (axe: contrast).
      hideOutsideDates
      // Weekends are drawn in red, under 4.5:1 on a selected range; they mean nothing here.
      weekendDays={[]}
      type="range"
      label={label ?? t('dateRange.label')}
      placeholder={t('dateRange.placeholder')}
      valueFormat={DISPLAY_DATE_FORMAT}
      locale={i18n.language}
      value={value}
      onChange={onChange}
      minDate={minDate}
      maxDate={maxDate}
      allowSingleDateInRange
      clearable
      clearButtonProps={{ 'aria-label': t('dateRange.clear') }}
      ariaLabels={{
        monthLevelControl: t('dateRange.monthLevelControl'),
        yearLevelControl: t('dateRange.yearLevelControl'),
        nextMonth: t('dateRange.nextMonth'),
        previousMonth: t('dateRange.previousMonth'),
        nextYear: t('dateRange.nextYear'),
        previousYear: t('dateRange.previousYear'),
        nextDecade: t('dateRange.nextDecade'),
        previousDecade: t('dateRange.previousDecade'),
      }}
    />
  );
}
