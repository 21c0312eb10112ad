import { HttpResponse } from 'msw';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import { translate } from './language.ts';

/** Set by the Vite plugin from the resolved env (.env files are not in process.env). */
let configuredPrefix: string | undefined;

export function setAuthPrefix(prefix: string | undefined): void {
  configuredPrefix = prefix || undefined;
}

const envPrefix = (): string | undefined =>
  typeof process !== 'undefined' ? process.env?.VITE_AUTH_PREFIX : undefined;

/** The provider's fixed Authorization prefix; same default as the app's config ('Token'). */
export const authPrefix = (): string => configuredPrefix || envPrefix() || 'Token';

/** The session token of a request whose Authorization header is exactly `<prefix> <token>`. */
export function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const start = `${authPrefix()} `;
  if (!header?.startsWith(start)) return null;
  const token = header.slice(start.length);
  return token !== '' && !/\s/.test(token) ? token : null;
}

export const unauthorized = (request: Request): Response =>
  HttpResponse.json(
    { detail: translate(request, 'invalidToken') },
    { status: 401, headers: { 'WWW-Authenticate': authPrefix() } },
  );

/** The signed-in user, or the 401 Response to return as is. */
export function requireUser(request: Request): DemoUser | Response {
  const token = tokenOf(request);
  const userId = token === null ? undefined : db.access.sessions.get(token);
  const user = userId === undefined ? undefined : db.access.users.find((u) => u.id === userId);
  return user ?? unauthorized(request);
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
