import { businessDayOf } from '../platform/businessToday';
import { formatDisplayDate } from './date';

/**
 * The day of an API instant as dd/MM/yyyy, read in the business time zone: the day the lists'
 * date filters find it by (docs/decisions.md, "One business time zone"). A date alone names no
 * zone, so it must be the day the filters mean; a time shown with it stays in UTC, labelled.
 * Its own module: only the lists that show such dates carry the zone's formatter.
 */
export const formatBusinessDate = (instant: string): string => formatDisplayDate(businessDayOf(instant));
