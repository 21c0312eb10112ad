import { currentStore, type DemoDb } from './stores.ts';

export type { DemoDb } from './stores.ts';
export { STORE_HEADER, withStore } from './stores.ts';

/**
 * The database of the store answering the current request. Handlers read `db.<area>` at
 * request time, so the same code serves the default store and every test's own store.
 */
export const db: DemoDb = new Proxy({} as DemoDb, {
  get: (_target, key) => currentStore().db[key as keyof DemoDb],
  set: (_target, key, value) => {
    (currentStore().db as unknown as Record<PropertyKey, unknown>)[key] = value;
    return true;
  },
});

/** Now, on the current store's clock. */
export const demoNow = (): Date => currentStore().clock.now();

/** Moves the current store's clock ahead (fixed or real). */
export const advanceDemoClock = (ms: number): void => currentStore().clock.advance(ms);

/**
 * Reseeds the current store. With `now` its clock is fixed to that instant (tests, e2e);
 * without it the clock is real time again.
 */
export const resetDemoStore = (now?: Date): void => currentStore().reset(now);
