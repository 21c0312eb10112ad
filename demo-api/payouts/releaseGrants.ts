import { realNow } from '../http/sessions.ts';
import { db } from '../store/index.ts';
import { newOpaqueToken } from '../store/tokens.ts';

/**
 * Release grants (issue 26): a right authenticator code (POST /v1/payroll/release_grant) buys
 * leave to approve the payrolls it named, each once, for five minutes. Pure rules over `db`.
 */

/** A grant lasts this long. */
export const GRANT_MS = 5 * 60_000;
/** At most this many grants are kept, oldest dropped first. */
export const MAX_GRANTS = 100;

/** A new grant of these payrolls for the user, and how long it lasts (seconds). */
export function openGrant(userId: number, ids: readonly number[], now = realNow()): { grant: string; expires_in: number } {
  const grants = db.payouts.releaseGrants;
  for (const [token, entry] of grants) if (entry.expiresAt <= now) grants.delete(token);
  const grant = newOpaqueToken();
  // Real time, like the sign-in challenges: the code was judged on the real clock, and the demo clock jumps days ahead at will.
  grants.set(grant, { userId, ids: new Set(ids), expiresAt: now + GRANT_MS });
  // Map order is insertion order: the first ones are the oldest.
  while (grants.size > MAX_GRANTS) grants.delete(grants.keys().next().value!);
  return { grant, expires_in: GRANT_MS / 1000 };
}

/** Whether `grant` is the user's, alive, and still releases the payroll; nothing is spent here (an expired one ends). */
export function releases(grant: string, userId: number, payrollId: number, now = realNow()): boolean {
  const entry = db.payouts.releaseGrants.get(grant);
  if (!entry) return false;
  if (entry.expiresAt <= now) {
    db.payouts.releaseGrants.delete(grant);
    return false;
  }
  return entry.userId === userId && entry.ids.has(payrollId);
}

/** The payroll was approved with the grant: it releases it no more (a grant with nothing left ends). */
export function spendGrant(grant: string, payrollId: number): void {
  const entry = db.payouts.releaseGrants.get(grant);
  if (!entry) return;
  entry.ids.delete(payrollId);
  if (entry.ids.size === 0) db.payouts.releaseGrants.delete(grant);
}
