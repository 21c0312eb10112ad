/** The demo clock: a fixed instant when a test asked for one, else real time. */
let fixedNow: Date | null = null;

export function setDemoClock(now: Date | null): void {
  fixedNow = now ? new Date(now.getTime()) : null;
}

export function demoNow(): Date {
  return fixedNow ? new Date(fixedNow.getTime()) : new Date();
}
