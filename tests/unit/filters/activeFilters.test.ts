import { describe, expect, it } from 'vitest';
import { countActiveFilters, isActiveValue, isDefaultDateRange } from '@app/filters/activeFilters';
import type { DateRange } from '@app/filters/dateRange';

/** Issue 27: the number on the phone's filter toggle, counted from a list's applied filters. */

const now = new Date(2025, 2, 10, 16, 45); // 10 March 2025, afternoon, local time
const DEFAULT: DateRange = ['2025-02-23', '2025-03-10'];
const limit = { enabled: true, max_days_range: 5 };

/** The payout list's filters, as its query holds them. */
const payoutDefaults = { dateRange: DEFAULT, companyIds: [] as number[], statusIds: [] as number[], countryId: null as number | null };

describe('isActiveValue', () => {
  it('is on for a non-empty list, a non-blank text and a chosen value', () => {
    expect(isActiveValue([3])).toBe(true);
    expect(isActiveValue('Pérez')).toBe(true);
    expect(isActiveValue(0)).toBe(true); // a chosen id 0 is a choice
    expect(isActiveValue('CLP')).toBe(true);
  });

  it('is off for an empty list, a blank text, null and undefined', () => {
    expect(isActiveValue([])).toBe(false);
    expect(isActiveValue('')).toBe(false);
    expect(isActiveValue('   ')).toBe(false);
    expect(isActiveValue(null)).toBe(false);
    expect(isActiveValue(undefined)).toBe(false);
  });
});

describe('isDefaultDateRange', () => {
  it('is the last 15 days up to today', () => {
    expect(isDefaultDateRange(DEFAULT, now)).toBe(true);
    expect(isDefaultDateRange(['2025-02-24', '2025-03-10'], now)).toBe(false);
    expect(isDefaultDateRange(['2025-02-23', '2025-03-09'], now)).toBe(false);
    expect(isDefaultDateRange([null, null], now)).toBe(false);
  });

  it('with a merchant limit, is the default either clamped to it or not (lists clamp at different moments)', () => {
    expect(isDefaultDateRange(['2025-03-05', '2025-03-10'], now, limit)).toBe(true);
    expect(isDefaultDateRange(DEFAULT, now, limit)).toBe(true);
    expect(isDefaultDateRange(['2025-03-05', '2025-03-10'], now)).toBe(false);
  });
});

describe('countActiveFilters', () => {
  it('is 0 for the list\'s defaults', () => {
    expect(countActiveFilters(payoutDefaults, { now })).toBe(0);
  });

  it('counts each filter that differs from the default once, however many values it holds', () => {
    expect(countActiveFilters({ ...payoutDefaults, statusIds: [4, 5] }, { now })).toBe(1);
    expect(countActiveFilters({ ...payoutDefaults, statusIds: [4], companyIds: [1, 2, 3], countryId: 2 }, { now })).toBe(3);
  });

  it('counts a date range other than the default, a cleared one included', () => {
    expect(countActiveFilters({ ...payoutDefaults, dateRange: ['2025-01-01', '2025-03-10'] }, { now })).toBe(1);
    expect(countActiveFilters({ ...payoutDefaults, dateRange: [null, null] }, { now })).toBe(1);
    expect(countActiveFilters({ ...payoutDefaults, dateRange: ['2025-03-05', '2025-03-10'] }, { now, limit })).toBe(0);
  });

  it('compares the range with the list\'s own default when it has one (the vouchers: every date)', () => {
    const vouchers = { dateRange: [null, null] as DateRange, rut: '', name: '', bank: '', amount: '' };
    expect(countActiveFilters(vouchers, { now, defaultRange: [null, null] })).toBe(0);
    expect(countActiveFilters({ ...vouchers, dateRange: DEFAULT }, { now, defaultRange: [null, null] })).toBe(1);
    expect(countActiveFilters({ ...vouchers, dateRange: ['2025-03-01', null], amount: '12.5' }, { now, defaultRange: [null, null] })).toBe(2);
  });

  it('counts texts that hold something, and ignores the filters the form does not show', () => {
    const settlements = { currency: 'CLP', dateRange: DEFAULT, companyIds: [7], documentId: ' ', accountId: '12', amount: '' };
    expect(countActiveFilters(settlements, { now })).toBe(3);
    expect(countActiveFilters(settlements, { now, ignore: ['companyIds'] })).toBe(2);
    expect(countActiveFilters({ ...settlements, currency: null }, { now, ignore: ['companyIds'] })).toBe(1);
  });
});
