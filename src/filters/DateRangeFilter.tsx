import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatePickerInput } from '@mantine/dates';
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
}

/** Date range filter: dd/MM/yyyy, up to today, not before the merchant's limit, clearable. */
export function DateRangeFilter({ value, onChange, limit, now }: DateRangeFilterProps) {
  const { t, i18n } = useTranslation('filters');
  const { minDate, maxDate } = dateRangeBounds(limit, now ?? new Date());
  return (
    <DatePickerInput
      type="range"
      label={t('dateRange.label')}
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
