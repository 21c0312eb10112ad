import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed file links, like a storage service's pre-signed URLs: an authenticated answer hands
 * the app a link that a new tab, an <img> or the PDF viewer can open without the token, for a
 * short while, and only as the user it was made for. The key is made at start: a restart voids
 * every link. The file's handler still checks that the user may see the file when it is opened.
 */

/** Links the app opens at once (an export, a preview, a download). */
export const FILE_LINK_MS = 10 * 60_000;

const KEY = randomBytes(32);
const SIGNED = ['u', 'exp', 'sig'] as const;

/** What is signed: the path and every other query parameter, in a fixed order, plus user and expiry. */
function payload(pathname: string, params: URLSearchParams, userId: string, exp: string): string {
  const rest = [...params].filter(([name]) => !(SIGNED as readonly string[]).includes(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([pathname, rest, userId, exp]);
}

const mac = (text: string): Buffer => createHmac('sha256', KEY).update(text).digest();

/** `path` (with or without a query) plus the user, the expiry and the signature. */
export function signedLink(path: string, userId: number, nowMs: number, ttlMs = FILE_LINK_MS): string {
  const url = new URL(path, 'http://link.invalid');
  const exp = String(Math.floor((nowMs + ttlMs) / 1000));
  const sig = mac(payload(url.pathname, url.searchParams, String(userId), exp)).toString('base64url');
  url.searchParams.set('u', String(userId));
  url.searchParams.set('exp', exp);
  url.searchParams.set('sig', sig);
  return `${url.pathname}${url.search}`;
}

/** The user id a link was signed for, when its signature holds and it has not expired; else null. */
export function linkUserId(url: URL, nowMs: number): number | null {
  const userId = url.searchParams.get('u');
  const exp = url.searchParams.get('exp');
  const sig = url.searchParams.get('sig');
  if (!userId || !exp || !sig || !/^\d+$/.test(userId) || !/^\d+$/.test(exp)) return null;
  if (Number(exp) * 1000 < nowMs) return null;
  const expected = mac(payload(url.pathname, url.searchParams, userId, exp));
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(userId) : null;
}
