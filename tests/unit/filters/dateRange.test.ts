import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  clampDateRange,
  dateRangeBounds,
  dateRangeSchema,
  defaultDateRange,
  maxDaysBack,
} from '@app/filters/dateRange';

const now = new Date(2025, 2, 10, 16, 45); // 10 March 2025, afternoon, local time

describe('defaultDateRange', () => {
  it('is the last 15 days up to today', () => {
    expect(defaultDateRange(now)).toEqual(['2025-02-23', '2025-03-10']);
  });

  it('starts no earlier than the limit allows', () => {
    expect(defaultDateRange(now, { enabled: true, max_days_range: 5 })).toEqual(['2025-03-05', '2025-03-10']);
    expect(defaultDateRange(now, { enabled: false, max_days_range: 5 })).toEqual(['2025-02-23', '2025-03-10']);
  });
});

describe('in the business time zone (America/Santiago by default)', () => {
  // 22:30 in Santiago on 30 November 2026; UTC, and a browser on it, are on 1 December.
  const late = new Date('2026-12-01T01:30:00Z');

  it('ends the default range and the maximum on the business day, not the browser\'s', () => {
    expect(defaultDateRange(late)).toEqual(['2026-11-15', '2026-11-30']);
    expect(dateRangeBounds(undefined, late).maxDate).toBe('2026-11-30');
  });

  it('counts the 120-day limit back from the business day', () => {
    expect(dateRangeBounds({ enabled: true }, late)).toEqual({ minDate: '2026-08-02', maxDate: '2026-11-30' });
  });
});

describe('maxDaysBack', () => {
  it('is null without an enabled limit', () => {
    expect(maxDaysBack(undefined)).toBeNull();
    expect(maxDaysBack({ enabled: false, max_days_range: 30 })).toBeNull();
  });

  it('uses max_days_range, or 120 when it is missing or unusable', () => {
    expect(maxDaysBack({ enabled: true, max_days_range: 30 })).toBe(30);
    expect(maxDaysBack({ enabled: true })).toBe(120);
    expect(maxDaysBack({ enabled: true, max_days_range: null })).toBe(120);
    expect(maxDaysBack({ enabled: true, max_days_range: 0 })).toBe(120);
    expect(maxDaysBack({ enabled: true, max_days_range: -3 })).toBe(120);
  });
});

describe('dateRangeBounds', () => {
  it('allows up to today and no minimum without a limit', () => {
    expect(dateRangeBounds(undefined, now)).toEqual({ minDate: undefined, maxDate: '2025-03-10' });
  });

  it('sets the minimum to today minus max_days_range', () => {
    expect(dateRangeBounds({ enabled: true, max_days_range: 30 }, now)).toEqual({
      minDate: '2025-02-08',
      maxDate: '2025-03-10',
    });
  });

  it('defaults to 120 days when enabled without a number', () => {
    expect(dateRangeBounds({ enabled: true }, now).minDate).toBe('2024-11-10');
  });
});

describe('clampDateRange', () => {
  const limit = { enabled: true, max_days_range: 30 };

  it('moves ends outside the bounds inside them', () => {
    expect(clampDateRange(['2024-01-01', '2025-12-31'], limit, now)).toEqual(['2025-02-08', '2025-03-10']);
  });

  it('keeps ends inside the bounds and empty ends', () => {
    expect(clampDateRange(['2025-03-01', null], limit, now)).toEqual(['2025-03-01', null]);
  });

  it('empties invalid ends', () => {
    expect(clampDateRange(['garbage', '2025-02-31'], limit, now)).toEqual([null, null]);
  });
});

describe('dateRangeSchema', () => {
  it('accepts YYYY-MM-DD or empty ends only', () => {
    expect(v.is(dateRangeSchema, ['2025-03-01', null])).toBe(true);
    expect(v.is(dateRangeSchema, ['01/03/2025', null])).toBe(false);
    expect(v.is(dateRangeSchema, ['2025-03-01'])).toBe(false);
  });
});
