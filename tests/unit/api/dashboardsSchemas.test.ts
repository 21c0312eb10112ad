import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompanyBalancesSchema, DashboardDataSchema, DashboardSummarySchema, StatusPageSummarySchema } from '@app/api/schemas/dashboards';
import { resumeOf } from '@app/dashboards/resume/resumeSummary';
import type { Payroll } from '@app/api/schemas/payouts';

const data = {
  default_currency: 'CLP',
  currencies: ['CLP', 'USD'],
  currency: 'CLP',
  mids: [101],
  payouts: { amounts: { success: '1234.50', rejected: 0 } },
  payments: { amounts: { all: 10, bank_transfer: 4, cash: 3, cards: 2 } },
  trxs_by_day: [{ day: '2026-11-20', total: '99.90' }],
};

describe('dashboard schemas', () => {
  it('read decimal text as numbers', () => {
    const parsed = v.parse(DashboardDataSchema, data);
    expect(parsed.payouts.amounts.success).toBe(1234.5);
    expect(parsed.trxs_by_day[0]!.total).toBe(99.9);
  });

  it('refuse an amount that is not a number, a day that is not a date, a currency that is not a code', () => {
    expect(v.safeParse(DashboardDataSchema, { ...data, payouts: { amounts: { success: 'lots', rejected: 0 } } }).success).toBe(false);
    expect(v.safeParse(DashboardDataSchema, { ...data, trxs_by_day: [{ day: '20/11/2026', total: 1 }] }).success).toBe(false);
    expect(v.safeParse(DashboardDataSchema, { ...data, currency: 'pesos' }).success).toBe(false);
  });

  it('take absent "today" lists as none', () => {
    expect(v.parse(DashboardSummarySchema, { payouts: {}, topups: {} })).toEqual({ payouts: { today: [] }, topups: { today: [] } });
  });

  it("read company_balance_by_currency's balances per currency code, and the data's optional balance", () => {
    expect(v.parse(CompanyBalancesSchema, { balances: [{ code: 'CLP', total: '1500.50' }] })).toEqual({ balances: [{ code: 'CLP', total: 1500.5 }] });
    expect(v.safeParse(CompanyBalancesSchema, { balances: [{ code: 'pesos', total: 1 }] }).success).toBe(false);
    expect(v.safeParse(CompanyBalancesSchema, {}).success).toBe(false);
    expect(v.parse(DashboardDataSchema, { ...data, balance: '10.25' }).balance).toBe(10.25);
  });

  it('refuse a status link that is not http(s)', () => {
    const summary = { status: { description: 'All Systems Operational' }, components: [], scheduled_maintenances: [] };
    const incident = { id: 'i', name: 'x', impact: 'minor' };
    expect(v.safeParse(StatusPageSummarySchema, { ...summary, incidents: [{ ...incident, shortlink: 'https://stspg.io/x' }] }).success).toBe(true);
    expect(v.safeParse(StatusPageSummarySchema, { ...summary, incidents: [{ ...incident, shortlink: 'javascript:alert(1)' }] }).success).toBe(false);
  });
});

describe('the resume', () => {
  const payroll = (id: number, status_id: number, actual_approver_id: number | null, uploadedby_name: string) =>
    ({ id, status_id, actual_approver_id, uploadedby_name }) as Payroll;

  it("lists what waits for the user's approval and counts the user's uploads by status", () => {
    const user = { user: { first_name: 'Camila', last_name: 'Rojas', type_of_user__id: 1 } } as Parameters<typeof resumeOf>[1];
    const resume = resumeOf(
      [payroll(1, 4, 1, 'Camila Rojas'), payroll(2, 4, 2, 'Camila Rojas'), payroll(3, 7, null, 'Camila Rojas'), payroll(4, 4, 1, 'API '), payroll(5, 7, null, 'Camila Rojas')],
      user,
    );
    expect(resume.waiting.map((p) => p.id)).toEqual([1, 4]);
    expect(resume.uploaded).toBe(4);
    expect(resume.uploadedByStatus).toEqual([
      [4, 2],
      [7, 2],
    ]);
  });
});
