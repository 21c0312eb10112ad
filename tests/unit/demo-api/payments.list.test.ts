import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { exportPayments, listPayments } from '@app/api/calls/payments';
import { PAY_IN_CHANNELS, PaymentOperationPageSchema, PaymentsExportSchema, readShopper } from '@app/api/schemas/payments';
import { db } from '@demo-api/store';
import { businessDayOf } from '@demo-api/store/clock';
import { demoServer } from '../../support/demoServer';
import { signedLink, unsigned } from '../../support/signedLink';
import { API, conforms, getJson, NOW, resetAt, signInAs, tokenFor } from './payoutsSupport';

/** The payments list and its export: contract, filters, paging, order, who sees what, refusals. */

const DAY = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(NOW.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
const ALL_TIME = { from: day(-120), to: day(0) };

beforeEach(() => resetAt());

async function rawList(query: string, username: 'admin' | 'alpsadmin' | 'carga' | 'manager' = 'admin', language = 'en') {
  return getJson(`/payments/operation/?${query}`, await tokenFor(username), language);
}

describe('seeded payments', () => {
  it('give admin over 5,000 operations over 120 days on its four merchants, in every status, channel and currency', async () => {
    await signInAs('admin');
    const page = await listPayments({ page: 1, itemsPerPage: 1000, ...ALL_TIME });
    expect(page.paginate.totalItems).toBeGreaterThan(10_000);
    const mine = db.payments.operations.filter((record) => [101, 102, 103, 104].includes(record.merchant_id));
    expect(page.paginate.totalItems).toBe(mine.length);
    for (const merchant of [101, 102, 103, 104]) {
      const rows = mine.filter((record) => record.merchant_id === merchant);
      expect(new Set(rows.map((record) => record.last_status))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
      expect(new Set(rows.map((record) => record.channel)).size).toBe(26);
      expect(new Set(rows.map((record) => record.currency))).toEqual(new Set(['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN']));
    }
    expect(Math.min(...mine.map((record) => record.createdMs))).toBeGreaterThan(NOW.getTime() - 120 * DAY);
    expect(Math.max(...mine.map((record) => record.createdMs))).toBeLessThanOrEqual(NOW.getTime());
  });

  it('hold card data from both sources, rejections with messages and codes, commissions with values absent, and every shopper form', () => {
    const all = db.payments.operations;
    expect(all.some((record) => record.card?.source === 'extra_data')).toBe(true);
    expect(all.some((record) => record.card?.source === 'tbk_transaction')).toBe(true);
    const rejected = all.filter((record) => record.last_status === 4);
    expect(rejected.every((record) => record.rejection !== null)).toBe(true);
    expect(rejected.some((record) => record.rejection?.message === null)).toBe(true);
    expect(all.some((record) => record.commission !== null && record.commission.fee_usd === null)).toBe(true);
    expect(all.some((record) => record.commission !== null && record.commission.settlement_date === null)).toBe(true);
    expect(all.some((record) => [2, 3, 6].includes(record.last_status) && record.commission === null)).toBe(true);
    const forms = new Set(all.map((record) => (record.shopper_information === null ? 'null' : typeof record.shopper_information)));
    expect(forms).toEqual(new Set(['string', 'object', 'null']));
    expect(all.some((record) => typeof record.shopper_information === 'string' && !record.shopper_information.endsWith('}'))).toBe(true);
  });

  it('are the same after every reset (deterministic, dated from the clock)', () => {
    const first = db.payments.operations.slice(0, 50).map((record) => ({ ...record, log: null }));
    resetAt();
    expect(db.payments.operations.slice(0, 50).map((record) => ({ ...record, log: null }))).toEqual(first);
    resetAt(new Date(NOW.getTime() + DAY));
    expect(db.payments.operations[0]!.createdMs).toBe(first[0]!.createdMs + DAY);
  });
});

describe('GET /v1/payments/operation/', () => {
  it('answers items.data and paginate, newest first, and pages through them', async () => {
    const { status, body } = await rawList(`page=1&itemsPerPage=150&start-date=${day(-15)}&end-date=${day(0)}`);
    expect(status).toBe(200);
    const page1 = conforms(PaymentOperationPageSchema, body);
    expect(page1.items.data).toHaveLength(150);
    expect(page1.paginate.num_pages).toBe(Math.ceil(page1.paginate.totalItems / 150));
    const page2 = conforms(PaymentOperationPageSchema, (await rawList(`page=2&itemsPerPage=150&start-date=${day(-15)}&end-date=${day(0)}`)).body);
    const dates = [...page1.items.data, ...page2.items.data].map((row) => row.fec_creacion);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...page1.items.data, ...page2.items.data].map((row) => row.operation_id)).size).toBe(300);
    const past = await rawList(`page=${page1.paginate.num_pages + 1}&itemsPerPage=150&start-date=${day(-15)}&end-date=${day(0)}`);
    expect(past).toEqual({ status: 404, body: { detail: 'Invalid page.' } });
  });

  it('shows a user only their merchants; alpsadmin sees every merchant', async () => {
    const merchantsOf = async (username: 'carga' | 'manager' | 'admin' | 'alpsadmin') => {
      const { body } = await rawList(`page=1&itemsPerPage=1000&start-date=${day(-30)}&end-date=${day(0)}`, username);
      return new Set(conforms(PaymentOperationPageSchema, body).items.data.map((row) => row.merchant_id));
    };
    expect(await merchantsOf('carga')).toEqual(new Set([101]));
    expect(await merchantsOf('manager')).toEqual(new Set([101, 103]));
    expect(await merchantsOf('admin')).toEqual(new Set([101, 102, 103, 104]));
    expect(await merchantsOf('alpsadmin')).toEqual(new Set([101, 102, 103, 104, 105, 106, 107, 108, 109, 110]));
  });

  it('refuses a merchant that is not the user’s, and more than 7 merchants, in English and Spanish', async () => {
    expect(await rawList('company_id__in=101,105', 'admin')).toEqual({
      status: 400,
      body: { company_id__in: ['Select a valid choice. 105 is not one of the available choices.'] },
    });
    expect(await rawList('company_id__in=105', 'admin', 'es')).toEqual({
      status: 400,
      body: { company_id__in: ['Escoja una opción válida. 105 no es una de las opciones disponibles.'] },
    });
    expect(await rawList('company_id__in=101,102,103,104,105,106,107,108', 'alpsadmin')).toEqual({
      status: 400,
      body: { company_id__in: ['You can select up to 7 merchants.'] },
    });
    expect(await rawList('company_id__in=101,102,103,104,105,106,107,108&language=es', 'alpsadmin')).toEqual({
      status: 400,
      body: { company_id__in: ['Puede seleccionar hasta 7 comercios.'] },
    });
    const seven = await rawList(`company_id__in=101,102,103,104,105,106,107&itemsPerPage=1000&start-date=${day(-5)}`, 'alpsadmin');
    expect(new Set(conforms(PaymentOperationPageSchema, seven.body).items.data.map((row) => row.merchant_id)).size).toBe(7);
  });

  it.each([
    ['amount=12a', { amount: ['Enter a number.'] }, { amount: ['Introduzca un número.'] }],
    ['operation_id=1,x', { operation_id: ['Enter a whole number.'] }, { operation_id: ['Introduzca un número entero.'] }],
    ['channel=1-27', { channel: ['Select a valid choice. 27 is not one of the available choices.'] }, { channel: ['Escoja una opción válida. 27 no es una de las opciones disponibles.'] }],
    ['last_status=3,9', { last_status: ['Select a valid choice. 9 is not one of the available choices.'] }, { last_status: ['Escoja una opción válida. 9 no es una de las opciones disponibles.'] }],
    ['currency=CLP,ARS', { currency: ['Select a valid choice. ARS is not one of the available choices.'] }, { currency: ['Escoja una opción válida. ARS no es una de las opciones disponibles.'] }],
    ['start-date=21/11/2026', { 'start-date': ['Enter a valid date.'] }, { 'start-date': ['Introduzca una fecha válida.'] }],
  ])('refuses %s with Django’s 400 in the request’s language', async (query, en, es) => {
    expect(await rawList(query, 'admin', 'en')).toEqual({ status: 400, body: en });
    expect(await rawList(query, 'admin', 'es')).toEqual({ status: 400, body: es });
  });

  it('answers 401 without a token or with a stale one', async () => {
    const none = await fetch(`${API}/payments/operation/?page=1`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ detail: 'Invalid token.' });
    const stale = await fetch(`${API}/payments/operation/?page=1`, { headers: { Authorization: 'Token 0000', 'Accept-Language': 'es' } });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toEqual({ detail: 'Token inválido.' });
  });
});

