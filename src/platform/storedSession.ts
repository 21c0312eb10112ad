import type { SessionCompany, SessionUser } from '@machines/access/sessionUser';

/**
 * The stored-session check of `StoredSessionSchema` (src/api/schemas/access.ts), written
 * out by hand. Every page load runs it, so it lives in the entry chunk; valibot does not:
 * its one module would bring into the entry every check any page uses (about 3 KB gzip on
 * /login, docs/decisions.md, "First loads"). Same rules, same output (unknown keys dropped,
 * a missing upload template read as null); tests/unit/access/storedSession.test.ts holds
 * the two to the same answers.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);
const isArrayOf = <T>(value: unknown, item: (entry: unknown) => entry is T): value is T[] =>
  Array.isArray(value) && value.every(item);
const optional = <T>(value: unknown, check: (entry: unknown) => entry is T): value is T | undefined =>
  value === undefined || check(value);

function company(value: unknown): SessionCompany | null {
  if (!isObject(value) || !isNumber(value.pk) || !isString(value.name) || !isNumber(value.country_id)) return null;
  const template = value.url_template_upload;
  if (template !== undefined && template !== null && !isString(template)) return null;
  return { pk: value.pk, name: value.name, country_id: value.country_id, url_template_upload: template ?? null };
}

function user(value: unknown): SessionUser['user'] | null {
  if (!isObject(value)) return null;
  const { id, username, email, first_name, last_name, type_of_user__id } = value;
  if (!optional(id, isNumber) || !optional(username, isString) || !optional(email, isString)) return null;
  if (!isString(first_name) || !isString(last_name) || !isNumber(type_of_user__id)) return null;
  return {
    ...('id' in value ? { id } : {}),
    ...('username' in value ? { username } : {}),
    ...('email' in value ? { email } : {}),
    first_name,
    last_name,
    type_of_user__id,
  };
}

/** The session user, or null when the stored value breaks any rule of the schema. */
export function parseStoredSession(value: unknown): SessionUser | null {
  if (!isObject(value)) return null;
  const { token, avatar, loggedIn, url_template_upload_by_country: templates } = value;
  if (!isString(token) || token.length < 1) return null;
  const storedUser = user(value.user);
  if (!storedUser || !Array.isArray(value.companies)) return null;
  const companies = value.companies.map(company);
  if (companies.some((entry) => entry === null)) return null;
  if (!isArrayOf(value.profile_names, isString) || !isArrayOf(value.mids, isNumber)) return null;
  if (!isArrayOf(value.country_ids, isNumber) || !isArrayOf(value.env_payments, isString)) return null;
  // Like valibot's record: any object (a list too), every value a text; a fresh copy out.
  if (typeof templates !== 'object' || templates === null || !Object.values(templates).every(isString)) return null;
  if (typeof loggedIn !== 'boolean') return null;
  if (!isNumber(avatar) || !Number.isInteger(avatar) || avatar < 1 || avatar > 26) return null;
  const mustEnrol = value.mustEnrolSecondFactor;
  if (mustEnrol !== undefined && typeof mustEnrol !== 'boolean') return null;
  return {
    token,
    user: storedUser,
    companies: companies as SessionCompany[],
    profile_names: value.profile_names,
    mids: value.mids,
    country_ids: value.country_ids,
    url_template_upload_by_country: Object.fromEntries(Object.entries(templates)) as Record<string, string>,
    env_payments: value.env_payments,
    loggedIn,
    avatar,
    ...(mustEnrol === undefined ? {} : { mustEnrolSecondFactor: mustEnrol }),
  };
}
