import { describe, expect, it } from 'vitest';

const API = 'http://localhost:3000/api/v1';

async function tokenFor(username: string): Promise<string> {
  const response = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${API}${path}`, { headers });

const CHILE = {
  id: 1,
  code: 'CL',
  name: 'chile',
  key: 'cl',
  currencies_available: ['CLP', 'USD'],
  internal_bank: { bank_id: expect.any(Number) },
  balance_types: { document_id: expect.any(Boolean), account_id: expect.any(Boolean) },
};

describe.each(['/countries/', '/app_settings', '/currencies/'])('GET %s authentication', (path) => {
  it('is 401 without a token', async () => {
    const response = await get(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('is 401 with a bad prefix, in Spanish when asked', async () => {
    const token = await tokenFor('carga');
    const response = await get(path, { Authorization: `Bearer ${token}`, 'Accept-Language': 'es' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Token inválido.' });
  });

  it('is 200 with "Token <token>"', async () => {
    const token = await tokenFor('carga');
    const response = await get(path, { Authorization: `Token ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('GET /v1/countries/', () => {
  it('lists every country without a filter', async () => {
    const token = await tokenFor('alpsadmin');
    const response = await get('/countries/', { Authorization: `Token ${token}` });
    const countries = (await response.json()) as { id: number; code: string; name: string; key: string; currencies_available: string[] }[];
    expect(countries.map(({ id, code, name, key, currencies_available }) => ({ id, code, name, key, currencies_available }))).toEqual([
      { id: 1, code: 'CL', name: 'chile', key: 'cl', currencies_available: ['CLP', 'USD'] },
      { id: 2, code: 'PE', name: 'peru', key: 'pe', currencies_available: ['PEN', 'USD'] },
      { id: 3, code: 'MX', name: 'mexico', key: 'mx', currencies_available: ['MXN', 'USD'] },
    ]);
    expect(countries[0]).toEqual(CHILE);
  });

  it('filters by the ids in code__in', async () => {
    const token = await tokenFor('manager');
    const headers = { Authorization: `Token ${token}` };
    const both = (await (await get('/countries/?code__in=1,2', headers)).json()) as { id: number }[];
    expect(both.map((c) => c.id)).toEqual([1, 2]);
    const mexico = (await (await get('/countries/?code__in=3', headers)).json()) as { code: string }[];
    expect(mexico.map((c) => c.code)).toEqual(['MX']);
    const none = (await (await get('/countries/?code__in=99', headers)).json()) as unknown[];
    expect(none).toEqual([]);
  });
});

describe('GET /v1/app_settings and /v1/currencies/', () => {
  it('returns the date range limit settings and the dashboard notices switched on', async () => {
    const token = await tokenFor('carga');
    const response = await get('/app_settings', { Authorization: `Token ${token}` });
    expect(await response.json()).toEqual({
      date_range_limit_settings: { enabled: true, max_days_range: 120 },
      dashboard_notices: ['dataLimit'],
    });
  });

  it('returns the currency list', async () => {
    const token = await tokenFor('carga');
    const response = await get('/currencies/', { Authorization: `Token ${token}` });
    expect(await response.json()).toEqual({
      items: [{ code: 'CLP' }, { code: 'PEN' }, { code: 'MXN' }, { code: 'USD' }, { code: 'EUR' }, { code: 'BRL' }],
    });
  });
});
