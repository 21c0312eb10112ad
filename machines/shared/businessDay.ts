/**
 * The business calendar: 'today', 'this month' and 'n days back' read in one configured IANA
 * time zone (docs/decisions.md, "One business time zone"), never the browser's or UTC. Pure:
 * the app (src/platform/config.ts) and the demo API (demo-api/store/clock.ts) pass the
 * zone in, so both decide the same day for the same instant.
 */

/** The zone used when the build or the server names none. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Santiago';

/**
 * The calendar day ('YYYY-MM-DD') an instant falls on in the zone, as a function: build it once
 * per zone (building the formatter costs about 0.2 ms, using it far less). Read by its parts,
 * not as text: the order and separators of a locale's date are CLDR's to change.
 */
export function businessDateIn(zone: string): (now: Date | number) => string {
  const formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (now) => {
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const { type, value } of formatter.formatToParts(now)) part[type] = value;
    return `${part.year}-${part.month}-${part.day}`;
  };
}

/** Whether the runtime knows the IANA zone (a wrong setting must fail loudly, not fall back). */
export function isTimeZone(zone: string): boolean {
  try {
    businessDateIn(zone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day ('YYYY-MM-DD') the instant falls on in the zone (one-off: see businessDateIn). */
export const businessDate = (now: Date | number, zone: string): string => businessDateIn(zone)(now);

/** The first day of the month of a 'YYYY-MM-DD' day. */
export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** The calendar day n days before a 'YYYY-MM-DD' day (calendar arithmetic: no zone, no clock change). */
export function daysBefore(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! - n)).toISOString().slice(0, 10);
}
