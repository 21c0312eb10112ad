import { HttpResponse } from 'msw';
import { db } from '../store/index.ts';
import type { LoginFailures } from '../store/seed/access.ts';
import { sayFor } from './messages/index.ts';
import { realNow } from './sessions.ts';

/**
 * Wrong passwords slow sign-in down, then lock the account for a while (per username, known
 * or not, so the answers never tell which usernames exist). docs/decisions.md, "Demo API
 * security", gives the numbers and why a lock per account rather than per address. Wrong
 * second-factor codes (issue 26) count on the same counter as wrong passwords.
 */

/** From this many consecutive wrong passwords on, each answer waits a little longer. */
const SLOW_AFTER_FAILURES = 3;
const SLOWDOWN_STEP_MS = 500;
/** This many consecutive wrong passwords lock the account for LOCK_MS. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 5 * 60_000;
/** Failures older than this are forgotten (a slip a day ago does not count). */
const FAILURE_MEMORY_MS = 15 * 60_000;
/** At most this many usernames are remembered, oldest forgotten first: bounded memory. */
const MAX_TRACKED_USERNAMES = 10_000;

/** Keys are cut at a username's longest (150): 10,000 keys of 64 KB each would hold 640 MB. */
const keyOf = (username: string): string => username.trim().toLowerCase().slice(0, 150);

function current(username: string, now: number): LoginFailures | undefined {
  const entry = db.access.loginFailures.get(keyOf(username));
  if (entry && entry.lockedUntil <= now && now - entry.lastAt > FAILURE_MEMORY_MS) {
    db.access.loginFailures.delete(keyOf(username));
    return undefined;
  }
  return entry;
}

/** Whole minutes (at least 1) until the account may sign in again; null when it may now. */
export function lockedMinutes(username: string): number | null {
  const now = realNow();
  const entry = current(username, now);
  if (!entry || entry.lockedUntil <= now) return null;
  return Math.max(1, Math.ceil((entry.lockedUntil - now) / 60_000));
}

/** Counts a wrong password or code; answers how long to hold the answer back (ms). */
export function recordFailure(username: string): number {
  const now = realNow();
  const key = keyOf(username);
  const entry = current(username, now) ?? { count: 0, lockedUntil: 0, lastAt: now };
  // A lock that ran out starts a fresh count: the next five tries are slowed and locked again.
  if (entry.lockedUntil !== 0 && entry.lockedUntil <= now) Object.assign(entry, { count: 0, lockedUntil: 0 });
  entry.count += 1;
  entry.lastAt = now;
  if (entry.count >= LOCK_AFTER_FAILURES) entry.lockedUntil = now + LOCK_MS;
  db.access.loginFailures.delete(key);
  db.access.loginFailures.set(key, entry);
  while (db.access.loginFailures.size > MAX_TRACKED_USERNAMES) db.access.loginFailures.delete(db.access.loginFailures.keys().next().value!);
  return entry.count >= SLOW_AFTER_FAILURES ? (entry.count - SLOW_AFTER_FAILURES + 1) * SLOWDOWN_STEP_MS : 0;
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** 429 while the account waits after too many wrong passwords or codes; the message says how long. */
export const lockedOut = (request: Request, minutes: number): Response =>
  HttpResponse.json(
    { non_field_errors: [sayFor(request, 'tooManyAttempts', { minutes: String(minutes) })] },
    { status: 429, headers: { 'Retry-After': String(minutes * 60) } },
  );

/**
 * Counts a wrong password or second-factor code and holds the answer back as the count says:
 * the 429 to answer when this failure locked the account, else null (answer the refusal).
 */
export async function failedAttempt(request: Request, username: string): Promise<Response | null> {
  await wait(recordFailure(username));
  const locked = lockedMinutes(username);
  return locked === null ? null : lockedOut(request, locked);
}

/** A correct password (or, with a second factor, a correct code) forgets the failures. */
export const clearFailures = (username: string): void => void db.access.loginFailures.delete(keyOf(username));
