import { businessDateIn, DEFAULT_BUSINESS_TIME_ZONE } from '../../machines/shared/businessDay.ts';

/** Set by the Vite plugin from the resolved env (.env files are not in process.env). */
let configuredZone: string | undefined;

export function setBusinessTimeZone(zone: string | undefined): void {
  configuredZone = zone?.trim() || undefined;
}

const envZone = (): string | undefined =>
  typeof process !== 'undefined' ? process.env?.VITE_BUSINESS_TIME_ZONE?.trim() : undefined;

/**
 * The zone the demo API decides 'today' and 'this month' in: the same setting, and the same
 * default, as the app's (docs/decisions.md, "One business time zone").
 */
const businessTimeZone = (): string => configuredZone || envZone() || DEFAULT_BUSINESS_TIME_ZONE;

/** One day function per zone: the dashboard reads the business day of every payroll. */
const dayFunctions = new Map<string, (now: Date | number) => string>();

/** The business day ('YYYY-MM-DD') of an instant, usually the demo clock's now. */
export function businessDayOf(now: Date | number): string {
  const zone = businessTimeZone();
  let dayIn = dayFunctions.get(zone);
  if (!dayIn) dayFunctions.set(zone, (dayIn = businessDateIn(zone)));
  return dayIn(now);
}

/**
 * A demo clock: a fixed instant when a test asked for one, else real time, moved ahead by
 * `POST /__demo/clock`. Each demo store has its own (store/stores.ts).
 */
export class DemoClock {
  private fixedNow: Date | null = null;
  /** How far a real-time clock was moved ahead. */
  private offsetMs = 0;

  set(now: Date | null): void {
    this.fixedNow = now ? new Date(now.getTime()) : null;
    this.offsetMs = 0;
  }

  /**
   * Moves the clock forward (a fixed clock stays fixed, at the later instant). Lets
   * end-to-end tests skip server-side waits such as payroll processing or the bank's answer.
   */
  advance(ms: number): void {
    if (this.fixedNow) this.fixedNow = new Date(this.fixedNow.getTime() + ms);
    else this.offsetMs += ms;
  }

  now(): Date {
    return this.fixedNow ? new Date(this.fixedNow.getTime()) : new Date(Date.now() + this.offsetMs);
  }
}
