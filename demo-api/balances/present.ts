import { db } from '../store/index.ts';
import { BANKS, type BalanceRecord } from '../store/seed/balances.ts';
import { shownAmount } from '../../machines/balances/balanceRules.ts';

/** The balances area's answers as the provider shapes them (decimals as text with 2 places). */

export const decimal = (value: number): string => value.toFixed(2);
export const companyName = (id: number): string => db.access.companies.find((company) => company.pk === id)?.name ?? '';
export const bankName = (id: number | null): string => BANKS.find((bank) => bank.id === id)?.name ?? '';
export const versionOf = (company: number): number => db.balances.versions.get(company) ?? 0;
export const findEntry = (id: number | null): BalanceRecord | undefined => db.balances.entries.find((entry) => entry.id === id);

function sideJson(record: BalanceRecord) {
  return {
    balance_id: record.id,
    merchant: record.company,
    merchant__name: companyName(record.company),
    amount: decimal(record.amount),
    currency: record.currency,
    bank: record.bank_id,
    bank__name: bankName(record.bank_id),
    account: record.account_id,
    document_id: record.document_id,
  };
}

/** A settlements row: the entry, its files (without bytes) and, for a balance top up, both sides. */
export function entryJson(record: BalanceRecord) {
  const other = record.pair ? findEntry(record.pair.id) : undefined;
  const source = record.pair?.side === 'to' ? other : record;
  const destination = record.pair?.side === 'to' ? record : other;
  return {
    id: record.id,
    company: record.company,
    company__name: companyName(record.company),
    deposit_date: record.deposit_date,
    bank__name: bankName(record.bank_id),
    bank_id: record.bank_id,
    document_id: record.document_id,
    account_id: record.account_id,
    amount: decimal(record.amount),
    currency: record.currency,
    balance_type: record.balance_type,
    balance_version: versionOf(record.company),
    extra_data: {
      user: { username: record.username },
      comments: record.comments,
      files: record.files.map((file) => ({ original_name: file.original_name, name: file.name, size: file.size })),
    },
    from: record.pair && source ? sideJson(source) : null,
    to: record.pair && destination ? sideJson(destination) : null,
  };
}

/** Totals per merchant and currency, summed from the entries (never stored). */
export function summaries(companies: ReadonlySet<number>, currency: string | null) {
  const totals = new Map<string, { company: number; currency: string; total: number }>();
  for (const entry of db.balances.entries) {
    if (!companies.has(entry.company) || (currency !== null && entry.currency !== currency)) continue;
    const key = `${entry.company}|${entry.currency}`;
    const row = totals.get(key) ?? { company: entry.company, currency: entry.currency, total: 0 };
    row.total += entry.amount;
    totals.set(key, row);
  }
  return [...totals.values()].sort((a, b) => companyName(a.company).localeCompare(companyName(b.company)) || a.currency.localeCompare(b.currency));
}

/**
 * Money that arrived as a top up on `day` at the merchants, per currency, as the settlements list
 * shows each amount: top up entries and the destination side of balance top ups. A balance top
 * up's source side is money leaving (shown unsigned by the sign convention, but not a top up):
 * counting it would count a move between two of the user's merchants twice.
 */
export function topUpsOn(companies: ReadonlySet<number>, day: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const entry of db.balances.entries) {
    if (!companies.has(entry.company) || entry.deposit_date !== day) continue;
    const arrives = entry.balance_type === 'top_up' || (entry.balance_type === 'balance_top_up' && entry.pair?.side === 'to');
    if (arrives) totals.set(entry.currency, (totals.get(entry.currency) ?? 0) + shownAmount(entry.balance_type, entry.amount));
  }
  return totals;
}

/** Consecutive lines of one merchant become one item, as the provider groups its answer. */
export function groupByCompany<T extends { company: number }>(lines: readonly T[], line: (item: T) => unknown) {
  const items: { company: number; company__name: string; balance_version: number; balances: unknown[] }[] = [];
  for (const item of lines) {
    const last = items[items.length - 1];
    if (last && last.company === item.company) last.balances.push(line(item));
    else items.push({ company: item.company, company__name: companyName(item.company), balance_version: versionOf(item.company), balances: [line(item)] });
  }
  return items;
}
