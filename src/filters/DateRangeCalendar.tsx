/**
 * The calendar of the date range filter, loaded when the field is first opened or pointed at
 * (DateRangeFilter.tsx): @mantine/dates' calendar, its stylesheet and the Spanish day and
 * month names are most of a list page's filter code, and a list is usually read before it is
 * filtered by date.
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatePicker, type DatePickerProps } from '@mantine/dates';

export default function DateRangeCalendar(props: Omit<DatePickerProps<'range'>, 'type'>) {
  // `__stopPropagation` is what DatePickerInput passes its calendar inside a popover: keys
  // the calendar handles (Escape, arrows) do not also reach the page's shortcuts.
  return <DatePicker type="range" {...props} {...({ __stopPropagation: true } as object)} />;
}
