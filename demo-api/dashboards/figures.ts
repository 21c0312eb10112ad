import { summaries, topUpsOn } from '../balances/present.ts';
import { visibleCompanies } from '../balances/select.ts';
import { channelKind } from '../payments/reference.ts';
import { visibleMerchantIds } from '../payments/select.ts';
import { round2, totalsOf, transactionsOf, transferStatus } from '../payouts/totals.ts';
import type { DayRange } from '../http/query.ts';
import { bankingOfCountry } from '../payouts/reference.ts';
import { visiblePayrolls } from '../payouts/select.ts';
import { daysBefore } from '../../machines/shared/businessDay.ts';
import { businessDayOf } from '../store/clock.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { PayrollRecord } from '../store/seed/payouts.ts';

/**
 * The dashboards' figures, computed from the seeded payrolls and payments (never typed-in
 * totals), so they agree with what the payout and payment screens show for the same filter:
 * payrolls by `created_at` day and company as the payout list filters them, payments by
 * `fec_creacion` and merchant as the payments list does.
 */

/** Every calendar day from `from` to `to` ('YYYY-MM-DD', both included). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = daysBefore(day, -1)) days.push(day);
  return days;
}

/** The business day a payroll was created on, the day the list's filter puts it in. */
const createdDay = (record: PayrollRecord): string => businessDayOf(Date.parse(record.created_at));

export interface CodeTotal {
  readonly code: string;
  readonly total: number;
}

/** The user's currencies: each company's country currencies, the first company's main one first. */
export function currenciesOf(user: DemoUser): { defaultCurrency: string; currencies: string[] } {
  const bankings = user.company_ids.map((pk) => bankingOfCountry(db.access.companies.find((c) => c.pk === pk)?.country_id ?? 1));
  const defaultCurrency = bankings[0]?.mainCurrency ?? 'CLP';
  const currencies = [defaultCurrency];
  for (const banking of bankings) for (const code of banking.currencies) if (!currencies.includes(code)) currencies.push(code);
  return { defaultCurrency, currencies };
}

const payrollsIn = (user: DemoUser, range: DayRange): PayrollRecord[] =>
  visiblePayrolls(user).filter((record) => range.has(Date.parse(record.created_at)));

/**
 * Successful: the paid amount of the payrolls' totals (what the payout list's "paid" column
 * shows); rejected: lines rejected by an approver or the bank (transfer status 3 or 4).
 */
export function payoutAmounts(user: DemoUser, range: DayRange, currency: string) {
  let success = 0;
  let rejected = 0;
  for (const record of payrollsIn(user, range)) {
    // Own keys only: the currency names a key of a plain object (never one it inherits).
    const totals = totalsOf(record);
    success += Object.hasOwn(totals, currency) ? totals[currency]!.paid.amount : 0;
    for (const line of transactionsOf(record)) {
      const status = transferStatus(record, line);
      if (line.currency_code === currency && (status === 3 || status === 4)) rejected += line.amountValue;
    }
  }
  return { success: round2(success), rejected: round2(rejected) };
}

/** Per business day (as the list filters), the amount of every payout transaction uploaded that day. */
export function payoutsByDay(user: DemoUser, range: DayRange, fromDay: string, toDay: string, currency: string) {
  const totals = new Map(daysOf(fromDay, toDay).map((day) => [day, 0]));
  for (const record of payrollsIn(user, range)) {
    const day = createdDay(record);
    if (!totals.has(day)) continue;
    const amount = transactionsOf(record).reduce((sum, line) => (line.currency_code === currency ? sum + line.amountValue : sum), 0);
    totals.set(day, round2((totals.get(day) ?? 0) + amount));
  }
  return [...totals].map(([day, total]) => ({ day, total }));
}

