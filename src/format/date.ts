/**
 * Date formatting shared by every screen. Every function returns '' for missing or invalid
 * input (never 'Invalid Date').
 *
 * Calendar dates (filters, deposit dates) are local dates; 'YYYY-MM-DD' strings are read
 * strictly as that calendar day (no time zone shift, '2024-02-30' is invalid). API times
 * are shown in UTC.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export type DateInput = Date | Dayjs | string | number | null | undefined;

export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
export const API_DATE_FORMAT = 'YYYY-MM-DD';
const REPORT_DATE_FORMAT = 'YYYY/MM/DD';
const UTC_DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm:ss';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A valid local dayjs for the input, or null. */
export function toDayjs(value: DateInput): Dayjs | null {
  // dayjs(undefined) is "now", dayjs(null) and dayjs('') are invalid: treat all as missing.
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) return calendarDay(value.trim());
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/**
 * 'YYYY-MM-DD' as that local calendar day, strictly: '2024-02-30' is invalid, not 1 March.
 * By hand rather than with dayjs's customParseFormat, which every list page would load for it.
 */
function calendarDay(text: string): Dayjs | null {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const parsed = dayjs(new Date(year, month - 1, day));
  return parsed.year() === year && parsed.month() === month - 1 && parsed.date() === day ? parsed : null;
}

const formatWith = (format: string) => (value: DateInput): string => toDayjs(value)?.format(format) ?? '';

/** '31/01/2025' (dd/MM/yyyy) for display. */
export const formatDisplayDate = formatWith(DISPLAY_DATE_FORMAT);

/** '2025-01-31' for payroll and dashboard calls (and stored filters). */
export const toApiDate = formatWith(API_DATE_FORMAT);

/** '2025/01/31' for the transaction report call. */
export const toReportDate = formatWith(REPORT_DATE_FORMAT);

/**
 * '31-01-2025 14:05:09' in UTC from an API ISO string. A string without an offset is taken
 * as UTC already; one with an offset is converted to UTC.
 */
export function formatUtcDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.format(UTC_DATE_TIME_FORMAT) : '';
}
