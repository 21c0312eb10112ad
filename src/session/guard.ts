import { ENROLMENT_ROUTE } from '@machines/access/sessionUser';
import type { Profile } from './profiles';

export type GuardDecision = { readonly allow: true } | { readonly allow: false; readonly redirectTo: '/login' | '/logout' | typeof ENROLMENT_ROUTE };

/** Every signed-in user also holds the pseudo-profile ALL. */
export function canAccess(profileNames: readonly string[], roles: readonly Profile[]): boolean {
  return roles.some((role) => role === 'ALL' || profileNames.includes(role));
}

/**
 * Spec 01 section 2: no signed-in user goes to /login; a user whose profiles match none of
 * the route's roles goes to /logout. Issue 26: a user who must turn a second factor on is
 * kept on My profile, whatever URL is typed.
 */
export function decide(
  session: { token: string; profile_names: readonly string[]; mustEnrolSecondFactor?: boolean } | null,
  roles: readonly Profile[],
  path?: string,
): GuardDecision {
  if (!session?.token) return { allow: false, redirectTo: '/login' };
  if (session.mustEnrolSecondFactor === true && path !== undefined && path !== ENROLMENT_ROUTE) return { allow: false, redirectTo: ENROLMENT_ROUTE };
  return canAccess(session.profile_names, roles) ? { allow: true } : { allow: false, redirectTo: '/logout' };
}
