import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginAnswerSchema } from '@app/api/schemas/access';
import { RecoveryCodesSchema, SecondFactorSetupSchema, SecondFactorStatusSchema } from '@app/api/schemas/secondFactor';
import { RECOVERY_ALPHABET, newRecoveryCodes } from '@demo-api/access/recoveryCodes';
import { CHALLENGE_MS, challengeUserId, openChallenge, useCode, useRecoveryCode } from '@demo-api/access/secondFactor';
import { LOCK_AFTER_FAILURES, LOCK_MS } from '@demo-api/http/loginThrottle';
import { db } from '@demo-api/store';
import { DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '@demo-api/store/seed/access';
import { API, authHeaders, conforms, getJson, resetAt, tokenFor } from './payoutsSupport';

/**
 * The second factor (issue 26) on the demo API: TOTP codes in a window of one step either
 * side, never twice; single-use recovery codes; the sign-in's challenge; the lockout shared
 * with wrong passwords; and a user's own set-up. Real time is faked (Date only: the answers'
 * slow-down after failures waits on real timers), codes are made here with otpauth.
 */

const STEP_MS = 30_000;
/** Ten seconds into a 30-second step, so a code made "now" belongs to a known step. */
const T0 = Date.UTC(2026, 10, 21, 12, 0, 10);
const VERIFICADA = 11;
const CODE_FORMAT = new RegExp(`^[${RECOVERY_ALPHABET}]{4}-[${RECOVERY_ALPHABET}]{4}$`);

const codeAt = (secret: string, timestamp: number): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
/** The code of the step `steps` away from now (real time, faked). */
const code = (secret = DEMO_TOTP_SECRET, steps = 0): string => codeAt(secret, Date.now() + steps * STEP_MS);
/** A six-digit code that is none of the window's. */
function wrongCode(secret = DEMO_TOTP_SECRET): string {
  const window = new Set([-1, 0, 1].map((steps) => code(secret, steps)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!window.has(candidate)) return candidate;
  }
}
const nextStep = () => vi.advanceTimersByTime(STEP_MS);

type Answer = { status: number; headers: Headers; body: Record<string, unknown> };

async function post(path: string, body: unknown, token: string | null = null, language = 'en'): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { ...(token ? authHeaders(token, language) : { 'Accept-Language': language }), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

const login = (username: string, password = 'demo1234', language = 'en') => post('/login', { username, password }, null, language);

/** The password step of a user with a factor on: the challenge. */
async function challengeOf(username = 'verificada'): Promise<string> {
  const answer = await login(username);
  expect(answer.status).toBe(200);
  return (answer.body.second_factor as { challenge: string }).challenge;
}

const secondStep = (fields: Record<string, string>, language = 'en') => post('/login/second_factor', fields, null, language);

/** verificada signed in with a current code. */
async function verificadaToken(): Promise<string> {
  const answer = await secondStep({ challenge: await challengeOf(), code: code() });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

const status = async (token: string) => {
  const answer = await getJson('/me/second_factor', token);
  expect(answer.status).toBe(200);
  return conforms(SecondFactorStatusSchema, answer.body);
};

const CODE_WRONG = { code: ['That code is not right. Check the app and try again.'] };
const RECOVERY_WRONG = { recovery_code: ['That recovery code is not right or was already used.'] };
const EXPIRED = { challenge: ['Your sign-in took too long. Enter your password again.'] };
const LOCKED = { non_field_errors: ['Too many failed sign-in attempts. Try again in 5 min.'] };

beforeEach(() => {
  resetAt();
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
});
afterEach(() => vi.useRealTimers());

describe('authenticator codes (access/secondFactor.ts, explicit times)', () => {
  it.each([-1, 0, 1])('accepts the code of the step %i away from now', (steps) => {
    expect(useCode(VERIFICADA, 'verificada', codeAt(DEMO_TOTP_SECRET, T0 + steps * STEP_MS), T0)).toBe(true);
  });

  it.each([-2, 2])('refuses the code of the step %i away from now', (steps) => {
    expect(useCode(VERIFICADA, 'verificada', codeAt(DEMO_TOTP_SECRET, T0 + steps * STEP_MS), T0)).toBe(false);
  });

  it('refuses a code already accepted, and any older one, even inside the window (RFC 6238 §5.2)', () => {
    const current = codeAt(DEMO_TOTP_SECRET, T0);
    expect(useCode(VERIFICADA, 'verificada', current, T0)).toBe(true);
    expect(useCode(VERIFICADA, 'verificada', current, T0 + 1_000)).toBe(false);
    expect(useCode(VERIFICADA, 'verificada', codeAt(DEMO_TOTP_SECRET, T0 - STEP_MS), T0 + 1_000)).toBe(false);
    // The next step's code is still new.
    expect(useCode(VERIFICADA, 'verificada', codeAt(DEMO_TOTP_SECRET, T0 + STEP_MS), T0 + STEP_MS)).toBe(true);
  });

  it('takes a code typed with spaces, and refuses anything but six digits', () => {
    const current = codeAt(DEMO_TOTP_SECRET, T0);
    expect(useCode(VERIFICADA, 'verificada', `${current.slice(0, 3)} ${current.slice(3)}`, T0)).toBe(true);
    expect(useCode(VERIFICADA, 'verificada', 'abcdef', T0 + STEP_MS)).toBe(false);
    expect(useCode(VERIFICADA, 'verificada', `${codeAt(DEMO_TOTP_SECRET, T0 + STEP_MS)}0`, T0 + STEP_MS)).toBe(false);
  });

  it('refuses every code of a user without a factor', () => {
    expect(useCode(1, 'carga', codeAt(DEMO_TOTP_SECRET, T0), T0)).toBe(false);
    expect(useRecoveryCode(1, DEMO_RECOVERY_CODES[0]!)).toBe(false);
  });
});

describe('recovery codes', () => {
  it('are ten, xxxx-xxxx from 31 unambiguous characters, all different (seeded and new)', () => {
    expect(RECOVERY_ALPHABET).toHaveLength(31);
    expect(RECOVERY_ALPHABET).not.toMatch(/[01ilo]/);
    for (const codes of [DEMO_RECOVERY_CODES, newRecoveryCodes(), newRecoveryCodes()]) {
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const each of codes) expect(each).toMatch(CODE_FORMAT);
    }
  });

  it('are kept only as SHA-256 hashes', () => {
    const stored = JSON.stringify(db.access.secondFactors.get(VERIFICADA));
    for (const each of DEMO_RECOVERY_CODES) {
      expect(stored).not.toContain(each);
      expect(stored).not.toContain(each.replace('-', ''));
    }
    expect(db.access.secondFactors.get(VERIFICADA)!.recoveryHashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('work once, typed in any case, with or without the hyphen or spaces', () => {
    const [first, second] = DEMO_RECOVERY_CODES as [string, string];
    expect(useRecoveryCode(VERIFICADA, ` ${first.toUpperCase().replace('-', ' ')} `)).toBe(true);
    expect(useRecoveryCode(VERIFICADA, first)).toBe(false);
    expect(useRecoveryCode(VERIFICADA, second.replace('-', ''))).toBe(true);
    expect(db.access.secondFactors.get(VERIFICADA)!.recoveryHashes).toHaveLength(8);
  });
});

describe('sign-in challenges', () => {
  it(`last ${CHALLENGE_MS / 60_000} minutes`, () => {
    const { challenge, expires_in } = openChallenge(VERIFICADA, T0);
    expect(expires_in).toBe(300);
    expect(challenge).toMatch(/^[0-9a-f]{40}$/);
    expect(challengeUserId(challenge, T0 + CHALLENGE_MS - 1)).toBe(VERIFICADA);
    expect(challengeUserId(challenge, T0 + CHALLENGE_MS)).toBeNull();
    // An expired one is gone, not merely refused.
    expect(db.access.secondFactorChallenges.has(challenge)).toBe(false);
  });

  it('expired ones are dropped when a new one is opened', () => {
    openChallenge(VERIFICADA, T0);
    openChallenge(VERIFICADA, T0 + 1);
    openChallenge(VERIFICADA, T0 + CHALLENGE_MS);
    expect(db.access.secondFactorChallenges.size).toBe(2);
  });
});

describe('POST /v1/login for a user with a second factor', () => {
  it('answers a challenge and no token, and starts no session', async () => {
    const sessions = db.access.sessions.size;
    const answer = await login('verificada');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ second_factor: { challenge: expect.stringMatching(/^[0-9a-f]{40}$/), expires_in: 300 } });
    conforms(LoginAnswerSchema, answer.body);
    expect(db.access.sessions.size).toBe(sessions);
  });

  it('a wrong password is refused as for anyone', async () => {
    const answer = await login('verificada', 'wrong');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('users without a factor still get their session at once', async () => {
    const answer = await login('carga');
    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/^[0-9a-f]{40}$/);
    expect(answer.body).not.toHaveProperty('second_factor');
  });
});

describe('POST /v1/login/second_factor', () => {
  it('with a current code answers what /v1/login answers a user without a factor, and spends the challenge', async () => {
    const challenge = await challengeOf();
    const answer = await secondStep({ challenge, code: code() });
    expect(answer.status).toBe(200);
    const session = conforms(LoginAnswerSchema, answer.body);
    expect(Object.keys(answer.body).sort()).toEqual(['companies', 'country_ids', 'env_payments', 'mids', 'profile_names', 'token', 'url_template_upload_by_country', 'user']);
    expect(session).toMatchObject({
      user: { id: 11, username: 'verificada', email: 'verificada@demo.example', first_name: 'Elena', last_name: 'Vargas', type_of_user__id: 4 },
      companies: [{ pk: 2, name: 'Minera Pacífico Ltda', country_id: 1, url_template_upload: null }],
      profile_names: ['MANAGER'],
      mids: [102],
      country_ids: [1],
      env_payments: ['test'],
    });
    expect((await getJson('/me', session.token!)).status).toBe(200);
    nextStep();
    expect((await secondStep({ challenge, code: code() })).body).toEqual(EXPIRED);
  });

  it('refuses a code used once already, even with a new challenge', async () => {
    const current = code();
    expect((await secondStep({ challenge: await challengeOf(), code: current })).status).toBe(200);
    const again = await secondStep({ challenge: await challengeOf(), code: current });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(CODE_WRONG);
  });

  it('takes a recovery code once', async () => {
    const recovery = DEMO_RECOVERY_CODES[3]!;
    const first = await secondStep({ challenge: await challengeOf(), recovery_code: recovery });
    expect(first.status).toBe(200);
    expect(first.body.token).toMatch(/^[0-9a-f]{40}$/);
    const again = await secondStep({ challenge: await challengeOf(), recovery_code: recovery });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(RECOVERY_WRONG);
    expect(await status(await verificadaToken())).toEqual({ enabled: true, recovery_codes_left: 9 });
  });

  it(`refuses an unknown challenge, and one ${CHALLENGE_MS / 60_000} minutes old`, async () => {
    expect(await secondStep({ challenge: 'f'.repeat(40), code: code() })).toMatchObject({ status: 400, body: EXPIRED });
    const challenge = await challengeOf();
    vi.advanceTimersByTime(CHALLENGE_MS);
    const late = await secondStep({ challenge, code: code() }, 'es');
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ challenge: ['Su inicio de sesión tardó demasiado. Ingrese su contraseña nuevamente.'] });
  });

  it('asks for a code, and for the challenge', async () => {
    const challenge = await challengeOf();
    expect(await secondStep({ challenge })).toMatchObject({ status: 400, body: { code: ['This field is required.'] } });
    expect(await secondStep({ challenge, code: ' ', recovery_code: '' }, 'es')).toMatchObject({ status: 400, body: { code: ['Este campo es obligatorio.'] } });
    expect(await secondStep({ code: code() })).toMatchObject({ status: 400, body: { challenge: ['This field is required.'] } });
    // The challenge is still good after those.
    expect((await secondStep({ challenge, code: code() })).status).toBe(200);
  });

  it('answers a wrong code and a wrong recovery code in Spanish too', async () => {
    const challenge = await challengeOf();
    expect((await secondStep({ challenge, code: wrongCode() }, 'es')).body).toEqual({ code: ['Ese código no es correcto. Revise la aplicación e inténtelo nuevamente.'] });
    expect((await secondStep({ challenge, recovery_code: 'zzzz-zzzz' }, 'es')).body).toEqual({ recovery_code: ['Ese código de recuperación no es correcto o ya fue utilizado.'] });
  });

  it('a user disabled after the password cannot finish', async () => {
    const challenge = await challengeOf();
    db.settings.users.find((user) => user.id === VERIFICADA)!.is_active = false;
    expect(await secondStep({ challenge, code: code() })).toMatchObject({ status: 400, body: EXPIRED });
  });

  it(`${LOCK_AFTER_FAILURES} wrong codes lock the account for ${LOCK_MS / 60_000} minutes, the 429 saying how long; then it signs in again`, async () => {
    const challenge = await challengeOf();
    for (let i = 1; i < LOCK_AFTER_FAILURES; i += 1) {
      expect(await secondStep({ challenge, code: wrongCode() })).toMatchObject({ status: 400, body: CODE_WRONG });
    }
    const locked = await secondStep({ challenge, recovery_code: 'zzzz-zzzz' });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(LOCK_MS / 1000));
    expect(locked.body).toEqual(LOCKED);
    // Locked: the right code, the password and a recovery code alike.
    expect(await secondStep({ challenge, code: code() })).toMatchObject({ status: 429, body: LOCKED });
    expect(await login('verificada')).toMatchObject({ status: 429, body: LOCKED });
    vi.advanceTimersByTime(2 * 60_000);
    expect((await secondStep({ challenge, recovery_code: DEMO_RECOVERY_CODES[0]! })).body).toEqual({
      non_field_errors: ['Too many failed sign-in attempts. Try again in 3 min.'],
    });
    vi.advanceTimersByTime(LOCK_MS - 2 * 60_000 + 1_000);
    expect((await secondStep({ challenge: await challengeOf(), code: code() })).status).toBe(200);
  }, 20_000);

  it('wrong passwords and wrong codes count together; a right password alone does not forget them', async () => {
    for (let i = 0; i < 2; i += 1) expect((await login('verificada', 'wrong')).status).toBe(400);
    const challenge = await challengeOf();
    for (let i = 0; i < 2; i += 1) expect((await secondStep({ challenge, code: wrongCode() })).status).toBe(400);
    expect(await secondStep({ challenge, code: wrongCode() })).toMatchObject({ status: 429, body: LOCKED });
  }, 20_000);

  it('a right code forgets the failures', async () => {
    const challenge = await challengeOf();
    for (let i = 1; i < LOCK_AFTER_FAILURES; i += 1) expect((await secondStep({ challenge, code: wrongCode() })).status).toBe(400);
    expect((await secondStep({ challenge, code: code() })).status).toBe(200);
    nextStep();
    expect((await secondStep({ challenge: await challengeOf(), code: wrongCode() })).status).toBe(400);
  }, 20_000);
});

describe('a user’s own second factor', () => {
  it('enrols: set-up, a wrong code changes nothing, the right one turns it on with ten codes; the next sign-in asks for it; the secret is in no answer but set-up', async () => {
    const carga = await tokenFor('carga');
    expect(await status(carga)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect(await post('/me/second_factor/enable', { code: '123456' }, carga)).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Start again: ask for a new QR code.'] },
    });

    const first = conforms(SecondFactorSetupSchema, (await post('/me/second_factor/setup', undefined, carga)).body);
    const setupAnswer = await post('/me/second_factor/setup', undefined, carga);
    expect(setupAnswer.status).toBe(200);
    const { secret, otpauth_uri } = conforms(SecondFactorSetupSchema, setupAnswer.body);
    expect(secret).not.toBe(first.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauth_uri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe('otpauth://totp/Merchant back-office:carga');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'Merchant back-office', secret, algorithm: 'SHA1', digits: '6', period: '30' });

    // The replaced secret's code and a wrong one are refused; nothing changes.
    const before = structuredClone(db.access.secondFactors.get(1));
    expect(await post('/me/second_factor/enable', { code: code(first.secret) }, carga)).toMatchObject({ status: 400, body: CODE_WRONG });
    expect(await post('/me/second_factor/enable', { code: wrongCode(secret) }, carga)).toMatchObject({ status: 400, body: CODE_WRONG });
    expect(db.access.secondFactors.get(1)).toEqual(before);
    expect(await status(carga)).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect(await post('/me/second_factor/enable', {}, carga)).toMatchObject({ status: 400, body: { code: ['This field is required.'] } });

    const later: Answer['body'][] = [];
    const enabled = await post('/me/second_factor/enable', { code: code(secret) }, carga);
    expect(enabled.status).toBe(200);
    later.push(enabled.body);
    const { recovery_codes } = conforms(RecoveryCodesSchema, enabled.body);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const each of recovery_codes) expect(each).toMatch(CODE_FORMAT);
    expect(await status(carga)).toEqual({ enabled: true, recovery_codes_left: 10 });
    later.push(await status(carga));

    for (const [path, key] of [['/me/second_factor/setup', 'secondFactorAlreadyOn'], ['/me/second_factor/enable', 'secondFactorAlreadyOn']] as const) {
      const refused = await post(path, { code: code(secret) }, carga);
      expect(refused.status, key).toBe(400);
      expect(refused.body).toEqual({ non_field_errors: ['Two-step verification is already on.'] });
      later.push(refused.body);
    }

    const password = await login('carga');
    expect(password.body).toEqual({ second_factor: { challenge: expect.any(String), expires_in: 300 } });
    later.push(password.body);
    nextStep();
    const signedIn = await secondStep({ challenge: (password.body.second_factor as { challenge: string }).challenge, code: code(secret) });
    expect(signedIn.status).toBe(200);
    later.push(signedIn.body);
    for (const body of later) expect(JSON.stringify(body)).not.toContain(secret);
  });

  it('the factor being on, set-up is refused in Spanish too', async () => {
    const token = await verificadaToken();
    expect((await post('/me/second_factor/setup', undefined, token, 'es')).body).toEqual({ non_field_errors: ['La verificación en dos pasos ya está activada.'] });
  });

  it('disable needs a current code or an unused recovery code; then the password alone signs in', async () => {
    const token = await verificadaToken();
    expect(await post('/me/second_factor/disable', {}, token)).toMatchObject({ status: 400, body: { code: ['This field is required.'] } });
    expect(await post('/me/second_factor/disable', { code: wrongCode() }, token)).toMatchObject({ status: 400, body: CODE_WRONG });
    // The code that signed in was spent.
    expect(await post('/me/second_factor/disable', { code: code() }, token)).toMatchObject({ status: 400, body: CODE_WRONG });
    expect(await status(token)).toEqual({ enabled: true, recovery_codes_left: 10 });
    const off = await post('/me/second_factor/disable', { code: DEMO_RECOVERY_CODES[9]! }, token);
    expect(off).toMatchObject({ status: 200, body: { enabled: false, recovery_codes_left: 0 } });
    expect(db.access.secondFactors.has(VERIFICADA)).toBe(false);
    expect((await login('verificada')).body.token).toMatch(/^[0-9a-f]{40}$/);
    expect(await post('/me/second_factor/disable', { code: code() }, token, 'es')).toMatchObject({
      status: 400,
      body: { non_field_errors: ['La verificación en dos pasos está desactivada.'] },
    });
  });

  it('disable with the next step’s code works too', async () => {
    const token = await verificadaToken();
    expect(await post('/me/second_factor/disable', { code: code(DEMO_TOTP_SECRET, 1) }, token)).toMatchObject({ status: 200, body: { enabled: false } });
  });

  it('new recovery codes need a current code (not a recovery code); the old ones stop working', async () => {
    const token = await verificadaToken();
    expect(await post('/me/second_factor/recovery_codes', { code: DEMO_RECOVERY_CODES[0]! }, token)).toMatchObject({ status: 400, body: CODE_WRONG });
    expect(await post('/me/second_factor/recovery_codes', { code: wrongCode() }, token)).toMatchObject({ status: 400, body: CODE_WRONG });
    nextStep();
    const renewed = await post('/me/second_factor/recovery_codes', { code: code() }, token);
    expect(renewed.status).toBe(200);
    const { recovery_codes } = conforms(RecoveryCodesSchema, renewed.body);
    expect(recovery_codes.some((each) => DEMO_RECOVERY_CODES.includes(each))).toBe(false);
    expect(JSON.stringify(renewed.body)).not.toContain(DEMO_TOTP_SECRET);
    expect(await secondStep({ challenge: await challengeOf(), recovery_code: DEMO_RECOVERY_CODES[1]! })).toMatchObject({ status: 400, body: RECOVERY_WRONG });
    expect((await secondStep({ challenge: await challengeOf(), recovery_code: recovery_codes[0]! })).status).toBe(200);

    const carga = await tokenFor('carga');
    expect(await post('/me/second_factor/recovery_codes', { code: '123456' }, carga)).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Two-step verification is off.'] },
    });
  });

  it('wrong codes here count too: the fifth locks the account, and a locked account changes nothing', async () => {
    const token = await verificadaToken();
    for (let i = 1; i < LOCK_AFTER_FAILURES; i += 1) expect((await post('/me/second_factor/disable', { code: wrongCode() }, token)).status).toBe(400);
    expect(await post('/me/second_factor/recovery_codes', { code: wrongCode() }, token)).toMatchObject({ status: 429, body: LOCKED });
    nextStep();
    expect(await post('/me/second_factor/disable', { code: code() }, token)).toMatchObject({ status: 429, body: LOCKED });
    expect(await status(token)).toEqual({ enabled: true, recovery_codes_left: 10 });
  }, 20_000);

  it('every call needs a session', async () => {
    for (const path of ['/me/second_factor/setup', '/me/second_factor/enable', '/me/second_factor/disable', '/me/second_factor/recovery_codes']) {
      expect((await post(path, { code: '123456' })).status, path).toBe(401);
    }
    expect((await fetch(`${API}/me/second_factor`)).status).toBe(401);
  });
});