describe('filters (through the app’s own call)', () => {
  const everything = async (filters: Parameters<typeof listPayments>[0] extends infer Q ? Partial<Q> : never) => {
    const page = await listPayments({ page: 1, itemsPerPage: 1000, ...ALL_TIME, ...filters });
    return page;
  };

  beforeEach(async () => {
    await signInAs('admin');
  });

  it('dates: inclusive whole business days (America/Santiago)', async () => {
    const { items, paginate } = await everything({ from: day(-3), to: day(-2) });
    expect(paginate.totalItems).toBeGreaterThan(0);
    for (const row of items.data) {
      expect(businessDayOf(Date.parse(row.fec_creacion)) >= day(-3)).toBe(true);
      expect(businessDayOf(Date.parse(row.fec_creacion)) <= day(-2)).toBe(true);
    }
    const expected = db.payments.operations.filter(
      (record) => [101, 102, 103, 104].includes(record.merchant_id) && businessDayOf(record.createdMs) >= day(-3) && businessDayOf(record.createdMs) <= day(-2),
    );
    expect(paginate.totalItems).toBe(expected.length);
  });

  it('payment type (channels dash-joined), status and currency (comma-joined)', async () => {
    const { items, paginate } = await everything({ from: day(-30), channelIds: [2, 14], statuses: [2, 3], currencies: ['CLP', 'USD'] });
    expect(paginate.totalItems).toBeGreaterThan(0);
    for (const row of items.data) {
      expect([2, 14]).toContain(row.channel);
      expect([2, 3]).toContain(row.last_status);
      expect(['CLP', 'USD']).toContain(row.currency);
    }
  });

  it('reference, shopper names and document (contains, case and dots ignored)', async () => {
    const sample = db.payments.operations.find((record) => record.merchant_id === 102 && typeof record.shopper_information === 'string' && record.shopper_information.endsWith('}'))!;
    const shopper = readShopper(sample.shopper_information);
    const byReference = await everything({ reference: ` ${sample.merchant_trans_id.toLowerCase()} ` });
    expect(byReference.items.data.map((row) => row.operation_id)).toEqual([sample.operation_id]);
    const byShopper = await everything({ shopperFirstName: shopper.firstName!.toUpperCase(), shopperLastName: shopper.lastName!.slice(1), shopperDocument: shopper.document!.replace(/[.-]/g, '') });
    expect(byShopper.items.data.map((row) => row.operation_id)).toContain(sample.operation_id);
    for (const row of byShopper.items.data) {
      expect(row.shopper.firstName!.toLowerCase()).toContain(shopper.firstName!.toLowerCase());
      expect(row.shopper.lastName!.toLowerCase()).toContain(shopper.lastName!.slice(1).toLowerCase());
    }
  });

  it('shopper document alone (contains, dots and hyphen ignored)', async () => {
    const sample = db.payments.operations.find((record) => record.merchant_id === 101 && typeof record.shopper_information === 'object' && record.shopper_information !== null)!;
    const document = readShopper(sample.shopper_information).document!;
    const key = document.slice(0, 7).replace(/[.-]/g, '');
    const { items } = await everything({ shopperDocument: document.slice(0, 7) });
    expect(items.data.map((row) => row.operation_id)).toContain(sample.operation_id);
    expect(items.data.every((row) => (row.shopper.document ?? '').replace(/[.-]/g, '').includes(key))).toBe(true);
    expect(items.data.length).toBeLessThan(50);
  });

  it('amount (exact), operation ids and merchants', async () => {
    const sample = db.payments.operations.find((record) => record.merchant_id === 103)!;
    const byAmount = await everything({ amount: String(sample.amountValue) });
    expect(byAmount.items.data.length).toBeGreaterThan(0);
    expect(byAmount.items.data.every((row) => row.amount === sample.amountValue)).toBe(true);
    const ids = db.payments.operations.filter((record) => record.merchant_id === 104).slice(0, 3).map((record) => record.operation_id);
    const byIds = await everything({ operationIds: ids });
    expect(byIds.items.data.map((row) => row.operation_id)).toEqual(ids);
    const byMerchant = await everything({ from: day(-10), merchantIds: [102, 104] });
    expect(new Set(byMerchant.items.data.map((row) => row.merchant_id))).toEqual(new Set([102, 104]));
  });

  it('orders by the sortable columns on request (DRF ordering), newest first otherwise', async () => {
    const ascending = await listPayments({ page: 1, itemsPerPage: 50, from: day(-2), ordering: 'merchant_trans_id' });
    const references = ascending.items.data.map((row) => row.merchant_trans_id!);
    expect(references).toEqual([...references].sort((a, b) => a.localeCompare(b)));
    const byChannel = await listPayments({ page: 1, itemsPerPage: 200, from: day(-2), ordering: '-channel' });
    const channels = byChannel.items.data.map((row) => row.channel);
    expect(channels).toEqual([...channels].sort((a, b) => b - a));
    const byCurrency = await listPayments({ page: 1, itemsPerPage: 200, from: day(-2), ordering: 'currency' });
    const currencies = byCurrency.items.data.map((row) => row.currency);
    expect(currencies).toEqual([...currencies].sort());
    const oldest = await listPayments({ page: 1, itemsPerPage: 5, from: day(-2), ordering: 'fec_creacion' });
    const newest = await listPayments({ page: 1, itemsPerPage: 5, from: day(-2) });
    expect(oldest.items.data[0]!.fec_creacion < newest.items.data[0]!.fec_creacion).toBe(true);
    const ids = await listPayments({ page: 1, itemsPerPage: 20, from: day(-2), ordering: 'operation_id' });
    const opIds = ids.items.data.map((row) => row.operation_id);
    expect(opIds).toEqual([...opIds].sort((a, b) => a - b));
  });
});

