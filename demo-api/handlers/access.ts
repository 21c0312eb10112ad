import { http, HttpResponse } from 'msw';
import { isOn, openChallenge } from '../access/secondFactor.ts';
import { refuseStaleToken, requireUser, tokenOf } from '../http/auth.ts';
import { readBody, textField } from '../http/body.ts';
import { signedLink } from '../http/fileLinks.ts';
import { sayFor } from '../http/messages/index.ts';
import { clearFailures, failedAttempt, lockedMinutes, lockedOut } from '../http/loginThrottle.ts';
import { endSession, endSessionsOf, realNow, SESSION_MAX_MS, startSession } from '../http/sessions.ts';
import { controlsOpen } from '../http/trust.ts';
import { db, demoNow } from '../store/index.ts';
import { decodeBase64 } from '../store/base64.ts';
import { resetPasswordLink, type DemoUser } from '../store/seed/access.ts';
import { newOpaqueToken } from '../store/tokens.ts';
import { approverMustEnrol } from '../payouts/releaseRules.ts';
import { isActiveUser } from './users.ts';

/**
 * Access area: login, me, logout, password recovery (recover, check token, reset). The second
 * step of a sign-in with a second factor (issue 26) is in secondFactor.ts.
 */

const MIN_PASSWORD_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

const userByEmail = (email: string): DemoUser | undefined => db.access.users.find((u) => sameEmail(u.email, email));

/** `{ field: ['This field is required.'] }` for every empty field, or null when all are given. */
function requiredErrors(request: Request, values: Record<string, string>): Record<string, string[]> | null {
  const missing = Object.entries(values).filter(([, value]) => value === '');
  if (missing.length === 0) return null;
  return Object.fromEntries(missing.map(([name]) => [name, [sayFor(request, 'fieldRequired')]]));
}

const publicUser = (user: DemoUser) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  type_of_user__id: user.type_of_user__id,
});

/** Template links in the session answer: signed for the user, as long as a session can last. */
const templateLink = (path: string | null, user: DemoUser): string | null =>
  path === null ? null : signedLink(path, user.id, realNow(), SESSION_MAX_MS);

/** The answer of a finished sign-in: a new session's token and what the app keeps of the user. */
export function sessionPayload(user: DemoUser, token: string) {
  const companies = db.access.companies
    .filter((company) => user.company_ids.includes(company.pk))
    .sort((a, b) => a.pk - b.pk);
  const countryIds = [...new Set(companies.map((company) => company.country_id))].sort((a, b) => a - b);
  const templates: Record<string, string> = {};
  for (const id of countryIds) {
    const country = db.access.countries.find((c) => c.id === id);
    if (country) templates[String(id)] = templateLink(`/api/v1/payroll_templates/country/${country.code}.xlsx`, user)!;
  }
  return {
    token,
    user: publicUser(user),
    companies: companies.map(({ pk, name, country_id, url_template_upload }) => ({
      pk,
      name,
      country_id,
      url_template_upload: templateLink(url_template_upload, user),
    })),
    profile_names: [...user.profile_names],
    mids: [...user.mids],
    country_ids: countryIds,
    url_template_upload_by_country: templates,
    env_payments: [...user.env_payments],
    // Issue 26: an approver of a company that requires a second factor, without one, enrols first.
    ...(approverMustEnrol(user) ? { second_factor_enrolment: true } : {}),
  };
}

/** The reset token entry when `token` is usable for the e-mail encoded in `base64Email`. */
function usableResetToken(token: string, base64Email: string) {
  const email = decodeBase64(base64Email);
  const entry = db.access.resetTokens.get(token);
  if (!entry || email === null || !sameEmail(entry.email, email)) return null;
  if (entry.used && !entry.reusable) return null;
  // The fixed demo link is for people trying the demo on their machine and for tests, never online.
  if (entry.reusable && !controlsOpen()) return null;
  const user = userByEmail(entry.email);
  return user ? { entry, user } : null;
}

