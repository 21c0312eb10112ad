import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatDisplayDate, formatUtcDateTime, toApiDate, toDayjs, toReportDate } from '@app/format/date';
import { formatBusinessDate } from '@app/format/businessDate';

const localDate = new Date(2025, 0, 9, 23, 30); // 9 Jan 2025, 23:30 local time

describe('calendar dates', () => {
  it('formats for display as dd/MM/yyyy', () => {
    expect(formatDisplayDate(localDate)).toBe('09/01/2025');
    expect(formatDisplayDate('2025-12-31')).toBe('31/12/2025');
    expect(formatDisplayDate(dayjs('2024-02-29'))).toBe('29/02/2024');
  });

  it('formats for payroll and dashboard calls as YYYY-MM-DD', () => {
    expect(toApiDate(localDate)).toBe('2025-01-09');
    expect(toApiDate('2025-03-05')).toBe('2025-03-05');
  });

  it('formats for the transaction report as YYYY/MM/DD', () => {
    expect(toReportDate(localDate)).toBe('2025/01/09');
    expect(toReportDate('2025-03-05')).toBe('2025/03/05');
  });

  it('reads YYYY-MM-DD strings strictly as that local day', () => {
    expect(toDayjs('2025-03-05')?.date()).toBe(5);
    expect(toDayjs('2025-03-05')?.hour()).toBe(0);
    expect(formatDisplayDate('2025-02-30')).toBe('');
    expect(formatDisplayDate('2025-13-01')).toBe('');
  });

  it('returns an empty string for missing or invalid input', () => {
    for (const bad of [null, undefined, '', 'not a date', new Date(Number.NaN)]) {
      expect(formatDisplayDate(bad)).toBe('');
      expect(toApiDate(bad)).toBe('');
      expect(toReportDate(bad)).toBe('');
    }
  });
});

describe('formatUtcDateTime', () => {
  it('shows an API ISO time in UTC as DD-MM-YYYY HH:mm:ss', () => {
    expect(formatUtcDateTime('2025-01-31T14:05:09Z')).toBe('31-01-2025 14:05:09');
    expect(formatUtcDateTime('2025-01-31T14:05:09.123456Z')).toBe('31-01-2025 14:05:09');
  });

  it('converts an offset to UTC', () => {
    expect(formatUtcDateTime('2025-01-31T23:30:00-03:00')).toBe('01-02-2025 02:30:00');
  });

  it('takes a time without offset as UTC already', () => {
    expect(formatUtcDateTime('2025-01-31T14:05:09')).toBe('31-01-2025 14:05:09');
  });

  it('does not depend on the local time zone for Date input', () => {
    expect(formatUtcDateTime(new Date(Date.UTC(2025, 5, 1, 0, 0, 1)))).toBe('01-06-2025 00:00:01');
  });

  it('returns an empty string for missing or invalid input', () => {
    for (const bad of [null, undefined, '', 'yesterday']) expect(formatUtcDateTime(bad)).toBe('');
  });
});

describe('formatBusinessDate', () => {
  it('shows the day an instant falls on in the business time zone (America/Santiago), the day a filter finds it by', () => {
    // 23:30 on 30 November in Santiago (UTC-3 in summer) is already 1 December in UTC.
    expect(formatBusinessDate('2026-12-01T02:30:00Z')).toBe('30/11/2026');
    expect(formatBusinessDate('2026-12-01T03:30:00Z')).toBe('01/12/2026');
    // Winter (UTC-4): 03:30 UTC is still the day before.
    expect(formatBusinessDate('2026-07-01T03:30:00Z')).toBe('30/06/2026');
  });

  it('is empty for an unreadable instant', () => {
    expect(formatBusinessDate('not a time')).toBe('');
  });
});