/** Completed pay-ins (statuses 2 and 3) of the merchants, by channel kind; wallets count in `all` only. */
export function paymentAmounts(mids: readonly number[], range: DayRange, currency: string) {
  const sums = { all: 0, bank_transfer: 0, cash: 0, cards: 0 };
  for (const operation of db.payments.operations) {
    if (!mids.includes(operation.merchant_id) || operation.currency !== currency) continue;
    if ((operation.last_status !== 2 && operation.last_status !== 3) || !range.has(operation.createdMs)) continue;
    sums.all += operation.amountValue;
    const kind = channelKind(operation.channel);
    if (kind === 'bank_transfer') sums.bank_transfer += operation.amountValue;
    else if (kind === 'cash') sums.cash += operation.amountValue;
    else if (kind === 'card') sums.cards += operation.amountValue;
  }
  return { all: round2(sums.all), bank_transfer: round2(sums.bank_transfer), cash: round2(sums.cash), cards: round2(sums.cards) };
}

/**
 * Today's paid payout amount per currency (the same rule as `payoutAmounts` for today alone).
 * 'Today' is the business day: a payroll created at 22:30 in Santiago counts on that day there.
 */
export function payoutsToday(user: DemoUser, nowMs: number): CodeTotal[] {
  const today = businessDayOf(nowMs);
  const totals = new Map<string, number>();
  for (const record of visiblePayrolls(user)) {
    if (createdDay(record) !== today) continue;
    for (const [code, entry] of Object.entries(totalsOf(record))) totals.set(code, round2((totals.get(code) ?? 0) + entry.paid.amount));
  }
  return [...totals].map(([code, total]) => ({ code, total }));
}

/**
 * Today's balance and top-ups per currency, from the balances area's own functions over the
 * merchants the balance screens show the user (their companies, whatever payment merchants the
 * dashboard asks for): the balance is the available total /balance shows, summed over the
 * merchants; the top-ups are those the settlements list shows deposited today (demo clock, business day).
 */
export function balanceFigures(user: DemoUser, nowMs: number): { balance: CodeTotal[]; topups: CodeTotal[] } {
  const companies = visibleCompanies(user);
  const balance = new Map<string, number>();
  for (const row of summaries(companies, null)) balance.set(row.currency, (balance.get(row.currency) ?? 0) + row.total);
  const list = (totals: Map<string, number>) => [...totals].map(([code, total]) => ({ code, total: round2(total) }));
  return { balance: list(balance), topups: list(topUpsOn(companies, businessDayOf(nowMs))) };
}

/** The merchants the dashboard may show: the ones asked for, each the user's (null: one is not). */
export function dashboardMids(user: DemoUser, asked: readonly number[] | null): number[] | null {
  const visible = visibleMerchantIds(user);
  if (asked === null || asked.length === 0) return visible;
  return asked.every((id) => visible.includes(id)) ? [...asked] : null;
}

/** The company summary: uploaded, sent to the bank and paid lines of the user's companies, per day. */
export function companySeries(user: DemoUser, range: DayRange, fromDay: string, toDay: string, currency: string) {
  const days = new Map<string, { loaded: [number, number]; sent: [number, number]; paid: [number, number] }>();
  for (const day of daysOf(fromDay, toDay)) days.set(day, { loaded: [0, 0], sent: [0, 0], paid: [0, 0] });
  const add = (pair: [number, number], amount: number) => {
    pair[0] += 1;
    pair[1] = round2(pair[1] + amount);
  };
  for (const record of payrollsIn(user, range)) {
    const entry = days.get(createdDay(record));
    if (!entry) continue;
    const sent = record.status_id === 5 || record.status_id === 7 || record.status_id === 8;
    for (const line of transactionsOf(record)) {
      if (line.currency_code !== currency) continue;
      add(entry.loaded, line.amountValue);
      if (sent) add(entry.sent, line.amountValue);
      if (transferStatus(record, line) === 5) add(entry.paid, line.amountValue);
    }
  }
  const series = (key: 'loaded' | 'sent' | 'paid', name: string) => {
    const data = [...days].map(([day, entry]) => ({ day, total: entry[key][0], amount: entry[key][1] }));
    return {
      name,
      total: data.reduce((sum, point) => sum + point.total, 0),
      amount: round2(data.reduce((sum, point) => sum + point.amount, 0)),
      data,
    };
  };
  return { series };
}

