import { Secret, TOTP } from 'otpauth';
import { realNow } from '../http/sessions.ts';
import { db } from '../store/index.ts';
import type { SecondFactor } from '../store/seed/access.ts';
import { newOpaqueToken } from '../store/tokens.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recoveryCodes.ts';

/**
 * A second factor (issue 26): authenticator codes (TOTP, RFC 6238) and single-use recovery
 * codes, and the sign-in challenges between the password and the code. Pure rules over `db`;
 * handlers/secondFactor.ts answers the calls. Times are real time, as sessions: authenticator
 * apps read the real clock, and tests move the demo clock days ahead.
 *
 * Neither a secret nor a code is ever logged.
 */

const ISSUER = 'Merchant back-office';
const PERIOD_S = 30;
const DIGITS = 6;
/** Codes of the previous and the next 30-second step are accepted too (clocks drift, people type slowly). */
const WINDOW = 1;
/** A sign-in waits this long for its code. */
export const CHALLENGE_MS = 5 * 60_000;
/** At most this many challenges are kept, oldest dropped first: sign-ins cannot run up memory. */
const MAX_CHALLENGES = 10_000;

const totpOf = (secret: string, username: string): TOTP =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_S, secret: Secret.fromBase32(secret) });

const entryOf = (userId: number): SecondFactor | undefined => db.access.secondFactors.get(userId);

export const isOn = (userId: number): boolean => (entryOf(userId)?.secret ?? null) !== null;

/** What GET /v1/me/second_factor answers. */
export function statusOf(userId: number): { enabled: boolean; recovery_codes_left: number } {
  const entry = entryOf(userId);
  const enabled = (entry?.secret ?? null) !== null;
  return { enabled, recovery_codes_left: enabled ? entry!.recoveryHashes.length : 0 };
}

/**
 * The 30-second step `code` was made for, when it is the previous, current or next step's
 * code of `secret` and later than `lastStep` (a code already accepted is refused: RFC 6238
 * §5.2); null otherwise.
 */
function acceptedStep(secret: string, username: string, code: string, lastStep: number, now: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(token)) return null;
  const totp = totpOf(secret, username);
  const delta = totp.validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now }) + delta;
  return step > lastStep ? step : null;
}

/** Whether `code` is a current, unused code of the user's factor; an accepted code cannot be used again. */
export function useCode(userId: number, username: string, code: string, now = realNow()): boolean {
  const entry = entryOf(userId);
  if (!entry || entry.secret === null) return false;
  const step = acceptedStep(entry.secret, username, code, entry.lastStep, now);
  if (step === null) return false;
  entry.lastStep = step;
  return true;
}

/** Whether `code` is one of the user's unused recovery codes; it is spent here. */
export function useRecoveryCode(userId: number, code: string): boolean {
  const entry = entryOf(userId);
  if (!entry || entry.secret === null) return false;
  const hash = recoveryCodeHash(code);
  const index = entry.recoveryHashes.indexOf(hash);
  if (index === -1) return false;
  entry.recoveryHashes.splice(index, 1);
  return true;
}

/** A new secret waiting for its first code (it replaces an earlier one); null when the factor is already on. */
export function startSetup(userId: number, username: string): { secret: string; otpauth_uri: string } | null {
  const entry = entryOf(userId) ?? { secret: null, pendingSecret: null, lastStep: -1, recoveryHashes: [] };
  if (entry.secret !== null) return null;
  const secret = new Secret({ size: 20 }).base32;
  entry.pendingSecret = secret;
  db.access.secondFactors.set(userId, entry);
  return { secret, otpauth_uri: totpOf(secret, username).toString() };
}

export const hasPendingSetup = (userId: number): boolean => (entryOf(userId)?.pendingSecret ?? null) !== null;

/** Ten new recovery codes in place of the old ones; the plain codes are answered once and never kept. */
function replaceRecoveryCodes(entry: SecondFactor): string[] {
  const codes = newRecoveryCodes();
  entry.recoveryHashes = codes.map(recoveryCodeHash);
  return codes;
}

/**
 * Turns the factor on when `code` is a current code of the pending secret: its recovery codes,
 * or null (nothing changes) when the code is wrong or nothing is pending.
 */
export function enable(userId: number, username: string, code: string, now = realNow()): string[] | null {
  const entry = entryOf(userId);
  if (!entry || entry.secret !== null || entry.pendingSecret === null) return null;
  const step = acceptedStep(entry.pendingSecret, username, code, -1, now);
  if (step === null) return null;
  Object.assign(entry, { secret: entry.pendingSecret, pendingSecret: null, lastStep: step });
  return replaceRecoveryCodes(entry);
}

/** Ten new recovery codes for a factor that is on (the old ones stop working). */
export function renewRecoveryCodes(userId: number): string[] {
  const entry = entryOf(userId);
  if (!entry || entry.secret === null) throw new Error('The second factor is off');
  return replaceRecoveryCodes(entry);
}

/** Turns the factor off: secret, pending secret and recovery codes are gone. */
export const disable = (userId: number): void => void db.access.secondFactors.delete(userId);

/** A new sign-in challenge for the user and how long it lasts (seconds). */
export function openChallenge(userId: number, now = realNow()): { challenge: string; expires_in: number } {
  const challenges = db.access.secondFactorChallenges;
  for (const [token, entry] of challenges) if (entry.expiresAt <= now) challenges.delete(token);
  const challenge = newOpaqueToken();
  challenges.set(challenge, { userId, expiresAt: now + CHALLENGE_MS });
  // Map order is insertion order: the first ones are the oldest.
  while (challenges.size > MAX_CHALLENGES) challenges.delete(challenges.keys().next().value!);
  return { challenge, expires_in: CHALLENGE_MS / 1000 };
}

/** The user id of a live challenge; an expired one ends here. */
export function challengeUserId(challenge: string, now = realNow()): number | null {
  const entry = db.access.secondFactorChallenges.get(challenge);
  if (!entry) return null;
  if (entry.expiresAt <= now) {
    db.access.secondFactorChallenges.delete(challenge);
    return null;
  }
  return entry.userId;
}

/** A challenge is spent by the sign-in it finished (or dropped when it can no longer finish). */
export const closeChallenge = (challenge: string): void => void db.access.secondFactorChallenges.delete(challenge);
