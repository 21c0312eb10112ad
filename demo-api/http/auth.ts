import { HttpResponse } from 'msw';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import { linkUserId } from './fileLinks.ts';
import { sayFor } from './messages/index.ts';
import { realNow, sessionUserId } from './sessions.ts';

/** Set by the Vite plugin from the resolved env (.env files are not in process.env). */
let configuredPrefix: string | undefined;

export function setAuthPrefix(prefix: string | undefined): void {
  configuredPrefix = prefix || undefined;
}

const envPrefix = (): string | undefined =>
  typeof process !== 'undefined' ? process.env?.VITE_AUTH_PREFIX : undefined;

/** The provider's fixed Authorization prefix; same default as the app's config ('Token'). */
const authPrefix = (): string => configuredPrefix || envPrefix() || 'Token';

/** The session token of a request whose Authorization header is exactly `<prefix> <token>`. */
export function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const start = `${authPrefix()} `;
  if (!header?.startsWith(start)) return null;
  const token = header.slice(start.length);
  return token !== '' && !/\s/.test(token) ? token : null;
}

const unauthorized = (request: Request): Response =>
  HttpResponse.json(
    { detail: sayFor(request, 'invalidToken') },
    { status: 401, headers: { 'WWW-Authenticate': authPrefix() } },
  );

const userById = (id: number | null | undefined): DemoUser | undefined =>
  id === null || id === undefined ? undefined : db.access.users.find((u) => u.id === id);

/**
 * The signed-in user, or the 401 Response to return as is. The user is read afresh on every
 * request, so profiles changed on /users count from the next request of their open sessions.
 */
export function requireUser(request: Request): DemoUser | Response {
  const token = tokenOf(request);
  return userById(token === null ? undefined : sessionUserId(token)) ?? unauthorized(request);
}

/**
 * The user a file is served to: the session's (Authorization header), else the one a signed
 * link was made for (http/fileLinks.ts); else the 401. Nobody gets a file without either.
 */
export function requireFileUser(request: Request): DemoUser | Response {
  if (request.headers.has('authorization')) return requireUser(request);
  const user = userById(linkUserId(new URL(request.url), realNow()));
  // A user disabled since the link was made gets nothing (their sessions ended too).
  return user && !db.settings.users.some((managed) => managed.id === user.id && !managed.is_active) ? user : unauthorized(request);
}

/**
 * Public calls (recovery, token check, reset) need no session, but, as in Django REST
 * framework, a token that is sent and not valid is still refused with 401.
 */
export function refuseStaleToken(request: Request): Response | null {
  if (!request.headers.has('authorization')) return null;
  const user = requireUser(request);
  return user instanceof Response ? user : null;
}
