/**
 * How many of a list's filters are on (issue 27: the phone's filter sheet shows the number on its
 * toggle). Counted from the filters the list APPLIED (its query), never from what is typed: a
 * filter counts once when it differs from the list's default. The date range counts when it is not
 * the default range; any other filter counts when it holds something (a non-empty list of ids or
 * choices, a non-blank text, a chosen value).
 */
import { defaultDateRange, type DateRange, type DateRangeLimit } from './dateRange';

/** Whether one filter's value holds something: a non-empty list, a non-blank text, a value. */
export function isActiveValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const sameRange = (a: DateRange, b: DateRange): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * Whether a range is a list's default one: the last 15 days, as the list computes it with or
 * without the merchant's limit (some lists clamp their default, others only what is filtered).
 */
export function isDefaultDateRange(range: DateRange, now: Date, limit?: DateRangeLimit | null): boolean {
  return sameRange(range, defaultDateRange(now)) || (limit != null && sameRange(range, defaultDateRange(now, limit)));
}

export interface ActiveFilterOptions<F> {
  /** Today, for the default date range. */
  readonly now: Date;
  /** The merchant's date range limit, when the list has one. */
  readonly limit?: DateRangeLimit | null;
  /** The list's default range when it is not the last 15 days (the vouchers': every date). */
  readonly defaultRange?: DateRange;
  /** Filters the form does not show (one merchant, one country): never counted. */
  readonly ignore?: readonly (keyof F)[];
}

/** The number of a list's applied filters that are on (see the module's comment). */
export function countActiveFilters<F extends { readonly dateRange?: DateRange }>(filters: F, options: ActiveFilterOptions<F>): number {
  let count = 0;
  for (const key of Object.keys(filters) as (keyof F)[]) {
    if (options.ignore?.includes(key)) continue;
    const value = filters[key];
    if (key === 'dateRange') {
      const range = value as DateRange;
      const isDefault = options.defaultRange ? sameRange(range, options.defaultRange) : isDefaultDateRange(range, options.now, options.limit);
      if (!isDefault) count += 1;
    } else if (isActiveValue(value)) {
      count += 1;
    }
  }
  return count;
}
