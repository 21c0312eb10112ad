import { db } from '../store/index.ts';
import type { DemoCompany } from '../store/seed/access.ts';
import { WITH_TRANSACTIONS, type PayrollLine, type PayrollRecord } from '../store/seed/payouts.ts';
import { ensureSeededLines } from './generate.ts';
import { bankingOfCountry } from './reference.ts';

/**
 * A payroll's valid lines, each line's transfer status and the payroll's totals by currency:
 * what the answers (present.ts), the bulk preview and the release rule (releaseRules.ts) read.
 * Apart from present.ts so the release rule can read the totals that present.ts answers with.
 */

const UNKNOWN_COMPANY: DemoCompany = { pk: 0, name: '', country_id: 1, url_template_upload: null };

export const companyOf = (record: PayrollRecord): DemoCompany =>
  db.access.companies.find((company) => company.pk === record.company_id) ?? UNKNOWN_COMPANY;

/** Every valid line of the file (made on first use for seeded payrolls). */
export function linesOf(record: PayrollRecord): PayrollLine[] {
  ensureSeededLines(record, bankingOfCountry(companyOf(record).country_id));
  return record.lines ?? [];
}

/** The transactions: only a processed payroll has them. */
export const transactionsOf = (record: PayrollRecord): PayrollLine[] => (WITH_TRANSACTIONS.has(record.status_id) ? linesOf(record) : []);

/** Transfer status 1–5 of a line, from its payroll's status and the bank's answer. */
export function transferStatus(record: PayrollRecord, line: PayrollLine): number {
  switch (record.status_id) {
    case 5:
      return 2;
    case 6:
      return 3;
    case 7:
      return line.bankRejection === null ? 5 : 4;
    case 8:
      return 4;
    default:
      return 1;
  }
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Loaded (every transaction) and paid (status 5) count and amount, by currency. */
export function totalsOf(record: PayrollRecord) {
  const totals: Record<string, { loaded: { count: number; amount: number }; paid: { count: number; amount: number } }> = {};
  for (const line of transactionsOf(record)) {
    const entry = (totals[line.currency_code] ??= { loaded: { count: 0, amount: 0 }, paid: { count: 0, amount: 0 } });
    entry.loaded.count += 1;
    entry.loaded.amount = round2(entry.loaded.amount + line.amountValue);
    if (transferStatus(record, line) === 5) {
      entry.paid.count += 1;
      entry.paid.amount = round2(entry.paid.amount + line.amountValue);
    }
  }
  return totals;
}
