import { beforeEach, describe, expect, it } from 'vitest';
import { getCurrencyRates, getPayment, listVouchers, renotifyPayment, voucherProofUrl } from '@app/api/calls/payments';
import { PaymentTransactionSchema, ServicesStatusSchema, VoucherPageSchema } from '@app/api/schemas/payments';
import { db } from '@demo-api/store';
import type { PaymentRecord } from '@demo-api/store/seed/payments';
import { advanceClock, API, conforms, getJson, NOW, ORIGIN, postForm, resetAt, signInAs, tokenFor } from './payoutsSupport';
import { signedLink } from '../../support/signedLink';

/** An operation's detail and notifications log, renotify, the vouchers report with its proofs, and the currency rates. */

const DAY = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(NOW.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
const of = (merchant: number, test: (record: PaymentRecord) => boolean) =>
  db.payments.operations.find((record) => record.merchant_id === merchant && NOW.getTime() - record.createdMs > DAY && test(record))!;

beforeEach(() => resetAt());

describe('GET /v1/payments/operation/{id}/', () => {
  it('answers the transaction with its notifications log, newest first, request and response as JSON', async () => {
    const record = of(101, (candidate) => candidate.last_status === 2);
    const { status, body } = await getJson(`/payments/operation/${record.operation_id}/`, await tokenFor('carga'));
    expect(status).toBe(200);
    const detail = conforms(PaymentTransactionSchema, body);
    expect(detail.operation_id).toBe(record.operation_id);
    expect(detail.log_transactions.length).toBe(record.seededLogSize);
    expect(detail.log_transactions.every((entry) => entry.http_status_code !== null && entry.http_status_code >= 400)).toBe(true);
    const times = detail.log_transactions.map((entry) => entry.fec_add);
    expect(times).toEqual([...times].sort().reverse());
    expect(detail.log_transactions[0]!.request).toMatchObject({ method: 'POST', body: { operation_id: record.operation_id } });
  });

  it('has an operation with a 50-entry log for the benchmark, the last attempt a success', async () => {
    await signInAs('admin');
    const detail = await getPayment(db.payments.longLogOperationId);
    expect(detail.log_transactions).toHaveLength(50);
    expect(detail.log_transactions[0]!.http_status_code).toBe(200);
    expect(detail.log_transactions.slice(1).every((entry) => entry.http_status_code! >= 400)).toBe(true);
  });

  it('carries card data from either source, the rejection, and commissions with absent values', async () => {
    await signInAs('admin');
    const tbk = await getPayment(of(101, (record) => record.card?.source === 'tbk_transaction').operation_id);
    expect(tbk.card).toMatchObject({ source: 'tbk_transaction' });
    expect(tbk.card!.number).toMatch(/^\d{6}\*{6}\d{4}$/);
    const extra = await getPayment(of(102, (record) => record.card?.source === 'extra_data' && record.last_status === 3).operation_id);
    expect(extra.card).toMatchObject({ source: 'extra_data' });
    const rejected = await getPayment(of(103, (record) => record.last_status === 4).operation_id);
    expect(rejected.rejection?.code).toBeTruthy();
    const pending = await getPayment(of(104, (record) => record.commission !== null && record.commission.fee_usd === null).operation_id);
    expect(pending.commission).toMatchObject({ fee_usd: null, tax_usd: null, net_amount_usd: null });
    expect(pending.commission!.fee).toBeGreaterThan(0);
  });

  it('answers 404 for another user’s merchant and an unknown id, 401 without a token', async () => {
    const foreign = of(102, () => true);
    expect(await getJson(`/payments/operation/${foreign.operation_id}/`, await tokenFor('carga'))).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await getJson(`/payments/operation/${foreign.operation_id}/`, await tokenFor('manager'), 'es')).toEqual({ status: 404, body: { detail: 'No encontrado.' } });
    expect((await getJson('/payments/operation/1/', await tokenFor('alpsadmin'))).status).toBe(404);
    expect((await fetch(`${API}/payments/operation/${foreign.operation_id}/`)).status).toBe(401);
  });
});

