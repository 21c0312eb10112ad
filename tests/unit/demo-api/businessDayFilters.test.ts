import { beforeEach, describe, expect, it } from 'vitest';
import { getDashboardData } from '@app/api/calls/dashboards';
import { listPayments, listVouchers } from '@app/api/calls/payments';
import { listPayrolls } from '@app/api/calls/payouts';
import { PROCESSING_MS } from '@demo-api/payouts/processing';
import { db } from '@demo-api/store';
import { businessDayOf } from '@demo-api/store/clock';
import { advanceClock, csvPart, getJson, resetAt, signInAs, tokenFor, upload } from './payoutsSupport';

/**
 * The demo API's day filters read a day in the business time zone (America/Santiago, the
 * default): an instant belongs to the day it is there, not to its UTC day.
 */

/** 23:30 on 30 November in Santiago (UTC-3 in summer): already 1 December in UTC. */
const LATE_ON_THE_30TH = new Date('2026-12-01T02:30:00Z');
const ONE_LINE = [
  'Purchase order,Credit note,Destination account,Account type,Bank,Holder ID,Name,Amount,Currency,Email,Reason',
  'OC-1,,12345678,Cuenta Corriente,Banco de Chile,11.111.111-1,Ana Pérez Soto,25000,CLP,ana@correo.example,Reembolso',
].join('\n');

/** carga uploads a one-line CLP 25.000 payroll to company 1 now and lets it be processed; its id. */
async function uploadNow(): Promise<number> {
  const answer = await upload(await tokenFor('carga'), { company_id: '1' }, csvPart('nomina_noche.csv', ONE_LINE));
  expect(answer.status).toBe(200);
  await advanceClock(PROCESSING_MS);
  return (answer.body as { data_origin: { id: number } }).data_origin.id;
}

const idsOn = async (from: string, to: string) => (await listPayrolls({ page: 1, itemsPerPage: 1000, from, to })).items.map((payroll) => payroll.id);

describe('a payroll created late in the evening in Santiago on the last day of the month', () => {
  beforeEach(() => resetAt(LATE_ON_THE_30TH));

  it("is in that day's payroll filter and not in the next day's", async () => {
    expect(businessDayOf(LATE_ON_THE_30TH)).toBe('2026-11-30');
    const id = await uploadNow();
    await signInAs('carga');
    expect(await idsOn('2026-11-30', '2026-11-30')).toContain(id);
    expect(await idsOn('2026-11-01', '2026-11-30')).toContain(id);
    expect(await idsOn('2026-12-01', '2026-12-01')).not.toContain(id);
  });

  it("is counted on the Santiago day in the dashboard's series, whose default last day is today there", async () => {
    await signInAs('carga');
    const query = { from: '2026-11-29', to: '2026-12-01', currency: 'CLP' };
    const before = await getDashboardData(query, [101]);
    await uploadNow();
    const after = await getDashboardData(query, [101]);
    const added = after.trxs_by_day.map((point, index) => [point.day, point.total - before.trxs_by_day[index]!.total]);
    expect(added).toEqual([
      ['2026-11-29', 0],
      ['2026-11-30', 25000],
      ['2026-12-01', 0],
    ]);
    const byDefault = await getDashboardData({ from: null, to: null, currency: 'CLP' }, [101]);
    expect(byDefault.trxs_by_day.at(-1)?.day).toBe('2026-11-30');
  });
});

describe('the other day filters', () => {
  beforeEach(() => resetAt());

  it('put a payment on its Santiago day, not its UTC day', async () => {
    // A seeded payment of carga's merchant made between 00:00 and 03:00 UTC: the evening before in Santiago.
    const evening = db.payments.operations.find((operation) => operation.merchant_id === 101 && new Date(operation.createdMs).getUTCHours() < 3);
    expect(evening).toBeDefined();
    const santiagoDay = businessDayOf(evening!.createdMs);
    const utcDay = new Date(evening!.createdMs).toISOString().slice(0, 10);
    expect(santiagoDay < utcDay).toBe(true);
    await signInAs('carga');
    const found = async (day: string) =>
      (await listPayments({ page: 1, itemsPerPage: 10, operationIds: [evening!.operation_id], from: day, to: day })).paginate.totalItems;
    expect(await found(santiagoDay)).toBe(1);
    expect(await found(utcDay)).toBe(0);
  });

  it("compare a voucher's payment date, a calendar date, as it is", async () => {
    await signInAs('carga');
    const dated = db.payments.vouchers.find((voucher) => voucher.company_id === 1 && voucher.fecha_abono !== null)!;
    const day = dated.fecha_abono!;
    const page = await listVouchers({ page: 1, itemsPerPage: 1000, from: day, to: day });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.map((voucher) => voucher.fecha_abono)).toContain(day);
    expect(page.items.every((voucher) => voucher.fecha_abono === day)).toBe(true);
  });

  it('still refuse a malformed or impossible date with a 400', async () => {
    const token = await tokenFor('carga');
    const refused = (field: string) => ({ status: 400, body: { [field]: ['Enter a valid date.'] } });
    expect(await getJson('/payrolls/?created_at__lte=2026-02-30', token)).toEqual(refused('created_at__lte'));
    expect(await getJson('/payrolls/?created_at__gte=2026-13-01', token)).toEqual(refused('created_at__gte'));
    expect(await getJson('/dashboard/data?fecha_inicio=2026-02-29', token)).toEqual(refused('fecha_inicio'));
    expect(await getJson('/summary_sales_report/?fecha_fin=2026/11/31', token)).toEqual(refused('fecha_fin'));
    // Settlements' deposit dates are calendar dates: the same check, not a roll-over to 2 March.
    const admin = await tokenFor('admin');
    expect(await getJson('/company_balance_list/get_available?deposit_date__gte=2026-02-30', admin)).toEqual(refused('deposit_date__gte'));
  });
});
