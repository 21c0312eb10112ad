import { describe, expect, it, vi } from 'vitest';
import { DEMO_RESET_B64E, DEMO_RESET_TOKEN } from '@demo-api/store/seed/access';
import { signedLink } from '../../support/signedLink';

const API = 'http://localhost:3000/api/v1';

interface LoginBody {
  token: string;
  user: Record<string, unknown>;
  companies: { pk: number; name: string; country_id: number; url_template_upload: string | null }[];
  profile_names: string[];
  mids: number[];
  country_ids: number[];
  url_template_upload_by_country: Record<string, string>;
  env_payments: string[];
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${API}${path}`, { method: 'POST', headers, body: form });
};

async function login(username: string, password = 'demo1234'): Promise<LoginBody> {
  const response = await postJson('/login', { username, password });
  expect(response.status).toBe(200);
  return (await response.json()) as LoginBody;
}

const me = (token: string) => fetch(`${API}/me`, { headers: { Authorization: `Token ${token}` } });

const CL_TEMPLATE = signedLink('/api/v1/payroll_templates/country/CL.xlsx');
const PE_TEMPLATE = signedLink('/api/v1/payroll_templates/country/PE.xlsx');
const MX_TEMPLATE = signedLink('/api/v1/payroll_templates/country/MX.xlsx');
const ANDES = { pk: 1, name: 'Comercial Andes SpA', country_id: 1, url_template_upload: signedLink('/api/v1/payroll_templates/company/1.xlsx') };
const LIMA = { pk: 3, name: 'Inversiones Lima SAC', country_id: 2, url_template_upload: null };

const EXPECTED = [
  { username: 'carga', type: 3, profiles: ['CARGA'], companies: [ANDES], mids: [101], countries: [1], templates: { '1': CL_TEMPLATE }, env: ['test'] },
  { username: 'aprobador1', type: 1, profiles: ['APROBADOR_1'], companies: [ANDES], mids: [101], countries: [1], templates: { '1': CL_TEMPLATE }, env: ['test'] },
  { username: 'aprobador2', type: 2, profiles: ['APROBADOR_2'], companies: [ANDES], mids: [101], countries: [1], templates: { '1': CL_TEMPLATE }, env: ['prod'] },
  { username: 'manager', type: 4, profiles: ['MANAGER'], companies: [ANDES, LIMA], mids: [101, 103], countries: [1, 2], templates: { '1': CL_TEMPLATE, '2': PE_TEMPLATE }, env: ['prod', 'test'] },
  { username: 'admin', type: 5, profiles: ['ADMIN', 'BALANCE_MANAGEMENT'], companies: [ANDES, LIMA], mids: [101, 102, 103, 104], countries: [1, 2], templates: { '1': CL_TEMPLATE, '2': PE_TEMPLATE }, env: ['prod', 'test'] },
  {
    username: 'alpsadmin',
    type: 6,
    profiles: ['ALPSADMIN'],
    companies: [
      ANDES,
      { pk: 2, name: 'Minera Pacífico Ltda', country_id: 1, url_template_upload: null },
      LIMA,
      { pk: 4, name: 'Retail Austral SpA', country_id: 1, url_template_upload: null },
      { pk: 5, name: 'Agroexport Perú SAC', country_id: 2, url_template_upload: null },
      { pk: 6, name: 'Servicios Aztecas SA de CV', country_id: 3, url_template_upload: null },
      { pk: 7, name: 'Logística del Sur SpA', country_id: 1, url_template_upload: null },
      { pk: 8, name: 'Textiles Cusco SAC', country_id: 2, url_template_upload: null },
    ],
    mids: [101, 105],
    countries: [1, 2, 3],
    templates: { '1': CL_TEMPLATE, '2': PE_TEMPLATE, '3': MX_TEMPLATE },
    env: ['test'],
  },
  { username: 'incomplete', type: 3, profiles: ['CARGA'], companies: [], mids: [], countries: [], templates: {}, env: ['test'] },
];

describe('POST /v1/login', () => {
  it.each(EXPECTED)('returns the session data of $username', async (expected) => {
    const body = await login(expected.username);
    expect(body.token).toMatch(/^\S{20,}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: expected.username,
      email: `${expected.username}@demo.example`,
      first_name: expect.stringMatching(/\S/),
      last_name: expect.stringMatching(/\S/),
      type_of_user__id: expected.type,
    });
    expect(body.companies).toEqual(expected.companies);
    expect(body.profile_names).toEqual(expected.profiles);
    expect(body.mids).toEqual(expected.mids);
    expect(body.country_ids).toEqual(expected.countries);
    expect(body.url_template_upload_by_country).toEqual(expected.templates);
    expect(body.env_payments).toEqual(expected.env);
    expect(Object.keys(body).sort()).toEqual(
      ['companies', 'country_ids', 'env_payments', 'mids', 'profile_names', 'token', 'url_template_upload_by_country', 'user'],
    );
  });

  it('issues a new token on every login, each one working', async () => {
    const first = await login('carga');
    const second = await login('carga');
    expect(second.token).not.toBe(first.token);
    expect((await me(first.token)).status).toBe(200);
    expect((await me(second.token)).status).toBe(200);
  });

  it('accepts a urlencoded form too', async () => {
    const response = await fetch(`${API}/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'admin', password: 'demo1234' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as LoginBody).user.username).toBe('admin');
  });

  it.each([
    ['a wrong password', 'carga', 'wrong-password'],
    ['an unknown user', 'nobody', 'demo1234'],
    ['a username in the wrong case', 'CARGA', 'demo1234'],
  ])('rejects %s with 400 non_field_errors', async (_label, username, password) => {
    const response = await postJson('/login', { username, password });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('answers in Spanish when Accept-Language prefers it', async () => {
    const response = await postJson('/login', { username: 'carga', password: 'x' }, { 'Accept-Language': 'fr-FR,es-CL;q=0.9,en;q=0.5' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      non_field_errors: ['No es posible iniciar sesión con las credenciales proporcionadas.'],
    });
  });

  it('lets the language query parameter win over Accept-Language', async () => {
    const response = await fetch(`${API}/login?language=es`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ username: 'carga', password: 'x' }),
    });
    expect(await response.json()).toEqual({
      non_field_errors: ['No es posible iniciar sesión con las credenciales proporcionadas.'],
    });
  });

  it('reports every empty field as required', async () => {
    const both = await postJson('/login', { username: '', password: '' });
    expect(both.status).toBe(400);
    expect(await both.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });

    const onlyPassword = await postJson('/login', { username: 'carga' });
    expect(onlyPassword.status).toBe(400);
    expect(await onlyPassword.json()).toEqual({ password: ['This field is required.'] });
  });

  it('rejects a malformed JSON body with 400', async () => {
    const response = await fetch(`${API}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/^JSON parse error/);
  });
});

describe('GET /v1/me', () => {
  it('returns the user with profile names for a valid token', async () => {
    const { token, user } = await login('admin');
    const response = await me(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...user, profile_names: ['ADMIN', 'BALANCE_MANAGEMENT'] });
  });

  it('is 401 without a token, with a bad prefix, or an unknown token', async () => {
    const { token } = await login('carga');
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${token}` },
      { Authorization: `token ${token}` },
      { Authorization: token },
      { Authorization: `Token ${token}x` },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${API}/me`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Invalid token.' });
    }
  });

  it('says 401 in Spanish when asked', async () => {
    const response = await fetch(`${API}/me`, { headers: { 'Accept-Language': 'es' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Token inválido.' });
  });
});

describe('GET /v1/logout', () => {
  it('invalidates only the token it was called with', async () => {
    const kept = await login('carga');
    const { token } = await login('carga');
    const response = await fetch(`${API}/logout`, { headers: { Authorization: `Token ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: 'Successfully logged out.' });
    expect((await me(token)).status).toBe(401);
    expect((await fetch(`${API}/logout`, { headers: { Authorization: `Token ${token}` } })).status).toBe(401);
    expect((await me(kept.token)).status).toBe(200);
  });
});

