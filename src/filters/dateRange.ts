/**
 * Pure rules of the date range filter. Dates are 'YYYY-MM-DD' strings (the value type of
 * Mantine 9 date pickers, the API date format and the stored form). 'Today' is the business
 * day (src/platform/config.ts), whatever zone the browser is in.
 */
import * as v from 'valibot';
import { daysBefore } from '@machines/shared/businessDay';
import { businessToday } from '../platform/businessToday';
import { API_DATE_FORMAT, toDayjs } from '../format/date';

/** [from, to]; either end may be empty while the user picks or after clearing. */
export type DateRange = [string | null, string | null];

/** The merchant's date_range_limit_settings. */
export interface DateRangeLimit {
  enabled: boolean;
  max_days_range?: number | null;
}

/** Default range: the last 15 days (today minus 15 to today). */
const DEFAULT_RANGE_DAYS = 15;
/** Used when the limit is enabled without a usable max_days_range. */
const DEFAULT_MAX_DAYS_RANGE = 120;

/** Days back from today allowed by the limit, or null when there is no limit. */
export function maxDaysBack(limit: DateRangeLimit | null | undefined): number | null {
  if (!limit?.enabled) return null;
  const days = limit.max_days_range;
  return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : DEFAULT_MAX_DAYS_RANGE;
}

/** Selectable days: up to today; from today minus max_days_range when the limit is on. */
export function dateRangeBounds(
  limit: DateRangeLimit | null | undefined,
  now: Date = new Date(),
): { minDate: string | undefined; maxDate: string } {
  const today = businessToday(now);
  const back = maxDaysBack(limit);
  return { minDate: back === null ? undefined : daysBefore(today, back), maxDate: today };
}

/** Moves each end of the range inside the bounds; invalid ends become empty. */
export function clampDateRange(
  range: DateRange,
  limit: DateRangeLimit | null | undefined,
  now: Date = new Date(),
): DateRange {
  const { minDate, maxDate } = dateRangeBounds(limit, now);
  const clamp = (value: string | null): string | null => {
    const date = toDayjs(value);
    if (!date) return null;
    const text = date.format(API_DATE_FORMAT);
    // 'YYYY-MM-DD' strings compare in calendar order.
    if (minDate !== undefined && text < minDate) return minDate;
    return text > maxDate ? maxDate : text;
  };
  return [clamp(range[0]), clamp(range[1])];
}

/** A list's filters with their date range held inside the merchant's limit (every list page sends these). */
export const withinLimit = <F extends { readonly dateRange: DateRange }>(
  filters: F,
  limit: DateRangeLimit | null | undefined,
  now: Date,
): F => ({ ...filters, dateRange: clampDateRange(filters.dateRange, limit, now) });

/** The last 15 days up to today, starting no earlier than the limit allows. */
export function defaultDateRange(now: Date = new Date(), limit?: DateRangeLimit | null): DateRange {
  const today = businessToday(now);
  return clampDateRange([daysBefore(today, DEFAULT_RANGE_DAYS), today], limit, now);
}

const apiDate = v.nullable(v.pipe(v.string(), v.isoDate()));

/** Schema of a stored date range, for `loadFilters`. */
export const dateRangeSchema = v.tuple([apiDate, apiDate]);
