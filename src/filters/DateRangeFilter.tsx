import { Center, Loader } from '@mantine/core';
import { getFormattedDate, PickerInputBase, useDatesContext } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_DATE_FORMAT } from '../format/date';
import { useCalendarLabels } from './calendarLabels';
import { dateRangeBounds, type DateRange, type DateRangeLimit } from './dateRange';
import classes from './DateRangeFilter.module.css';
import { withRetries } from '../platform/lazyPage';

const loadCalendar = withRetries(() => import('./DateRangeCalendar'));
const DateRangeCalendar = lazy(loadCalendar);

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

/**
 * Date range filter: dd/MM/yyyy, up to today, not before the merchant's limit, clearable.
 * DatePickerInput's own field (PickerInputBase) with its calendar loaded on demand: the field
 * is on every list's first paint, the calendar only once someone opens it (docs/decisions.md,
 * "The date range calendar loads on demand").
 */
export function DateRangeFilter({ value, onChange, limit, now, label }: DateRangeFilterProps) {
  const { t, i18n } = useTranslation('filters');
  const ariaLabels = useCalendarLabels();
  const dates = useDatesContext();
  const [opened, dropdown] = useDisclosure(false);
  const { minDate, maxDate } = dateRangeBounds(limit, now ?? new Date());
  // One id for the field and its popover, so the calendar dialog is named by the field (the
  // popover's own id would label it with an element that does not exist; axe: aria-dialog-name).
  const id = useId();
  const formatted = getFormattedDate({
    type: 'range',
    date: value,
    locale: dates.getLocale(i18n.language),
    format: DISPLAY_DATE_FORMAT,
    labelSeparator: dates.getLabelSeparator(),
  });
  const choose = (next: DateRange) => {
    // As DatePickerInput does: the second day closes the calendar.
    if (next[0] && next[1]) dropdown.close();
    onChange(next);
  };
  return (
    <PickerInputBase
      id={id}
      popoverProps={{ id }}
      type="range"
      label={label ?? t('dateRange.label')}
      placeholder={t('dateRange.placeholder')}
      classNames={{ input: classes.input }}
      formattedValue={formatted}
      dropdownOpened={opened}
      dropdownHandlers={dropdown}
      dropdownType="popover"
      value={value}
      shouldClear={!!value[0]}
      onClear={() => choose([null, null])}
      clearable
      clearButtonProps={{ 'aria-label': t('dateRange.clear') }}
      // Start fetching the calendar when the user reaches for the field.
      onPointerEnter={() => void loadCalendar()}
      onFocus={() => void loadCalendar()}
      __staticSelector="DatePickerInput"
    >
      <Suspense
        fallback={
          <Center w={252} h={280}>
            <Loader size="sm" aria-label={t('dateRange.loading')} role="status" />
          </Center>
        }
      >
        <DateRangeCalendar
          // Days of the next and previous months would be buttons too faint to read (axe: contrast).
          hideOutsideDates
          // Weekends are drawn in red, under 4.5:1 on a selected range; they mean nothing here.
          weekendDays={[]}
          locale={i18n.language}
          value={value}
          onChange={choose}
          defaultDate={value[0] ?? maxDate}
          minDate={minDate}
          maxDate={maxDate}
          allowSingleDateInRange
          ariaLabels={ariaLabels}
        />
      </Suspense>
    </PickerInputBase>
  );
}
