import { beforeEach, describe, expect, it } from 'vitest';
import { getPayroll, listPayoutTransactions, listPayrolls } from '@app/api/calls/payouts';
import { PayoutTransactionPageSchema, PayrollPageSchema, PayrollSchema, type Payroll } from '@app/api/schemas/payouts';
import { isValidRut } from '@demo-api/payouts/ids';
import { db, resetDemoStore } from '@demo-api/store';
import { businessDayOf } from '@demo-api/store/clock';
import { COMPANY1_RECENT, MASS_LINES } from '@demo-api/store/seed/payouts';
import { API, conforms, getJson, NOW, resetAt, signInAs, tokenFor } from './payoutsSupport';

/** The payroll and transaction lists: contract, filters, paging and who sees what. */

const DAY = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(NOW.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
/** The list's default filter: the last 15 days (today minus 15 to today). */
const LAST_15 = { from: day(-15), to: day(0) };

async function allPayrolls(filters: Partial<Parameters<typeof listPayrolls>[0]> = {}): Promise<Payroll[]> {
  const first = await listPayrolls({ page: 1, itemsPerPage: 1000, ...filters });
  expect(first.paginate.num_pages).toBe(1);
  return first.items;
}

beforeEach(() => resetAt());

describe('GET /v1/payrolls/', () => {
  it('pages carga’s last 15 days at 150 per page: two pages, newest first, contract-shaped', async () => {
    await signInAs('carga');
    const page1 = await listPayrolls({ page: 1, itemsPerPage: 150, ...LAST_15 });
    expect(page1.paginate).toEqual({ totalItems: page1.paginate.totalItems, itemsPerPage: 150, num_pages: 2, page: 1 });
    expect(page1.paginate.totalItems).toBeGreaterThanOrEqual(160);
    expect(page1.items).toHaveLength(150);
    const page2 = await listPayrolls({ page: 2, itemsPerPage: 150, ...LAST_15 });
    expect(page2.items).toHaveLength(page1.paginate.totalItems - 150);
    const dates = [...page1.items, ...page2.items].map((payroll) => payroll.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...page1.items, ...page2.items].map((payroll) => payroll.company_id))).toEqual(new Set([1]));
  });

  it('answers exactly the contract for the app’s query (raw answer parsed by the schema)', async () => {
    const token = await tokenFor('alpsadmin');
    const query = `itemsPerPage=50&page=1&exclude_fields=transactions&retorno=one&created_at__gte=${LAST_15.from}&created_at__lte=${LAST_15.to}`;
    const { status, body } = await getJson(`/payrolls/?${query}`, token);
    expect(status).toBe(200);
    const page = conforms(PayrollPageSchema, body);
    expect(page.items).toHaveLength(50);
    // One name per alternative field, and no transactions inside a payroll.
    for (const item of (body as { items: Record<string, unknown>[] }).items) {
      expect(Object.keys(item)).not.toContain('transactions');
      expect(typeof item.company_id).toBe('number');
    }
  });

  it('holds every status 0–9, approvals waiting for each approver, and totals computed from the transactions', async () => {
    await signInAs('carga');
    const payrolls = await allPayrolls();
    expect(new Set(payrolls.map((payroll) => payroll.status_id))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const waiting = (level: number) => payrolls.filter((payroll) => payroll.status_id === 4 && payroll.actual_approver_id === level);
    expect(waiting(1).length).toBeGreaterThanOrEqual(3);
    expect(waiting(2).length).toBeGreaterThanOrEqual(3);
    expect(payrolls.filter((payroll) => payroll.status_id !== 4).every((payroll) => payroll.actual_approver_id === null)).toBe(true);

    const paid = payrolls.find((payroll) => payroll.status_id === 7 && payroll.has_bank_error)!;
    const lines = await listPayoutTransactions({ page: 1, itemsPerPage: 1000, payrollId: paid.id });
    const sums: Record<string, { loaded: { count: number; amount: number }; paid: { count: number; amount: number } }> = {};
    for (const line of lines.items) {
      const entry = (sums[line.currency_code] ??= { loaded: { count: 0, amount: 0 }, paid: { count: 0, amount: 0 } });
      entry.loaded.count += 1;
      entry.loaded.amount += line.amount;
      if (line.transfer_status === 5) {
        entry.paid.count += 1;
        entry.paid.amount += line.amount;
      }
    }
    for (const [currency, totals] of Object.entries(paid.totals)) {
      expect(totals.loaded.count).toBe(sums[currency]!.loaded.count);
      expect(totals.loaded.amount).toBeCloseTo(sums[currency]!.loaded.amount, 2);
      expect(totals.paid.count).toBe(sums[currency]!.paid.count);
      expect(totals.paid.amount).toBeCloseTo(sums[currency]!.paid.amount, 2);
    }
    expect(Object.keys(paid.totals).sort()).toEqual(Object.keys(sums).sort());
    expect(paid.totals.CLP!.paid.count).toBeLessThan(paid.totals.CLP!.loaded.count);
  });

  it('filters by status, company, country and day (inclusive), for the app’s parameters', async () => {
    await signInAs('alpsadmin');
    const approvals = await allPayrolls({ statusIds: [4, 5] });
    expect(approvals.length).toBeGreaterThan(0);
    expect(approvals.every((payroll) => payroll.status_id === 4 || payroll.status_id === 5)).toBe(true);

    const peru = await allPayrolls({ countryId: 2 });
    expect(new Set(peru.map((payroll) => payroll.company_id))).toEqual(new Set([3, 5, 8]));
    const two = await allPayrolls({ companyIds: [3, 6] });
    expect(new Set(two.map((payroll) => payroll.company_id))).toEqual(new Set([3, 6]));

    const target = day(-3);
    const oneDay = await allPayrolls({ from: target, to: target });
    // A day is a business day (America/Santiago), not a UTC one.
    const onTarget = (createdAt: string) => businessDayOf(Date.parse(createdAt)) === target;
    const expected = db.payouts.payrolls.filter((record) => onTarget(record.created_at)).length;
    expect(expected).toBeGreaterThan(0);
    expect(oneDay).toHaveLength(expected);
    expect(oneDay.every((payroll) => onTarget(payroll.created_at))).toBe(true);
  });

  it('refuses a malformed date or list, and a page past the end, as Django does', async () => {
    const token = await tokenFor('carga');
    expect(await getJson('/payrolls/?created_at__gte=21/11/2026', token)).toEqual({
      status: 400,
      body: { created_at__gte: ['Enter a valid date.'] },
    });
    expect(await getJson('/payrolls/?status_id__in=4,x', token, 'es')).toEqual({ status: 400, body: { status_id__in: ['Introduzca un número.'] } });
    expect(await getJson('/payrolls/?itemsPerPage=150&page=99', token)).toEqual({ status: 404, body: { detail: 'Invalid page.' } });
  });

  it('shows each user only their companies (manager 1 and 3, alpsadmin all eight)', async () => {
    const companiesSeen = async () => {
      const seen: number[] = [];
      for (let company = 1; company <= 8; company += 1) {
        const page = await listPayrolls({ page: 1, itemsPerPage: 1, companyIds: [company] });
        if (page.paginate.totalItems > 0) seen.push(company);
        expect(page.items.every((payroll) => payroll.company_id === company)).toBe(true);
      }
      return seen;
    };
    await signInAs('manager');
    expect(await companiesSeen()).toEqual([1, 3]);
    await signInAs('carga');
    expect(await companiesSeen()).toEqual([1]);
    await signInAs('alpsadmin');
    expect(await companiesSeen()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('needs a session', async () => {
    for (const path of ['/payrolls/', '/payrolls/1/', '/transactions/', '/get_upload_payroll?payroll_id=1', '/summary_sales_report/', '/download_sales_summary', '/download_report_by_payroll?uploaded_file_id=1']) {
      const response = await fetch(`${API}${path}`);
      expect(response.status, path).toBe(401);
    }
  });

  it('is the same after every reset (seeded, dated from the clock) and cheap to reseed', async () => {
    const token = await tokenFor('carga');
    const first = await getJson('/payrolls/?itemsPerPage=1000', token);
    const started = performance.now();
    for (let index = 0; index < 10; index += 1) resetDemoStore(NOW);
    // Lines are made on demand, so a reset only makes the ~300 payrolls.
    expect((performance.now() - started) / 10).toBeLessThan(100);
    expect(db.payouts.payrolls.every((record) => record.lines === null)).toBe(true);
    const again = await getJson('/payrolls/?itemsPerPage=1000', await tokenFor('carga'));
    expect(again).toEqual(first);
    const recent = db.payouts.payrolls.filter((record) => record.company_id === 1 && Date.parse(record.created_at) > NOW.getTime() - 14 * DAY);
    expect(recent).toHaveLength(COMPANY1_RECENT);
  });
});

describe('GET /v1/payrolls/{id}/', () => {
  it('answers a payroll of the user’s companies, and Django’s 404 for any other', async () => {
    const foreign = db.payouts.payrolls.find((record) => record.company_id === 3)!;
    const own = db.payouts.payrolls.find((record) => record.company_id === 1)!;
    const carga = await tokenFor('carga');
    expect(await getJson(`/payrolls/${foreign.id}/`, carga)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await getJson('/payrolls/999999/', carga)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    const { status, body } = await getJson(`/payrolls/${own.id}/`, carga);
    expect(status).toBe(200);
    expect(conforms(PayrollSchema, body).id).toBe(own.id);
    await signInAs('alpsadmin');
    expect((await getPayroll(foreign.id)).company_name).toBe('Inversiones Lima SAC');
  });
});

describe('GET /v1/transactions/', () => {
  it('lists the 1250 lines of the big payroll, 1000 per page at most, in file order', async () => {
    await signInAs('carga');
    const mass = db.payouts.payrolls.find((record) => record.origin.kind === 'seed' && record.origin.lineCount === MASS_LINES)!;
    const payroll = await getPayroll(mass.id);
    expect(Object.values(payroll.totals).reduce((sum, totals) => sum + totals.loaded.count, 0)).toBe(MASS_LINES);
    const first = await listPayoutTransactions({ page: 1, itemsPerPage: 1000, payrollId: mass.id });
    expect(first.paginate).toEqual({ totalItems: MASS_LINES, itemsPerPage: 1000, num_pages: 2, page: 1 });
    const ids = first.items.map((line) => line.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = await listPayoutTransactions({ page: 2, itemsPerPage: 5000, payrollId: mass.id });
    expect(second.items).toHaveLength(250);
    expect(second.paginate.itemsPerPage).toBe(1000);
  });

  it('has every transfer status with realistic Chilean data and bank answers', async () => {
    const token = await tokenFor('carga');
    for (const status of [1, 2, 3, 4, 5]) {
      const { body } = await getJson(`/transactions/?itemsPerPage=200&retorno=datatables&transfer_status_id__in=${status}`, token);
      const page = conforms(PayoutTransactionPageSchema, body);
      expect(page.items.length, `status ${status}`).toBeGreaterThan(0);
      for (const line of page.items) {
        expect(line.transfer_status).toBe(status);
        expect(isValidRut(line.vat_id ?? '')).toBe(true);
        expect(line.vat_id_type).toBe('RUT');
        expect(['CLP', 'USD']).toContain(line.currency_code);
        expect(line.company_name).toBe('Comercial Andes SpA');
        expect(line.responsefrombank !== null).toBe(status >= 4);
      }
      if (status >= 4) {
        const later = page.items.filter((line) => Date.parse(line.responsefrombank!.fecha_abono!) > Date.parse(line.created_at));
        const same = page.items.filter((line) => line.responsefrombank!.fecha_abono === line.created_at);
        expect(later.length).toBeGreaterThan(0);
        expect(same.length).toBeGreaterThan(0);
        expect(later.length + same.length).toBe(page.items.length);
        expect(page.items.every((line) => line.responsefrombank!.estado_abono === (status === 5 ? 'ABONADO' : 'RECHAZADO'))).toBe(true);
      }
    }
    // One name per alternative field.
    const raw = (await getJson('/transactions/?itemsPerPage=1', token)).body as { items: Record<string, unknown>[] };
    const keys = Object.keys(raw.items[0]!);
    expect(keys).toEqual(expect.arrayContaining(['payroll_id', 'email', 'phone', 'company_name', 'transfer_status_detail']));
    for (const alternative of ['payroll', 'user_email', 'phone_number', 'company', 'refund_reason']) expect(keys).not.toContain(alternative);
  });

  it('applies every filter of the app’s call', async () => {
    await signInAs('alpsadmin');
    const peru = await listPayoutTransactions({ page: 1, itemsPerPage: 300, countryId: 2, statusIds: [5] });
    expect(peru.items.length).toBeGreaterThan(0);
    expect(peru.items.every((line) => line.vat_id_type === 'DNI' && ['PEN', 'USD'].includes(line.currency_code) && line.transfer_status === 5)).toBe(true);
    expect(peru.items.some((line) => line.fee !== null && line.tax !== null)).toBe(true);

    const sample = peru.items[3]!;
    const only = async (filters: Partial<Parameters<typeof listPayoutTransactions>[0]>) =>
      (await listPayoutTransactions({ page: 1, itemsPerPage: 1000, ...filters })).items;
    expect((await only({ vatId: sample.vat_id! })).every((line) => line.vat_id === sample.vat_id)).toBe(true);
    expect((await only({ vatId: sample.vat_id! })).map((line) => line.id)).toContain(sample.id);
    const part = sample.name!.split(' ')[1]!.toLowerCase();
    const named = await only({ name: part, companyIds: [3, 5, 8] });
    expect(named.map((line) => line.id)).toContain(sample.id);
    expect(named.every((line) => line.name!.toLowerCase().includes(part))).toBe(true);
    expect((await only({ amount: String(sample.amount) })).every((line) => line.amount === sample.amount)).toBe(true);
    expect((await only({ ids: [sample.id, peru.items[0]!.id] })).map((line) => line.id).sort()).toEqual([sample.id, peru.items[0]!.id].sort());
    const withNote = peru.items.find((line) => line.credit_note)!;
    expect((await only({ creditNote: withNote.credit_note! })).map((line) => line.id)).toEqual([withNote.id]);
    const companies = await only({ companyIds: [5, 8], statusIds: [5] });
    expect(new Set(companies.map((line) => line.company_name))).toEqual(new Set(['Agroexport Perú SAC', 'Textiles Cusco SAC']));
    const target = sample.created_at.slice(0, 10);
    const sameDay = await only({ from: target, to: target, countryId: 2 });
    expect(sameDay.map((line) => line.id)).toContain(sample.id);
    expect(sameDay.every((line) => line.created_at.startsWith(target))).toBe(true);
  });

  it('never shows another company’s transactions', async () => {
    const foreign = db.payouts.payrolls.find((record) => record.company_id === 2 && record.status_id === 7)!;
    await signInAs('carga');
    expect((await listPayoutTransactions({ page: 1, itemsPerPage: 10, payrollId: foreign.id })).paginate.totalItems).toBe(0);
    expect((await listPayoutTransactions({ page: 1, itemsPerPage: 10, companyIds: [2] })).paginate.totalItems).toBe(0);
  });
});
