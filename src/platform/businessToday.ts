import { businessDateIn, DEFAULT_BUSINESS_TIME_ZONE } from '@machines/shared/businessDay';

/**
 * The IANA zone 'today' and 'this month' are decided in: VITE_BUSINESS_TIME_ZONE (checked by
 * vite.config.ts; the demo API reads the same setting), America/Santiago unless set. Read here
 * alone, not in config.ts: every chunk that reads the whole `import.meta.env` carries each
 * defined key, and the sign-in page would carry the calendar (0.25 KB over its budget).
 */
const dayIn = businessDateIn((import.meta.env.VITE_BUSINESS_TIME_ZONE as string | undefined)?.trim() || DEFAULT_BUSINESS_TIME_ZONE);

/** Today, 'YYYY-MM-DD', in the business time zone (docs/decisions.md, "One business time zone"). */
export const businessToday = (now: Date | number = Date.now()): string => dayIn(now);

/** The business day ('YYYY-MM-DD') an API instant falls on, the day a day filter finds it by; null when unreadable. */
export function businessDayOf(instant: string): string | null {
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? null : dayIn(ms);
}