describe('password recovery', () => {
  const recover = (email: string, headers: Record<string, string> = {}) =>
    fetch(`${API}/account/recover_password?email=${encodeURIComponent(email)}`, { headers });
  const checkToken = async (token: string, base64Email: string): Promise<boolean> => {
    const response = await postForm('/account/check_token', { token, base64_email: base64Email });
    expect(response.status).toBe(200);
    return ((await response.json()) as { isValid: boolean }).isValid;
  };
  const resetPassword = (password: string, token: string, base64Email: string, headers: Record<string, string> = {}) =>
    postForm('/account/reset_password', { password, token, base64_email: base64Email }, headers);

  /** Asks for a reset link and reads it from the server console, like a developer would. */
  async function requestLink(email: string): Promise<{ token: string; b64e: string }> {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const response = await recover(email);
    expect(response.status).toBe(200);
    const line = log.mock.calls.map((call) => String(call[0])).find((text) => text.startsWith('[demo-api] password reset link: '));
    log.mockRestore();
    const match = /\/account\/reset_password\?token=([^&]+)&b64e=(\S+)$/.exec(line ?? '');
    if (!match?.[1] || !match[2]) throw new Error(`no reset link logged: ${line}`);
    return { token: decodeURIComponent(match[1]), b64e: decodeURIComponent(match[2]) };
  }

  it('issues a single-use token: check_token accepts it until reset consumes it', async () => {
    const { token, b64e } = await requestLink('carga@demo.example');
    expect(b64e).toBe(btoa('carga@demo.example'));
    expect(await checkToken(token, b64e)).toBe(true);
    expect(await checkToken(token, b64e)).toBe(true); // checking does not spend it

    const reset = await resetPassword('nueva-clave-2026', token, b64e);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ detail: 'Password has been reset.' });

    expect(await checkToken(token, b64e)).toBe(false);
    const again = await resetPassword('otra-clave-2026', token, b64e);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ token: ['The token is invalid or expired.'] });

    expect((await postJson('/login', { username: 'carga', password: 'demo1234' })).status).toBe(400);
    expect((await postJson('/login', { username: 'carga', password: 'nueva-clave-2026' })).status).toBe(200);
  });

  it('does not accept a token with another user\u2019s email', async () => {
    const { token } = await requestLink('manager@demo.example');
    expect(await checkToken(token, btoa('admin@demo.example'))).toBe(false);
    expect(await checkToken(token, btoa('manager@demo.example'))).toBe(true);
    expect((await resetPassword('nueva-clave-2026', token, btoa('admin@demo.example'))).status).toBe(400);
  });

  it('answers the same for an unknown email and issues nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const known = await recover('carga@demo.example');
    const unknown = await recover('nobody@demo.example');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(log).toHaveBeenCalledTimes(1);
  });

  it.each(['', 'not-an-email', 'a@b'])('rejects the invalid email %j with 400', async (email) => {
    const response = await recover(email);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('localises recovery errors', async () => {
    const recoverEs = await recover('nope', { 'Accept-Language': 'es' });
    expect(await recoverEs.json()).toEqual({ email: ['Introduzca una dirección de correo electrónico válida.'] });
    const resetEs = await resetPassword('nueva-clave-2026', 'bad-token', DEMO_RESET_B64E, { 'Accept-Language': 'es' });
    expect(await resetEs.json()).toEqual({ token: ['El token no es válido o ha expirado.'] });
  });

  it('always accepts the fixed demo token for carga, again and again', async () => {
    expect(DEMO_RESET_TOKEN).toBe('demo-reset-token');
    expect(DEMO_RESET_B64E).toBe('Y2FyZ2FAZGVtby5leGFtcGxl');
    expect(await checkToken(DEMO_RESET_TOKEN, DEMO_RESET_B64E)).toBe(true);
    expect(await checkToken(DEMO_RESET_TOKEN, btoa('admin@demo.example'))).toBe(false);

    expect((await resetPassword('primera-clave', DEMO_RESET_TOKEN, DEMO_RESET_B64E)).status).toBe(200);
    expect(await checkToken(DEMO_RESET_TOKEN, DEMO_RESET_B64E)).toBe(true);
    expect((await resetPassword('segunda-clave', DEMO_RESET_TOKEN, DEMO_RESET_B64E)).status).toBe(200);
    expect((await postJson('/login', { username: 'carga', password: 'primera-clave' })).status).toBe(400);
    expect((await postJson('/login', { username: 'carga', password: 'segunda-clave' })).status).toBe(200);
  });

  it('rejects a password shorter than 8 characters and keeps the old one', async () => {
    const response = await resetPassword('corta12', DEMO_RESET_TOKEN, DEMO_RESET_B64E);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      password: ['This password is too short. It must contain at least 8 characters.'],
    });
    const spanish = await resetPassword('corta12', DEMO_RESET_TOKEN, DEMO_RESET_B64E, { 'Accept-Language': 'es' });
    expect(await spanish.json()).toEqual({
      password: ['Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.'],
    });
    expect((await postJson('/login', { username: 'carga', password: 'demo1234' })).status).toBe(200);
    expect((await resetPassword('exacta08', DEMO_RESET_TOKEN, DEMO_RESET_B64E)).status).toBe(200);
  });

  it('requires every reset field', async () => {
    const response = await resetPassword('', '', '');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      password: ['This field is required.'],
      token: ['This field is required.'],
      base64_email: ['This field is required.'],
    });
  });

  it('says isValid false for an unknown token or undecodable email', async () => {
    expect(await checkToken('unknown', DEMO_RESET_B64E)).toBe(false);
    expect(await checkToken(DEMO_RESET_TOKEN, '%%%')).toBe(false);
  });
});

describe('public calls with a stale token', () => {
  it('answer 401 like Django REST framework, and work without any token', async () => {
    const stale = { Authorization: 'Token 0000000000000000000000000000000000000000' };
    const recover = await fetch('http://localhost:3000/api/v1/account/recover_password?email=carga%40demo.example', { headers: stale });
    expect(recover.status).toBe(401);
    const check = await fetch('http://localhost:3000/api/v1/account/check_token', {
      method: 'POST',
      headers: stale,
      body: new URLSearchParams({ token: 'demo-reset-token', base64_email: 'Y2FyZ2FAZGVtby5leGFtcGxl' }),
    });
    expect(check.status).toBe(401);
    const anonymous = await fetch('http://localhost:3000/api/v1/account/check_token', {
      method: 'POST',
      body: new URLSearchParams({ token: 'demo-reset-token', base64_email: 'Y2FyZ2FAZGVtby5leGFtcGxl' }),
    });
    expect(await anonymous.json()).toEqual({ isValid: true });
  });
});
