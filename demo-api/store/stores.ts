import { AsyncLocalStorage } from 'node:async_hooks';
import { DemoClock } from './clock.ts';
import { emptyIdempotency, type IdempotencyData } from './idempotency.ts';
import { seedAccess, type AccessData } from './seed/access.ts';
import { seedBalances, type BalancesData } from './seed/balances.ts';
import { seedDelegations, type DelegationsData } from './seed/delegations.ts';
import { seedLedger, type LedgerData } from './seed/ledger.ts';
import { seedPayments, type PaymentsData } from './seed/payments.ts';
import { seedPayouts, type PayoutsData } from './seed/payouts.ts';
import { seedPreferences, type PreferencesData } from './seed/preferences.ts';
import { seedSettings, type SettingsData } from './seed/settings.ts';

/**
 * The in-memory database of the demo API, one slice per area.
 * To add an area: write store/seed/<area>.ts exporting `seed<Area>(now)`, add its slice here
 * and in `seedDb`, and add handlers/<area>.ts to handlers/index.ts.
 */
export interface DemoDb {
  access: AccessData;
  payouts: PayoutsData;
  /** Every payroll transition (issue 12), append-only. */
  ledger: LedgerData;
  /** Approval delegations (issue 24), seeded empty. */
  delegations: DelegationsData;
  /** Each user's arrangement of their lists (issue 25), seeded empty. */
  preferences: PreferencesData;
  payments: PaymentsData;
  settings: SettingsData;
  balances: BalancesData;
  /** Answers kept under writes' Idempotency-Keys (issue 29), empty at every reset. */
  idempotency: IdempotencyData;
}

function seedDb(now: Date): DemoDb {
  let payments: PaymentsData | undefined;
  let settings: SettingsData | undefined;
  let balances: BalancesData | undefined;
  const access = seedAccess(now);
  const payouts = seedPayouts(now);
  return {
    access,
    payouts,
    // Seeded with the payrolls, before anything moves them: their histories end where the seed put them.
    ledger: seedLedger(payouts, access, now),
    delegations: seedDelegations(),
    preferences: seedPreferences(),
    idempotency: emptyIdempotency(),
    // Seeded on first use (some 14,000 operations, about 100 ms), so stores that never show payments do not pay for them.
    get payments() {
      return (payments ??= seedPayments(now));
    },
    set payments(value) {
      payments = value;
    },
    // Seeded on first use too; its users start as copies of the sign-in users as seeded.
    get settings() {
      return (settings ??= seedSettings(access.users));
    },
    set settings(value) {
      settings = value;
    },
    // Seeded on first use too (attachments are built as real files).
    get balances() {
      return (balances ??= seedBalances(now, access));
    },
    set balances(value) {
      balances = value;
    },
  };
}

/**
 * One demo store: a database and its clock. Parallel end-to-end tests each get their own,
 * named by the `x-demo-store` header; everything else (a person on `npm start`, Vitest) uses
 * the default one. The database is seeded on first use, so a store whose first request is a
 * reset is seeded once.
 */
export class DemoStore {
  readonly clock = new DemoClock();
  lastUsed = Date.now();
  private data: DemoDb | null = null;
  /**
   * The instant a reset seeds from. The seeding itself waits for the first use (Vitest resets
   * the store after each of some 1,800 tests, most of which never call the API), but starts
   * from the reset's instant: a clock moved on in between does not change what was seeded.
   */
  private seedAt: Date | null = null;

  get db(): DemoDb {
    this.data ??= seedDb(this.seedAt ?? this.clock.now());
    return this.data;
  }

  /** Reseeds every area. With `now` the clock is fixed to that instant, without it real time. */
  reset(now?: Date): void {
    this.clock.set(now ?? null);
    this.seedAt = this.clock.now();
    this.data = null;
  }
}

/** The request header that names a store (set by the Playwright fixtures). */
export const STORE_HEADER = 'x-demo-store';
const STORE_ID = /^[A-Za-z0-9_.-]{1,80}$/;
/** Named stores idle this long are dropped; at most MAX_STORES are kept (least recently used go). */
export const IDLE_MS = 15 * 60_000;
export const MAX_STORES = 24;

const defaultStore = new DemoStore();
const named = new Map<string, DemoStore>();
const active = new AsyncLocalStorage<DemoStore>();

/** The store of the request being answered: the named one it asked for, else the default. */
export const currentStore = (): DemoStore => active.getStore() ?? defaultStore;

function dropIdle(now: number): void {
  for (const [id, store] of named) if (now - store.lastUsed > IDLE_MS) named.delete(id);
  // Map order is insertion order and every use re-inserts, so the first entries are the oldest.
  while (named.size > MAX_STORES) named.delete(named.keys().next().value!);
}

/** The store a request names (created, unseeded, on first use); null or an invalid id: the default. */
export function storeFor(id: string | null | undefined): DemoStore {
  if (!id || !STORE_ID.test(id)) return defaultStore;
  const now = Date.now();
  const store = named.get(id) ?? new DemoStore();
  named.delete(id);
  named.set(id, store);
  store.lastUsed = now;
  dropIdle(now);
  return store;
}

/** Runs `answer` (and every async step it starts) against the store `id` names. */
export const withStore = <T>(id: string | null | undefined, answer: () => T): T => active.run(storeFor(id), answer);

/** Forgets a named store (the fixture's teardown); the default store cannot be dropped. */
export function dropStore(store: DemoStore): boolean {
  for (const [id, candidate] of named) {
    if (candidate === store) return named.delete(id);
  }
  return false;
}

/** How many named stores are alive (tests of the eviction rules). */
export const namedStoreCount = (): number => named.size;
