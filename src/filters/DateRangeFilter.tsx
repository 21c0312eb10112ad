import { Center, Input, Loader, Popover } from '@mantine/core';
import { getFormattedDate, useDatesContext } from '@mantine/dates';
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
 * DatePickerInput's field, drawn as its PickerInputBase draws it in a popover (a button-like
 * input, the clear button, the calendar below), with the calendar loaded on demand: the field
 * is on every list's first paint, the calendar only once someone opens it (docs/decisions.md,
 * "The date range calendar loads on demand"). Not PickerInputBase itself: it also imports
 * Modal (for its modal mode) and with it react-remove-scroll, 7.8 KB gzip on every list's first
 * load, which the phone layouts needed (issue 27).
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
  // As DatePickerInput does: closing on a lone first day drops it (a range needs both).
  const close = () => {
    if (value[0] && !value[1]) onChange([null, null]);
    dropdown.close();
  };
  return (
    <Input.Wrapper id={id} label={label ?? t('dateRange.label')}>
      <Popover id={id} position="bottom-start" opened={opened} trapFocus returnFocus={false} onChange={(open) => !open && close()}>
        <Popover.Target>
          <Input
            id={id}
            component="button"
            type="button"
            multiline
            data-dates-input
            classNames={{ input: classes.input }}
            onClick={dropdown.toggle}
            // Start fetching the calendar when the user reaches for the field.
            onPointerEnter={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
            rightSection={value[0] ? <Input.ClearButton aria-label={t('dateRange.clear')} onClick={() => choose([null, null])} /> : undefined}
            rightSectionPointerEvents="all"
            __staticSelector="DatePickerInput"
          >
            {formatted || <Input.Placeholder>{t('dateRange.placeholder')}</Input.Placeholder>}
          </Input>
        </Popover.Target>
        <Popover.Dropdown data-dates-dropdown>
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
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
