import { afterEach, describe, expect, it } from 'vitest';
import { businessDate, daysBefore, DEFAULT_BUSINESS_TIME_ZONE, firstOfMonth, isTimeZone } from '@machines/shared/businessDay';

/** 'Today' and 'this month' in the business zone (docs/decisions.md, "One business time zone"). */

const SANTIAGO = 'America/Santiago';
// Chile is UTC-3 in November: these are 22:30 and 00:30 in Santiago on 30 November 2026.
const LATE_ON_30_NOV = new Date('2026-12-01T01:30:00Z');
const EARLY_ON_30_NOV = new Date('2026-11-30T03:30:00Z');

describe('businessDate', () => {
  it('defaults to Santiago', () => {
    expect(DEFAULT_BUSINESS_TIME_ZONE).toBe(SANTIAGO);
  });

  it('keeps 22:30 in Santiago on the last day of a month in that month, when UTC is already in the next', () => {
    expect(businessDate(LATE_ON_30_NOV, SANTIAGO)).toBe('2026-11-30');
    expect(firstOfMonth(businessDate(LATE_ON_30_NOV, SANTIAGO))).toBe('2026-11-01');
    expect(businessDate(LATE_ON_30_NOV, 'UTC')).toBe('2026-12-01');
  });

  it('reads 00:30 in Santiago as the new day', () => {
    expect(businessDate(EARLY_ON_30_NOV, SANTIAGO)).toBe('2026-11-30');
    expect(businessDate(new Date('2026-11-30T02:59:59Z'), SANTIAGO)).toBe('2026-11-29');
  });

  it('follows Chile back to winter time (4 April 2026, 24:00 becomes 23:00)', () => {
    // 23:30 happens twice that night; both are still 4 April, though UTC is on the 5th.
    expect(businessDate(new Date('2026-04-05T02:30:00Z'), SANTIAGO)).toBe('2026-04-04');
    expect(businessDate(new Date('2026-04-05T03:30:00Z'), SANTIAGO)).toBe('2026-04-04');
    expect(businessDate(new Date('2026-04-05T04:00:00Z'), SANTIAGO)).toBe('2026-04-05');
  });

  it('follows Chile forward to summer time (5 September 2026, 24:00 becomes 01:00)', () => {
    expect(businessDate(new Date('2026-09-06T03:59:59Z'), SANTIAGO)).toBe('2026-09-05');
    expect(businessDate(new Date('2026-09-06T04:00:00Z'), SANTIAGO)).toBe('2026-09-06');
  });

  describe('with the machine set to Mexico City', () => {
    const saved = process.env.TZ;
    afterEach(() => {
      process.env.TZ = saved;
    });

    it('answers the business day, not the machine\'s', () => {
      process.env.TZ = 'America/Mexico_City';
      // 19:30 on 30 November in Mexico City, 22:30 in Santiago; 00:30 on 1 December in Santiago.
      expect(LATE_ON_30_NOV.getDate()).toBe(30);
      expect(businessDate(LATE_ON_30_NOV, SANTIAGO)).toBe('2026-11-30');
      const afterMidnightInSantiago = new Date('2026-12-01T03:30:00Z');
      expect(afterMidnightInSantiago.getDate()).toBe(30);
      expect(businessDate(afterMidnightInSantiago, SANTIAGO)).toBe('2026-12-01');
    });
  });
});

describe('daysBefore', () => {
  it('counts calendar days across months, years and clock changes', () => {
    expect(daysBefore('2026-11-30', 15)).toBe('2026-11-15');
    expect(daysBefore('2026-03-10', 15)).toBe('2026-02-23');
    expect(daysBefore('2027-01-05', 120)).toBe('2026-09-07');
    expect(daysBefore('2026-04-05', 1)).toBe('2026-04-04');
    expect(daysBefore('2026-09-06', 1)).toBe('2026-09-05');
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone(SANTIAGO)).toBe(true);
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
