import { http, HttpResponse } from 'msw';
import { requireUser, tokenOf } from '../http/auth.ts';
import { endSessionsOf } from '../http/sessions.ts';
import { readBody, textField, type BodyFields } from '../http/body.ts';
import { sayFor } from '../http/messages/index.ts';
import { isTooLong, SETTINGS_LIMITS, type SettingsTextField } from '../settings/limits.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import { PROFILE_CODES, type ManagedUser, type ProfileCode } from '../store/seed/settings.ts';
import { forbidden } from './settings.ts';

/**
 * Users: a merchant admin's user list (the users of their companies), create, enable or
 * disable, change profile; and every user's own profile (name) and password. The user calls
 * are for ADMIN only; an admin cannot disable or re-profile themself.
 */

type Handler = (context: { request: Request; user: DemoUser; params: Record<string, unknown> }) => Response | Promise<Response>;

const signedIn =
  (run: Handler) =>
  ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return run({ request, user, params });
  };

const adminOnly =
  (run: Handler): Handler =>
  (context) =>
    context.user.profile_names.includes('ADMIN') ? run(context) : forbidden(context.request);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 8;

/** 'Ensure this field has no more than N characters.' when `text` is longer than the field's limit. */
const lengthError = (request: Request, field: SettingsTextField, text: string): string[] | null =>
  isTooLong(field, text) ? [sayFor(request, 'tooLong', { max: String(SETTINGS_LIMITS.text[field]) })] : null;

/** An address: the simple pattern, and a local part no longer than RFC 5321 allows (it becomes the username). */
const isEmail = (text: string): boolean => EMAIL.test(text) && text.split('@')[0]!.length <= SETTINGS_LIMITS.text.email_local_part;

/** A page number or page size from the query: a positive whole number, else the fallback. */
const positiveInt = (text: string | null, fallback: number): number => {
  const value = text !== null && /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return value >= 1 ? value : fallback;
};

const notFound = (request: Request) => HttpResponse.json({ detail: sayFor(request, 'notFound') }, { status: 404 });
const fieldErrors = (errors: Record<string, string[]>) => HttpResponse.json(errors, { status: 400 });

/** The users an admin manages: every user sharing one of their companies. */
const managedBy = (admin: DemoUser): ManagedUser[] =>
  db.settings.users.filter((user) => user.company_ids.some((id) => admin.company_ids.includes(id)));

const userJson = (user: ManagedUser) => ({
  id: user.id,
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  profile: user.profile,
  is_active: user.is_active,
});

/** The roles a profile code gives a sign-in user (BALANCE_MANAGEMENT is not a profile code and stays). */
const ROLES: Record<ProfileCode, string[]> = {
  admin: ['ADMIN'],
  manager: ['MANAGER'],
  carga: ['CARGA'],
  aprobador_1: ['APROBADOR_1'],
  aprobador_2: ['APROBADOR_2'],
  customer_service: [],
};

function booleanOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'True' || value === '1' || value === 1) return true;
  if (value === 'false' || value === 'False' || value === '0' || value === 0) return false;
  return null;
}

const isProfile = (text: string): text is ProfileCode => (PROFILE_CODES as readonly string[]).includes(text);

/** The user named in a path or field, among those this admin manages. */
function managedUser(admin: DemoUser, id: unknown): ManagedUser | null {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id : '';
  if (!/^\d+$/.test(text)) return null;
  return managedBy(admin).find((user) => user.id === Number(text)) ?? null;
}

/** A new user's username: the address's local part, made unique. */
function usernameFor(email: string): string {
  // Room for a number after it, within the username's limit.
  const base = email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, SETTINGS_LIMITS.text.username - 10) || 'user';
  const taken = new Set([...db.settings.users.map((u) => u.username), ...db.access.users.map((u) => u.username)]);
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
  return name;
}

function passwordErrors(request: Request, user: DemoUser, body: BodyFields): Record<string, string[]> {
  const old = textField(body, 'old_password', { trim: false });
  const next = textField(body, 'new_password1', { trim: false });
  const confirm = textField(body, 'new_password2', { trim: false });
  const errors: Record<string, string[]> = {};
  const required = [sayFor(request, 'fieldRequired')];
  if (old === '') errors.old_password = required;
  else if (old !== user.password) errors.old_password = [sayFor(request, 'oldPasswordWrong')];
  if (next === '') errors.new_password1 = required;
  if (confirm === '') errors.new_password2 = required;
  if (next !== '' && confirm !== '') {
    if (next !== confirm) errors.new_password2 = [sayFor(request, 'passwordsDiffer')];
    else {
      const weak: string[] = [];
      if (next.length < MIN_PASSWORD) weak.push(sayFor(request, 'passwordTooShort'));
      if (/^\d+$/.test(next)) weak.push(sayFor(request, 'passwordNumeric'));
      if (next === old) weak.push(sayFor(request, 'passwordSame'));
      if (weak.length > 0) errors.new_password2 = weak;
    }
  }
  return errors;
}