describe('POST /v1/payments/renotify_operation/', () => {
  it('renotifies a completed operation: 200 with its detail, a new log entry, status 3', async () => {
    const record = of(101, (candidate) => candidate.last_status === 2 && !candidate.notifyFails);
    await signInAs('carga');
    expect(await renotifyPayment(record.operation_id, 'test')).toEqual({ detail: `Notification of operation ${record.operation_id} sent to the merchant.` });
    const detail = await getPayment(record.operation_id);
    expect(detail.last_status).toBe(3);
    expect(detail.log_transactions).toHaveLength(record.seededLogSize + 1);
    expect(detail.log_transactions[0]).toMatchObject({ fec_add: NOW.toISOString().replace('.000', ''), http_status_code: 200 });
  });

  it('answers 403 when it was notified less than 5 minutes ago, in the request’s language', async () => {
    const id = db.payments.recentlyNotifiedIds[0]!;
    const token = await tokenFor('admin');
    expect(await postForm('/payments/renotify_operation/', token, { operation_id: String(id) })).toEqual({
      status: 403,
      body: { detail: `Operation ${id} was notified less than 5 minutes ago. Try again later.` },
    });
    expect(await postForm('/payments/renotify_operation/', token, { operation_id: String(id) }, 'es')).toEqual({
      status: 403,
      body: { detail: `La operación ${id} fue notificada hace menos de 5 minutos. Intente más tarde.` },
    });
    await advanceClock(5 * 60_000);
    expect((await postForm('/payments/renotify_operation/', token, { operation_id: String(id) })).status).toBe(200);
    // Sent again at once: refused, so a double click never notifies twice.
    expect((await postForm('/payments/renotify_operation/', token, { operation_id: String(id) })).status).toBe(403);
  });

  it('fails the endpoint of status-2 operations with an odd id, and only those', () => {
    const completed = db.payments.operations.filter((record) => record.last_status === 2);
    expect(completed.filter((record) => record.notifyFails).map((record) => record.operation_id % 2)).toEqual(
      completed.filter((record) => record.operation_id % 2 === 1).map(() => 1),
    );
    expect(db.payments.operations.some((record) => record.last_status !== 2 && record.notifyFails)).toBe(false);
  });

  it('answers an error when the merchant’s endpoint fails (logged), and 400 for other statuses', async () => {
    const token = await tokenFor('admin');
    const failing = of(103, (candidate) => candidate.last_status === 2 && candidate.notifyFails);
    const answer = await postForm('/payments/renotify_operation/', token, { operation_id: String(failing.operation_id) });
    expect(answer).toEqual({
      status: 502,
      body: { detail: `The merchant's notification URL answered HTTP 503. The notification of operation ${failing.operation_id} was not delivered.` },
    });
    expect(failing.last_status).toBe(2);
    const logged = conforms(PaymentTransactionSchema, (await getJson(`/payments/operation/${failing.operation_id}/`, token)).body);
    expect(logged.log_transactions[0]).toMatchObject({ fec_add: '2026-11-21T12:00:00Z', http_status_code: 503 });
    expect(logged.log_transactions).toHaveLength(failing.seededLogSize + 1);
    const rejected = of(103, (candidate) => candidate.last_status === 4);
    expect(await postForm('/payments/renotify_operation/', token, { operation_id: String(rejected.operation_id) }, 'es')).toEqual({
      status: 400,
      body: { detail: `La operación ${rejected.operation_id} no se puede volver a notificar: solo las operaciones completadas.` },
    });
  });

  it('refuses a missing or malformed operation id and env, another user’s operation, and no token', async () => {
    const token = await tokenFor('carga');
    expect(await postForm('/payments/renotify_operation/', token, {})).toEqual({ status: 400, body: { operation_id: ['This field is required.'] } });
    expect(await postForm('/payments/renotify_operation/', token, { operation_id: 'x' }, 'es')).toEqual({ status: 400, body: { operation_id: ['Se requiere un número entero válido.'] } });
    const mine = of(101, (candidate) => candidate.last_status === 3);
    expect(await postForm('/payments/renotify_operation/', token, { operation_id: String(mine.operation_id), env: 'staging' })).toEqual({
      status: 400,
      body: { env: ['"staging" is not a valid choice.'] },
    });
    const foreign = of(104, (candidate) => candidate.last_status === 3);
    expect((await postForm('/payments/renotify_operation/', token, { operation_id: String(foreign.operation_id) })).status).toBe(404);
    const anonymous = await fetch(`${API}/payments/renotify_operation/`, { method: 'POST', body: new URLSearchParams({ operation_id: '1' }) });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /v1/vouchers/', () => {
  it('pages the vouchers of the user’s companies, newest first, contract-shaped', async () => {
    const { status, body } = await getJson('/vouchers/?itemsPerPage=25&page=1', await tokenFor('carga'));
    expect(status).toBe(200);
    const page = conforms(VoucherPageSchema, body);
    expect(page.items).toHaveLength(25);
    expect(page.paginate.totalItems).toBe(140);
    // carga may not see the company column (spec 02 section 6), so the server leaves it out.
    expect(new Set(page.items.map((row) => row.company_name))).toEqual(new Set([null]));
    const dates = page.items.map((row) => row.fecha_de_pago!);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = conforms(VoucherPageSchema, (await getJson('/vouchers/?itemsPerPage=1000', await tokenFor('alpsadmin'))).body);
    expect(all.paginate.totalItems).toBe(470);
    expect(new Set(all.items.map((row) => row.estado_pago))).toEqual(new Set(['PAGADO', 'PENDIENTE', 'RECHAZADO']));
  });

  it('names each voucher’s company to ADMIN, ALPSADMIN and MANAGER only', async () => {
    const companiesSeen = async (username: Parameters<typeof tokenFor>[0]) => {
      const page = conforms(VoucherPageSchema, (await getJson('/vouchers/?itemsPerPage=1000', await tokenFor(username))).body);
      return new Set(page.items.map((row) => row.company_name));
    };
    expect(await companiesSeen('manager')).toEqual(new Set(['Comercial Andes SpA', 'Inversiones Lima SAC']));
    expect((await companiesSeen('admin')).has(null)).toBe(false);
    expect((await companiesSeen('alpsadmin')).size).toBe(8);
    for (const username of ['carga', 'aprobador1', 'aprobador2'] as const) expect(await companiesSeen(username)).toEqual(new Set([null]));
  });

  it('filters by tax id (starts with), name and bank (contain), amount and payment dates', async () => {
    await signInAs('manager');
    const everything = (await listVouchers({ page: 1, itemsPerPage: 1000 })).items;
    const sample = everything.find((row) => row.monto_abono !== null)!;
    const byRut = await listVouchers({ page: 1, itemsPerPage: 1000, rut: sample.rut!.slice(0, 4) });
    expect(byRut.items.map((row) => row.id)).toContain(sample.id);
    expect(byRut.items.every((row) => row.rut!.startsWith(sample.rut!.slice(0, 4)))).toBe(true);
    const byName = await listVouchers({ page: 1, itemsPerPage: 1000, name: sample.nombre!.split(' ')[1]!.toUpperCase(), bank: sample.banco!.slice(1, 5) });
    expect(byName.items.map((row) => row.id)).toContain(sample.id);
    expect(byName.items.length).toBeLessThan(everything.length);
    const byAmount = await listVouchers({ page: 1, itemsPerPage: 1000, amount: String(sample.monto_abono) });
    expect(byAmount.items.every((row) => row.monto_abono === sample.monto_abono)).toBe(true);
    const byDates = await listVouchers({ page: 1, itemsPerPage: 1000, from: day(-10), to: day(-5) });
    expect(byDates.items.length).toBeGreaterThan(0);
    expect(byDates.items.every((row) => row.fecha_abono! >= day(-10) && row.fecha_abono! <= day(-5))).toBe(true);
  });

  it('refuses a malformed amount or date in English and Spanish, and answers 401 without a token', async () => {
    const token = await tokenFor('carga');
    expect(await getJson('/vouchers/?monto_abono=1.2.3', token)).toEqual({ status: 400, body: { monto_abono: ['Enter a number.'] } });
    expect(await getJson('/vouchers/?fecha_abono__gte=2026-02-30', token, 'es')).toEqual({ status: 400, body: { fecha_abono__gte: ['Introduzca una fecha válida.'] } });
    expect((await fetch(`${API}/vouchers/`)).status).toBe(401);
  });

  it('serves a voucher’s proof as a real PDF by the link the list signed, not by its bare address; 404 when it has none', async () => {
    await signInAs('carga');
    const rows = (await listVouchers({ page: 1, itemsPerPage: 1000 })).items;
    const withProof = rows.find((row) => row.voucher_id !== null)!;
    expect(voucherProofUrl(withProof.voucher_id!)).toBe(`/api/v1/pdf_refunds/voucher/${withProof.voucher_id}`);
    expect(withProof.voucher_url).toEqual(signedLink(voucherProofUrl(withProof.voucher_id!)));
    const file = await fetch(`${ORIGIN}${withProof.voucher_url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    // The bare address is no way in without a session.
    expect((await fetch(`${ORIGIN}${voucherProofUrl(withProof.voucher_id!)}`)).status).toBe(401);
    expect(rows.some((row) => row.voucher_id === null)).toBe(true);
    const token = await tokenFor('carga');
    expect((await fetch(`${ORIGIN}${voucherProofUrl(1)}`, { headers: { Authorization: `Token ${token}` } })).status).toBe(404);
  });
});

describe('GET /v1/services/status', () => {
  it('answers the currency rates of the six currencies and their last update (the start of the hour)', async () => {
    const { status, body } = await getJson('/services/status', await tokenFor('carga'));
    expect(status).toBe(200);
    const rates = conforms(ServicesStatusSchema, body);
    expect(rates.lastUpdate).toBe('2026-11-21T12:00:00Z');
    const codes = ['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN'];
    expect(Object.keys(rates.rates).sort()).toEqual([...codes].sort());
    for (const from of codes) {
      expect(rates.rates[from]![from]).toBe(1);
      for (const to of codes) expect(rates.rates[from]![to]! * rates.rates[to]![from]!).toBeCloseTo(1, 5);
    }
    // The same fixed USD values as the payouts' summary in USD.
    expect(rates.rates.CLP!.USD).toBeCloseTo(0.00106, 8);
  });

  it('is the app’s getCurrencyRates, and needs a session', async () => {
    await signInAs('admin');
    expect((await getCurrencyRates()).rates.USD!.CLP).toBeCloseTo(1 / 0.00106, 3);
    expect((await fetch(`${API}/services/status`)).status).toBe(401);
  });
});

it('keeps the payouts refunds voucher working beside the voucher proofs', async () => {
  const token = await tokenFor('alpsadmin');
  const paid = db.payouts.payrolls.find((record) => record.status_id === 7)!;
  const { status, body } = await getJson(`/pdf_refunds/?uploaded_file_id=${paid.id}`, token);
  expect(status).toBe(200);
  expect((await fetch(`${ORIGIN}${(body as { url: string }).url}`)).headers.get('content-type')).toBe('application/pdf');
});
