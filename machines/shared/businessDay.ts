/**
 * The business calendar: 'today', 'this month' and 'n days back' read in one configured IANA
 * time zone (docs/decisions.md, "One business time zone"), never the browser's or UTC. Pure:
 * the app (src/platform/config.ts) and the demo API (demo-api/store/clock.ts) pass the
 * zone in, so both decide the same day for the same instant.
 */

/** The zone used when the build or the server names none. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Santiago';

/** One formatter per zone: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows the IANA zone (a wrong setting must fail loudly, not fall back). */
export function isTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day ('YYYY-MM-DD') the instant falls on in the zone. */
export function businessDate(now: Date | number, zone: string): string {
  const parts = formatterOf(zone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The first day of the month of a 'YYYY-MM-DD' day. */
export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** The calendar day n days before a 'YYYY-MM-DD' day (calendar arithmetic: no zone, no clock change). */
export function daysBefore(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! - n)).toISOString().slice(0, 10);
}