export const usersHandlers = [
  http.patch(
    '*/v1/user_profile',
    signedIn(async ({ request, user }) => {
      const body = await readBody(request);
      if (body instanceof Response) return body;
      // Provider staff have no merchant profile (they are not in any merchant's user list).
      const profile = db.settings.users.find((managed) => managed.id === user.id);
      if (!profile) return HttpResponse.json({ detail: sayFor(request, 'profileMissing') }, { status: 404 });
      const first = textField(body, 'first_name');
      const last = textField(body, 'last_name');
      const errors: Record<string, string[]> = {};
      for (const [name, value] of [['first_name', first], ['last_name', last]] as const) {
        const problem = value === '' ? [sayFor(request, 'fieldRequired')] : lengthError(request, name, value);
        if (problem) errors[name] = problem;
      }
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      user.first_name = profile.first_name = first;
      user.last_name = profile.last_name = last;
      return HttpResponse.json({ detail: sayFor(request, 'profileUpdated'), first_name: first, last_name: last, email: user.email });
    }),
  ),

  http.patch(
    '*/v1/update_password',
    signedIn(async ({ request, user }) => {
      const body = await readBody(request);
      if (body instanceof Response) return body;
      const errors = passwordErrors(request, user, body);
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      user.password = textField(body, 'new_password1', { trim: false });
      // Every other session of the user ends: whoever knew the old password is out. This one stays.
      endSessionsOf(user.id, tokenOf(request));
      return HttpResponse.json({ detail: sayFor(request, 'passwordChanged') });
    }),
  ),

  http.get(
    '*/v1/user/',
    signedIn(
      adminOnly(({ request, user }) => {
        const url = new URL(request.url);
        const perPage = Math.min(positiveInt(url.searchParams.get('itemsPerPage'), 10), 100);
        const page = positiveInt(url.searchParams.get('page'), 1);
        const users = managedBy(user).sort((a, b) => a.username.localeCompare(b.username));
        const pages = Math.max(Math.ceil(users.length / perPage), 1);
        return HttpResponse.json({
          items: users.slice((page - 1) * perPage, page * perPage).map(userJson),
          paginate: { totalItems: users.length, itemsPerPage: perPage, num_pages: pages, page },
        });
      }),
    ),
  ),

  http.post(
    '*/v1/user/',
    signedIn(
      adminOnly(async ({ request, user }) => {
        const body = await readBody(request);
        if (body instanceof Response) return body;
        const fields = {
          first_name: textField(body, 'first_name'),
          last_name: textField(body, 'last_name'),
          email: textField(body, 'email'),
          profile: textField(body, 'profile'),
        };
        const errors: Record<string, string[]> = {};
        for (const [name, value] of Object.entries(fields)) if (value === '') errors[name] = [sayFor(request, 'fieldRequired')];
        for (const name of ['first_name', 'last_name', 'email'] as const) {
          const tooLong = fields[name] === '' ? null : lengthError(request, name, fields[name]);
          if (tooLong) errors[name] = tooLong;
        }
        if (fields.email !== '' && !errors.email && !isEmail(fields.email)) errors.email = [sayFor(request, 'invalidEmail')];
        if (fields.profile !== '' && !isProfile(fields.profile)) errors.profile = [sayFor(request, 'notAChoice', { value: fields.profile })];
        if (Object.keys(errors).length > 0) return fieldErrors(errors);
        const email = fields.email.toLowerCase();
        const taken = [...db.settings.users, ...db.access.users].some((u) => u.email.toLowerCase() === email);
        // The provider answers this refusal with a bare list (spec 02 section 8).
        if (taken) return HttpResponse.json([sayFor(request, 'emailTaken')], { status: 400 });
        const created: ManagedUser = {
          id: Math.max(...db.settings.users.map((u) => u.id)) + 1,
          username: usernameFor(email),
          first_name: fields.first_name,
          last_name: fields.last_name,
          email,
          profile: fields.profile as ProfileCode,
          is_active: true,
          company_ids: [...user.company_ids],
        };
        db.settings.users.push(created);
        return HttpResponse.json({ ...userJson(created), detail: sayFor(request, 'userCreated') }, { status: 201 });
      }),
    ),
  ),

  http.post(
    '*/v1/user/levels',
    signedIn(
      adminOnly(async ({ request, user }) => {
        const body = await readBody(request);
        if (body instanceof Response) return body;
        const level = textField(body, 'level');
        const userId = textField(body, 'user_id');
        const errors: Record<string, string[]> = {};
        if (userId === '') errors.user_id = [sayFor(request, 'fieldRequired')];
        if (level === '') errors.level = [sayFor(request, 'fieldRequired')];
        else if (!isProfile(level)) errors.level = [sayFor(request, 'notAChoice', { value: level })];
        if (Object.keys(errors).length > 0) return fieldErrors(errors);
        const target = managedUser(user, userId);
        if (!target) return notFound(request);
        if (target.id === user.id) return fieldErrors({ level: [sayFor(request, 'notYourProfile')] });
        target.profile = level as ProfileCode;
        const signIn = db.access.users.find((u) => u.id === target.id);
        if (signIn) {
          const kept = signIn.profile_names.filter((name) => !Object.values(ROLES).flat().includes(name));
          signIn.profile_names = [...ROLES[target.profile], ...kept];
        }
        return HttpResponse.json({ detail: sayFor(request, 'userUpdated') });
      }),
    ),
  ),

  http.put(
    '*/v1/user/:id/',
    signedIn(
      adminOnly(async ({ request, user, params }) => {
        const body = await readBody(request);
        if (body instanceof Response) return body;
        const target = managedUser(user, params.id);
        if (!target) return notFound(request);
        if (!Object.hasOwn(body, 'is_active')) return fieldErrors({ is_active: [sayFor(request, 'fieldRequired')] });
        const active = booleanOf(body.is_active);
        if (active === null) return fieldErrors({ is_active: [sayFor(request, 'invalidBoolean')] });
        if (target.id === user.id && !active) return fieldErrors({ is_active: [sayFor(request, 'notYourself')] });
        target.is_active = active;
        // A disabled user's sessions end at once, as when Django deactivates a user.
        if (!active) endSessionsOf(target.id);
        return HttpResponse.json({ ...userJson(target), detail: sayFor(request, 'statusUpdated') });
      }),
    ),
  ),
];

/** False for a user an admin disabled: the login refuses them like a wrong password. */
export const isActiveUser = (id: number): boolean => db.settings.users.find((user) => user.id === id)?.is_active ?? true;
