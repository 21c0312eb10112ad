import { beforeEach, describe, expect, it } from 'vitest';
import { getCompanyBalances, getCompanySummary, getDashboardData, getDashboardSummary, getStatusPageSummary } from '@app/api/calls/dashboards';
import { listBalances, listSettlements } from '@app/api/calls/balances';
import { listPayments } from '@app/api/calls/payments';
import { listPayrolls } from '@app/api/calls/payouts';
import { PAY_IN_CHANNELS } from '@app/api/schemas/payments';
import { shownAmount } from '@machines/balances/balanceRules';
import { API, authHeaders, getJson, NOW, resetAt, signInAs, tokenFor } from './payoutsSupport';

/**
 * The dashboards' demo answers: contract, agreement with the payout and payment lists for the
 * same filter (they are computed from the same seed), roles, refusals, the status page.
 */

const DAY = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(NOW.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
const LAST_15 = { from: day(-15), to: day(0) };
const cents = (value: number) => Math.round(value * 100);

beforeEach(() => resetAt());

describe('GET /v1/dashboard/data', () => {
  it("gives carga its default currency, its currencies and a point per day of the range", async () => {
    await signInAs('carga');
    const data = await getDashboardData({ ...LAST_15, currency: null }, [101]);
    expect(data.default_currency).toBe('CLP');
    expect(data.currency).toBe('CLP');
    expect(data.currencies).toEqual(['CLP', 'USD']);
    expect(data.mids).toEqual([101]);
    expect(data.trxs_by_day.map((point) => point.day)).toEqual(Array.from({ length: 16 }, (_, i) => day(i - 15)));
    expect(data.payouts.amounts.success).toBeGreaterThan(0);
  });

  it('has the successful amount the payout list shows for the same dates and currency', async () => {
    await signInAs('manager');
    for (const currency of ['CLP', 'USD', 'PEN']) {
      const data = await getDashboardData({ ...LAST_15, currency }, [101, 103]);
      const list = await listPayrolls({ page: 1, itemsPerPage: 1000, ...LAST_15 });
      const paid = list.items.reduce((sum, payroll) => sum + (payroll.totals[currency]?.paid.amount ?? 0), 0);
      expect(cents(data.payouts.amounts.success), currency).toBe(cents(paid));
    }
  });

  it('has the completed payments of the payments list, split by channel kind', async () => {
    await signInAs('carga');
    const data = await getDashboardData({ ...LAST_15, currency: 'CLP' }, [101]);
    const page = await listPayments({ page: 1, itemsPerPage: 1000, ...LAST_15, currencies: ['CLP'], statuses: [2, 3], merchantIds: [101] });
    expect(page.paginate.totalItems).toBeLessThanOrEqual(1000);
    const sum = (kind?: string) =>
      page.items.data
        .filter((row) => kind === undefined || PAY_IN_CHANNELS.find((channel) => channel.id === row.channel)?.kind === kind)
        .reduce((total, row) => total + row.amount, 0);
    expect(cents(data.payments.amounts.all)).toBe(cents(sum()));
    expect(cents(data.payments.amounts.bank_transfer)).toBe(cents(sum('bank_transfer')));
    expect(cents(data.payments.amounts.cash)).toBe(cents(sum('cash')));
    expect(cents(data.payments.amounts.cards)).toBe(cents(sum('card')));
  });

  it('sums the chart to every payout transaction of the range', async () => {
    await signInAs('carga');
    const data = await getDashboardData({ ...LAST_15, currency: 'CLP' }, [101]);
    const list = await listPayrolls({ page: 1, itemsPerPage: 1000, ...LAST_15 });
    const loaded = list.items.reduce((sum, payroll) => sum + (payroll.totals.CLP?.loaded.amount ?? 0), 0);
    expect(cents(data.trxs_by_day.reduce((sum, point) => sum + point.total, 0))).toBe(cents(loaded));
  });

  it("refuses another merchant's mids, a currency not the user's, and alpsadmin (not a dashboard role)", async () => {
    const token = await tokenFor('carga');
    expect((await getJson(`/dashboard/data?payments_merchant_ids=102&fecha_inicio=${LAST_15.from}`, token)).status).toBe(400);
    expect((await getJson('/dashboard/data?currency=MXN', token)).status).toBe(400);
    expect((await getJson('/dashboard/data', await tokenFor('alpsadmin'))).status).toBe(403);
    expect((await getJson('/dashboard/data', 'not-a-token')).status).toBe(401);
  });
});

describe('GET /v1/dashboard/summary', () => {
  it("gives today's paid payouts per currency", async () => {
    await signInAs('carga');
    const summary = await getDashboardSummary([101]);
    const today = await getDashboardData({ from: day(0), to: day(0), currency: 'CLP' }, [101]);
    const clp = summary.payouts.today.find((entry) => entry.code === 'CLP')?.total ?? 0;
    expect(cents(clp)).toBe(cents(today.payouts.amounts.success));
  });

  /** Per currency, what the balance screen shows the signed-in user, summed over its merchants. */
  async function balanceScreen() {
    const page = await listBalances({ page: 1, itemsPerPage: 100 });
    expect(page.paginate.totalItems).toBeLessThanOrEqual(100);
    const totals = new Map<string, number>();
    for (const row of page.items) totals.set(row.currency, (totals.get(row.currency) ?? 0) + cents(row.total_available));
    return totals;
  }

  /** Per currency, the top ups the settlements list shows deposited today, as it shows their amounts. */
  async function topUpsListedToday() {
    const page = await listSettlements({ page: 1, itemsPerPage: 100, from: day(0), to: day(0) });
    const totals = new Map<string, number>();
    for (const row of page.items) {
      const arrives = row.balance_type === 'top_up' || (row.balance_type === 'balance_top_up' && row.to?.balance_id === row.id);
      if (arrives) totals.set(row.currency, (totals.get(row.currency) ?? 0) + cents(shownAmount(row.balance_type, row.amount)));
    }
    return totals;
  }

  const asCents = (list: readonly { code: string; total: number }[]) => new Map(list.map((entry) => [entry.code, cents(entry.total)]));

  it("answers today's balance per currency (company_balance_by_currency) as the balance screen shows it, and the data's balance for the selected currency", async () => {
    for (const username of ['carga', 'manager', 'cargalima'] as const) {
      await signInAs(username);
      const { balances } = await getCompanyBalances();
      const screen = await balanceScreen();
      expect(screen.size, username).toBeGreaterThan(0);
      expect(asCents(balances), username).toEqual(screen);
      const data = await getDashboardData({ from: null, to: null, currency: null }, []);
      expect(cents(data.balance ?? NaN), username).toBe(screen.get(data.currency) ?? 0);
    }
  });

  it("has today's top-ups of the settlements list: the seeded one, then a balance top up's destination only", async () => {
    await signInAs('manager');
    const before = await getDashboardSummary([101, 103]);
    expect(asCents(before.topups.today)).toEqual(await topUpsListedToday());
    expect(asCents(before.topups.today).get('CLP')).toBeGreaterThan(0);

    // CLP leaves merchant 1 and arrives at merchant 3 in USD: a top up of USD 100, no CLP one.
    const token = await tokenFor('admin');
    const pair = {
      balance_type: 'balance_top_up', company: '1', currency: 'CLP', deposit_date: day(0), document_id: 'BT-TODAY', account_id: '7', bank: '12',
      amount: '-95000', comments: 'Top up for Lima', company_to: '3', currency_to: 'USD', amount_to: '100', bank_to: '2', document_id_to: 'BT-TODAY-2', account_id_to: '1',
    };
    const added = await fetch(`${API}/company_balance_list/`, { method: 'POST', headers: { ...authHeaders(token), 'Content-Type': 'application/json' }, body: JSON.stringify(pair) });
    expect(added.status).toBe(201);

    const after = await getDashboardSummary([101, 103]);
    expect(asCents(after.topups.today)).toEqual(await topUpsListedToday());
    expect(asCents(after.topups.today).get('USD')).toBe((asCents(before.topups.today).get('USD') ?? 0) + cents(100));
    expect(asCents(after.topups.today).get('CLP')).toBe(asCents(before.topups.today).get('CLP'));
    expect(asCents((await getCompanyBalances()).balances)).toEqual(await balanceScreen());
  });

  it("counts only the user's own merchants' top-ups", async () => {
    await signInAs('cargalima');
    const summary = await getDashboardSummary([103]);
    expect(summary.topups.today).toEqual([]);
    expect(await topUpsListedToday()).toEqual(new Map());
  });
});

describe('GET /v1/summary_companies', () => {
  it('gives manager the three series, uploaded ≥ sent to bank ≥ successful', async () => {
    await signInAs('manager');
    const summary = await getCompanySummary({ ...LAST_15, currency: 'CLP' });
    expect(summary.series_total_loaded.name).toBe('Uploaded');
    expect(summary.series_total_sentbank.name).toBe('Sent to bank');
    expect(summary.series_total_approved_by_bank.name).toBe('Successful');
    expect(summary.series_total_loaded.data).toHaveLength(16);
    expect(summary.series_total_loaded.total).toBeGreaterThanOrEqual(summary.series_total_sentbank.total);
    expect(summary.series_total_sentbank.total).toBeGreaterThanOrEqual(summary.series_total_approved_by_bank.total);
    expect(summary.series_total_approved_by_bank.total).toBeGreaterThan(0);
    const dashboard = await getDashboardData({ ...LAST_15, currency: 'CLP' }, [101, 103]);
    expect(cents(summary.series_total_approved_by_bank.amount)).toBe(cents(dashboard.payouts.amounts.success));
  });

  it('names the series in Spanish and refuses carga', async () => {
    const body = (await getJson('/summary_companies', await tokenFor('admin'), 'es')).body as { series_total_sentbank: { name: string } };
    expect(body.series_total_sentbank.name).toBe('Enviado al banco');
    expect((await getJson('/summary_companies', await tokenFor('carga'))).status).toBe(403);
  });
});

describe('the status page summary', () => {
  it('has an open incident with its link, a maintenance in progress and grouped components', async () => {
    const summary = await getStatusPageSummary();
    expect(summary.status.description).toBe('Partially Degraded Service');
    expect(summary.incidents[0]).toMatchObject({ name: 'Delays confirming bank transfers', shortlink: expect.stringMatching(/^https:/) });
    expect(summary.scheduled_maintenances.filter((m) => m.status === 'in_progress').map((m) => m.name)).toEqual(['Bank dispatch upgrade']);
    expect(summary.components.filter((c) => c.group).map((c) => c.name)).toEqual(['Pay-ins', 'Payouts']);
  });
});
