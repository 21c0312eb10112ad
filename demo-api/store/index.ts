import { demoNow, setDemoClock } from './clock.ts';
import { seedAccess, type AccessData } from './seed/access.ts';
import { seedPayouts, type PayoutsData } from './seed/payouts.ts';

export { demoNow } from './clock.ts';

/**
 * The in-memory database of the demo API, one slice per area. Handlers read `db.<area>`
 * at request time, so a reset simply replaces the slices.
 * To add an area: write store/seed/<area>.ts exporting `seed<Area>(now)`, add its slice
 * here and in resetDemoStore, and add handlers/<area>.ts to handlers/index.ts.
 */
export interface DemoDb {
  access: AccessData;
  payouts: PayoutsData;
}

export const db: DemoDb = {} as DemoDb;

/**
 * Reseeds every area. With `now` the demo clock is fixed to that instant (tests, e2e);
 * without it the clock is real time again.
 */
export function resetDemoStore(now?: Date): void {
  setDemoClock(now ?? null);
  const seededAt = demoNow();
  db.access = seedAccess(seededAt);
  db.payouts = seedPayouts(seededAt);
}

resetDemoStore();
