import { db } from '../store/index.ts';
import { newOpaqueToken } from '../store/tokens.ts';

/**
 * Session tokens and their life. Times are real time, not the demo clock: tests move the demo
 * clock days ahead to settle payrolls, and that must not sign them out. docs/decisions.md,
 * "Demo API security", gives the numbers.
 */

/** A session unused this long ends (the app warns after 15 idle minutes and signs out at 16). */
export const SESSION_IDLE_MS = 30 * 60_000;
/** However busy, a session ends this long after sign-in. */
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** A user's sessions beyond this many end, oldest first: sign-ins cannot run up memory. */
const MAX_SESSIONS_PER_USER = 20;

export const realNow = (): number => Date.now();

const expired = (session: { createdAt: number; lastUsedAt: number }, now: number): boolean =>
  now - session.lastUsedAt > SESSION_IDLE_MS || now - session.createdAt > SESSION_MAX_MS;

function tokensOf(userId: number): string[] {
  const tokens: string[] = [];
  for (const [token, session] of db.access.sessions) if (session.userId === userId) tokens.push(token);
  return tokens;
}

/** A new session for the user; the oldest of theirs end past MAX_SESSIONS_PER_USER. */
export function startSession(userId: number): string {
  const now = realNow();
  for (const [token, session] of db.access.sessions) if (expired(session, now)) db.access.sessions.delete(token);
  const token = newOpaqueToken();
  db.access.sessions.set(token, { userId, createdAt: now, lastUsedAt: now });
  const mine = tokensOf(userId);
  // Map order is insertion order: the first ones are the oldest.
  for (const old of mine.slice(0, Math.max(0, mine.length - MAX_SESSIONS_PER_USER))) db.access.sessions.delete(old);
  return token;
}

/** The user id of a live session (and the session counts as used now); an expired one ends here. */
export function sessionUserId(token: string): number | undefined {
  const session = db.access.sessions.get(token);
  if (!session) return undefined;
  const now = realNow();
  if (expired(session, now)) {
    db.access.sessions.delete(token);
    return undefined;
  }
  session.lastUsedAt = now;
  return session.userId;
}

export const endSession = (token: string): void => void db.access.sessions.delete(token);

/** Ends every session of a user but `keep` (a password change keeps the session that made it). */
export function endSessionsOf(userId: number, keep?: string | null): void {
  for (const token of tokensOf(userId)) if (token !== keep) db.access.sessions.delete(token);
}