export const accessHandlers = [
  http.post('*/v1/login', async ({ request }) => {
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const username = textField(body, 'username');
    const password = textField(body, 'password', { trim: false });
    const errors = requiredErrors(request, { username, password });
    if (errors) return HttpResponse.json(errors, { status: 400 });

    const locked = lockedMinutes(username);
    if (locked !== null) return lockedOut(request, locked);
    const user = db.access.users.find((u) => u.username === username && u.password === password);
    // A user an admin disabled is refused like a wrong password, as Django's authenticate() does.
    if (!user || !isActiveUser(user.id)) {
      const nowLocked = await failedAttempt(request, username);
      if (nowLocked) return nowLocked;
      return HttpResponse.json({ non_field_errors: [sayFor(request, 'invalidCredentials')] }, { status: 400 });
    }
    // With a second factor on, the password alone signs nobody in (issue 26): a challenge for
    // POST /v1/login/second_factor, no token. The failures are forgotten only once the code is
    // right, else a known password would buy four more guesses at the code each time.
    if (isOn(user.id)) return HttpResponse.json({ second_factor: openChallenge(user.id) });
    clearFailures(username);
    return HttpResponse.json(sessionPayload(user, startSession(user.id)));
  }),

  http.get('*/v1/me', ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json({ ...publicUser(user), profile_names: [...user.profile_names] });
  }),

  http.get('*/v1/logout', ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const token = tokenOf(request);
    if (token !== null) endSession(token);
    return HttpResponse.json({ detail: sayFor(request, 'loggedOut') });
  }),

  http.get('*/v1/account/recover_password', ({ request }) => {
    const stale = refuseStaleToken(request);
    if (stale) return stale;
    const email = (new URL(request.url).searchParams.get('email') ?? '').trim();
    if (!EMAIL_PATTERN.test(email)) {
      return HttpResponse.json({ email: [sayFor(request, 'invalidEmail')] }, { status: 400 });
    }
    const user = userByEmail(email);
    if (user) {
      const now = demoNow().toISOString();
      const token = newOpaqueToken();
      db.access.resetTokens.set(token, { token, email: user.email, reusable: false, used: false, issued_at: now });
      const link = resetPasswordLink(token, user.email);
      db.access.outbox.push({ to: user.email, link, sent_at: now });
      console.log(`[demo-api] password reset link: ${link}`);
    }
    // Same answer whether or not the e-mail exists: no account enumeration.
    return HttpResponse.json({ detail: sayFor(request, 'resetEmailSent') });
  }),

  http.post('*/v1/account/check_token', async ({ request }) => {
    const stale = refuseStaleToken(request);
    if (stale) return stale;
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const isValid = usableResetToken(textField(body, 'token'), textField(body, 'base64_email')) !== null;
    return HttpResponse.json({ isValid });
  }),

  http.post('*/v1/account/reset_password', async ({ request }) => {
    const stale = refuseStaleToken(request);
    if (stale) return stale;
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const password = textField(body, 'password', { trim: false });
    const token = textField(body, 'token');
    const base64Email = textField(body, 'base64_email');
    const errors = requiredErrors(request, { password, token, base64_email: base64Email });
    if (errors) return HttpResponse.json(errors, { status: 400 });

    const usable = usableResetToken(token, base64Email);
    if (!usable) {
      return HttpResponse.json({ token: [sayFor(request, 'resetTokenInvalid')] }, { status: 400 });
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      return HttpResponse.json({ password: [sayFor(request, 'passwordTooShort')] }, { status: 400 });
    }
    usable.user.password = password;
    // Whoever held the old password is signed out everywhere.
    endSessionsOf(usable.user.id);
    clearFailures(usable.user.username);
    // Like Django's token generator: a password change spends every issued link of that user.
    for (const entry of db.access.resetTokens.values()) {
      if (!entry.reusable && sameEmail(entry.email, usable.user.email)) entry.used = true;
    }
    return HttpResponse.json({ detail: sayFor(request, 'passwordReset') });
  }),
];
