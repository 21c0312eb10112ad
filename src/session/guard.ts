import type { Profile } from './profiles';

export type GuardDecision = { readonly allow: true } | { readonly allow: false; readonly redirectTo: '/login' | '/logout' };

/** Every signed-in user also holds the pseudo-profile ALL. */
export function canAccess(profileNames: readonly string[], roles: readonly Profile[]): boolean {
  return roles.some((role) => role === 'ALL' || profileNames.includes(role));
}

/**
 * Spec 01 section 2: no signed-in user goes to /login; a user whose profiles match none of
 * the route's roles goes to /logout.
 */
export function decide(session: { token: string; profile_names: readonly string[] } | null, roles: readonly Profile[]): GuardDecision {
  if (!session?.token) return { allow: false, redirectTo: '/login' };
  return canAccess(session.profile_names, roles) ? { allow: true } : { allow: false, redirectTo: '/logout' };
}
