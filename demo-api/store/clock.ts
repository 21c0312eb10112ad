/** The demo clock: a fixed instant when a test asked for one, else real time. */
let fixedNow: Date | null = null;
/** How far `POST /__demo/clock` moved a real-time clock ahead. */
let offsetMs = 0;

export function setDemoClock(now: Date | null): void {
  fixedNow = now ? new Date(now.getTime()) : null;
  offsetMs = 0;
}

/**
 * Moves the demo clock forward (a fixed clock stays fixed, at the later instant). Lets
 * end-to-end tests skip server-side waits such as payroll processing or the bank's answer.
 */
export function advanceDemoClock(ms: number): void {
  if (fixedNow) fixedNow = new Date(fixedNow.getTime() + ms);
  else offsetMs += ms;
}

export function demoNow(): Date {
  return fixedNow ? new Date(fixedNow.getTime()) : new Date(Date.now() + offsetMs);
}
