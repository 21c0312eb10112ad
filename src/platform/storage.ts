import type { SessionUser, SignOutReason } from '@machines/access/sessionUser';
import { CHARACTER_KEYS_KEY, COLOR_SCHEME_KEY, LANGUAGE_STORAGE_KEY } from './deviceSettings';
import { parseStoredSession } from './storedSession';

/** Spec: the session user lives in session storage under 'user', and only there. */
export const SESSION_KEY = 'user';
export const VERSION_KEY = 'dashboard_version';

export function readSession(): SessionUser | null {
  const raw = window.sessionStorage.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    return parseStoredSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeSession(session: SessionUser): void {
  window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function removeSession(): void {
  window.sessionStorage.removeItem(SESSION_KEY);
}

/** Why the last session ended (issue 29), for /login to say: in this tab's session storage. */
const SIGN_OUT_KEY = 'signOutReason';

/**
 * Spec 01 section 8: a 401 clears local and session storage. The language and the stored
 * dashboard version are this device's settings, not the session's, so they survive; so do
 * the colour scheme and whether single-key shortcuts are on. Why the last session ended
 * survives too: a second 401 (another request of the page that ended) must not erase it
 * before /login is read again; the next sign-in forgets it. So does the mark that drafts are
 * kept (issue 29; the drafts themselves are in IndexedDB, which the clearing does not touch).
 */
export function clearStorage(): void {
  const keep = [LANGUAGE_STORAGE_KEY, VERSION_KEY, COLOR_SCHEME_KEY, CHARACTER_KEYS_KEY, DRAFTS_KEPT_KEY].map((key) => [key, window.localStorage.getItem(key)] as const);
  const reason = window.sessionStorage.getItem(SIGN_OUT_KEY);
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const [key, value] of keep) if (value !== null) window.localStorage.setItem(key, value);
  if (reason !== null) window.sessionStorage.setItem(SIGN_OUT_KEY, reason);
}

const SIGN_OUT_REASONS: readonly SignOutReason[] = ['idle', 'expired', 'otherTab', 'versionChange'];

export const recordSignOut = (reason: SignOutReason): void => window.sessionStorage.setItem(SIGN_OUT_KEY, reason);
export const forgetSignOut = (): void => window.sessionStorage.removeItem(SIGN_OUT_KEY);
/** The reason kept, or null (none, or a value this build does not know). */
export function readSignOutReason(): SignOutReason | null {
  const value = window.sessionStorage.getItem(SIGN_OUT_KEY);
  return SIGN_OUT_REASONS.find((reason) => reason === value) ?? null;
}

/**
 * That this browser may keep drafts (issue 29): a mark without content, so that a signed-in page
 * loads the drafts' code (IndexedDB) only when there may be one to offer.
 */
const DRAFTS_KEPT_KEY = 'draftsKept';
export const draftsMaybeKept = (): boolean => window.localStorage.getItem(DRAFTS_KEPT_KEY) !== null;
export function markDraftsKept(kept: boolean): void {
  if (kept) window.localStorage.setItem(DRAFTS_KEPT_KEY, '1');
  else window.localStorage.removeItem(DRAFTS_KEPT_KEY);
}

export const readVersion = (): string | null => window.localStorage.getItem(VERSION_KEY);
export const saveVersion = (version: string): void => window.localStorage.setItem(VERSION_KEY, version);