describe('export', () => {
  it('answers 201 with a link to a real CSV of the matching rows', async () => {
    await signInAs('admin');
    const filters = { from: day(-2), to: day(0), statuses: [3], merchantIds: [101] };
    const answer = await exportPayments(filters);
    expect(answer.kind).toBe('url');
    const listed = await listPayments({ page: 1, itemsPerPage: 1000, ...filters });
    const url = (answer as { url: string }).url;
    const file = await fetch(`http://localhost:3000${url}`);
    expect(file.status).toBe(200);
    const lines = (await file.text()).trim().split('\r\n');
    expect(lines[0]).toContain('Operation id');
    expect(lines).toHaveLength(listed.paginate.totalItems + 1);
    expect(lines[1]!.split(';')[0]).toBe(String(listed.items.data[0]!.operation_id));
  });

  it('e-mails a report above 10,000 rows (202), and never takes more than the 20,000 limit', async () => {
    const token = await tokenFor('admin');
    const big = await getJson(`/payments/operation/?export=true&limit=20000&start-date=${day(-120)}`, token);
    expect(big.status).toBe(202);
    expect(big.body).toMatchObject({ send_via_email: true, detail: 'Generating report.  It will be sent to your email in a few minutes.' });
    expect(conforms(PaymentsExportSchema, big.body)).toEqual({ kind: 'emailed' });
    const limited = await getJson(`/payments/operation/?export=true&limit=7&start-date=${day(-120)}`, token);
    expect(limited.status).toBe(201);
    expect(limited.body).toMatchObject({ total_rows: 7 });
    expect(await getJson(`/payments/operation/?export=true&limit=20001`, token)).toEqual({
      status: 400,
      body: { limit: ['Ensure this value is less than or equal to 20000.'] },
    });
    expect(await getJson(`/payments/operation/?export=true&limit=20001`, token, 'es')).toEqual({
      status: 400,
      body: { limit: ['Asegúrese de que este valor es menor o igual a 20000.'] },
    });
  });

  it('the app asks for the 20,000 limit and reads the e-mailed answer', async () => {
    await signInAs('alpsadmin');
    expect(await exportPayments({ from: day(-120), to: day(0) })).toEqual({ kind: 'emailed' });
  });

  it('opens a report only on a 201: a url in any other success is the e-mailed report', async () => {
    await signInAs('admin');
    const file = { url: '/api/v1/payments/exports/payments_00001.csv' };
    demoServer.use(http.get('*/v1/payments/operation/', () => HttpResponse.json(file, { status: 200 }), { once: true }));
    expect(await exportPayments({ from: day(-2) })).toEqual({ kind: 'emailed' });
    demoServer.use(http.get('*/v1/payments/operation/', () => HttpResponse.json({ url: null }, { status: 201 }), { once: true }));
    expect(await exportPayments({ from: day(-2) })).toEqual({ kind: 'unavailable' });
    demoServer.use(http.get('*/v1/payments/operation/', () => HttpResponse.json({ url: null }, { status: 202 }), { once: true }));
    expect(await exportPayments({ from: day(-2) })).toEqual({ kind: 'emailed' });
  });

  it('serves an export only to a session or its signed link; 404 for one never made', async () => {
    const token = await tokenFor('admin');
    const made = await getJson(`/payments/operation/?export=true&limit=7&start-date=${day(-120)}`, token);
    const url = (made.body as { url: string }).url;
    expect(url).toEqual(signedLink('/api/v1/payments/exports/payments_00001.csv'));
    expect((await fetch(`http://localhost:3000${unsigned(url)}`)).status).toBe(401);
    expect((await fetch(`http://localhost:3000${unsigned(url)}`, { headers: { Authorization: `Token ${token}` } })).status).toBe(200);
    // Another user, even of the same companies, is told it does not exist.
    const other = await tokenFor('manager');
    expect((await fetch(`http://localhost:3000${unsigned(url)}`, { headers: { Authorization: `Token ${other}` } })).status).toBe(404);
    expect((await getJson('/payments/exports/payments_99999.csv', token)).status).toBe(404);
  });
});

it('names every pay-in channel of the seeds from the one list', () => {
  const ids = new Set(PAY_IN_CHANNELS.map((channel) => channel.id));
  expect(db.payments.operations.every((record) => ids.has(record.channel))).toBe(true);
});
