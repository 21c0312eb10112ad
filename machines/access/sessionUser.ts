import { failedAs } from '../shared/apiError';

/**
 * The signed-in user as stored in session storage (spec 01 section 3). Plain types only:
 * the valibot schema that checks the server's answer lives in src/api/schemas.
 */
export interface SessionCompany {
  readonly pk: number;
  readonly name: string;
  readonly country_id: number;
  readonly url_template_upload: string | null;
}

export interface SessionUser {
  readonly token: string;
  readonly user: {
    readonly id?: number;
    readonly username?: string;
    readonly email?: string;
    readonly first_name: string;
    readonly last_name: string;
    readonly type_of_user__id: number;
  };
  readonly companies: readonly SessionCompany[];
  readonly profile_names: readonly string[];
  readonly mids: readonly number[];
  readonly country_ids: readonly number[];
  readonly url_template_upload_by_country: Readonly<Record<string, string>>;
  readonly env_payments: readonly string[];
  readonly loggedIn: boolean;
  /** 1 to 26, chosen once per sign-in. */
  readonly avatar: number;
  /** Issue 26: the company requires a second factor of its approvers and this one has none: My profile first, nothing else. */
  readonly mustEnrolSecondFactor?: boolean;
}

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/** The second step of a sign-in: a code from the authenticator app, or a single-use recovery code. */
export interface SecondFactorInput {
  readonly challenge: string;
  readonly method: 'code' | 'recovery';
  readonly value: string;
}

/** What /v1/login answers, before the machine has checked that nothing is missing. */
export interface LoginAnswer {
  readonly token?: string;
  readonly user?: SessionUser['user'];
  readonly companies?: readonly SessionCompany[];
  readonly profile_names?: readonly string[];
  readonly mids?: readonly number[];
  readonly country_ids?: readonly number[];
  readonly url_template_upload_by_country?: Readonly<Record<string, string>>;
  readonly env_payments?: readonly string[];
  /** Instead of a session, for a user with a second factor: the code step's challenge (issue 26). */
  readonly second_factor?: { readonly challenge: string; readonly expires_in: number };
  /** The user must turn a second factor on before anything else (issue 26). */
  readonly second_factor_enrolment?: boolean;
}

/** What /v1/me answers: fresher user and profile fields. */
export interface MeAnswer {
  readonly id?: number;
  readonly username?: string;
  readonly email?: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly type_of_user__id: number;
  readonly profile_names?: readonly string[];
}

const REQUIRED_KEYS = [
  'token',
  'user',
  'companies',
  'profile_names',
  'mids',
  'country_ids',
  'url_template_upload_by_country',
] as const;

/**
 * Spec 01 section 5: a login answer lacking any required key, or with neither companies
 * nor mids, cannot make a usable session.
 */
export function isCompleteLogin(answer: LoginAnswer): boolean {
  if (REQUIRED_KEYS.some((key) => answer[key] === undefined || answer[key] === null)) return false;
  return (answer.companies?.length ?? 0) > 0 || (answer.mids?.length ?? 0) > 0;
}

export function toSessionUser(answer: LoginAnswer, avatar: number): SessionUser {
  if (!isCompleteLogin(answer)) throw new Error('Incomplete login answer');
  return {
    token: answer.token!,
    user: answer.user!,
    companies: answer.companies!,
    profile_names: answer.profile_names!,
    mids: answer.mids!,
    country_ids: answer.country_ids!,
    url_template_upload_by_country: answer.url_template_upload_by_country!,
    env_payments: answer.env_payments ?? [],
    loggedIn: true,
    avatar,
    ...(answer.second_factor_enrolment === true ? { mustEnrolSecondFactor: true } : {}),
  };
}

export function withMe(session: SessionUser, me: MeAnswer): SessionUser {
  const { profile_names, ...user } = me;
  return {
    ...session,
    user: { ...session.user, ...user },
    profile_names: profile_names ?? session.profile_names,
  };
}

/**
 * Why a session ended without the user signing out in this tab (issue 29): the idle timeout,
 * a 401 (an expired or revoked session), a sign-out in another tab of the same session, or a
 * new version of the app. /login says it until the next sign-in.
 */
export type SignOutReason = 'idle' | 'expired' | 'otherTab' | 'versionChange';

/** Where a user who must turn a second factor on is kept until they have (issue 26). */
export const ENROLMENT_ROUTE = '/profile';

/** Spec 01 section 2: more than 3 merchant ids or the provider-admin profile land on payments. */
export function landingRoute(session: Pick<SessionUser, 'mids' | 'profile_names' | 'mustEnrolSecondFactor'>): string {
  // Issue 26: enrolment before anything else.
  if (session.mustEnrolSecondFactor === true) return ENROLMENT_ROUTE;
  return session.mids.length > 3 || session.profile_names.includes('ALPSADMIN') ? '/payments/transactions' : '/';
}

/**
 * Whether two sessions are the same person's (issue 29: signing in again keeps the page only
 * for its own user): by id when both have one, else by username, else by name and type.
 */
export function sameUser(a: SessionUser, b: SessionUser): boolean {
  if (a.user.id !== undefined && b.user.id !== undefined) return a.user.id === b.user.id;
  if (a.user.username !== undefined && b.user.username !== undefined) return a.user.username === b.user.username;
  return a.user.first_name === b.user.first_name && a.user.last_name === b.user.last_name && a.user.type_of_user__id === b.user.type_of_user__id;
}

/**
 * A user's key, compared as `sameUser` compares (id, else username, else name and type): whose
 * draft a kept form is (issue 29).
 */
export function userKey(session: SessionUser): string {
  const { id, username, first_name, last_name, type_of_user__id } = session.user;
  if (id !== undefined) return `id:${id}`;
  if (username !== undefined) return `username:${username}`;
  return `name:${first_name} ${last_name} ${type_of_user__id}`;
}

/** The second step's refusal that needs the password again: its `challenge` field was refused. */
export const isStaleChallenge = (error: unknown): boolean => {
  if (!failedAs(error, 'http') || error.status !== 400) return false;
  const body = error.body;
  return typeof body === 'object' && body !== null && 'challenge' in body;
};
