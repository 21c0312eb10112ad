import { dayRange, idsParam, intParam, param } from '../http/query.ts';
import { notFound } from '../http/refusal.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { PayrollLine, PayrollRecord } from '../store/seed/payouts.ts';
import { lineCreatedMs, linesWindow, transactionCode } from './present.ts';
import { companyOf, transactionsOf, transferStatus } from './totals.ts';

/** Which payrolls and transactions a user sees, and the list filters of spec 01 section 7. */

const newestFirst = (a: PayrollRecord, b: PayrollRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** Payrolls of the user's companies only (alpsadmin has all eight). */
export const visiblePayrolls = (user: DemoUser): PayrollRecord[] =>
  db.payouts.payrolls.filter((record) => user.company_ids.includes(record.company_id));

/** The payroll, or Django's 404 when it does not exist or belongs to another company. */
export function findVisible(request: Request, user: DemoUser, id: number | null): PayrollRecord {
  const record = id === null ? undefined : visiblePayrolls(user).find((candidate) => candidate.id === id);
  return record ?? notFound(request);
}

/** GET /v1/payrolls/: status_id__in, company_id__in, country_id, created_at__gte/__lte; newest first. */
export function selectPayrolls(request: Request, url: URL, user: DemoUser): PayrollRecord[] {
  const statuses = idsParam(request, url, 'status_id__in');
  const companies = idsParam(request, url, 'company_id__in');
  const country = intParam(request, url, 'country_id');
  const inRange = dayRange(request, url, 'created_at__gte', 'created_at__lte', '-');
  return visiblePayrolls(user)
    .filter(
      (record) =>
        (statuses === null || statuses.has(record.status_id)) &&
        (companies === null || companies.has(record.company_id)) &&
        (country === null || companyOf(record).country_id === country) &&
        inRange.has(Date.parse(record.created_at)),
    )
    .sort(newestFirst);
}

export interface Selected {
  readonly record: PayrollRecord;
  readonly line: PayrollLine;
}

const compactId = (text: string) => text.replace(/[.\-\s]/g, '').toUpperCase();

/**
 * GET /v1/transactions/. Newest first; a payroll's own transactions (uploaded_file__id) come
 * in file order instead, as the detail page lists them.
 */
export function selectTransactions(request: Request, url: URL, user: DemoUser): Selected[] {
  const payrollId = intParam(request, url, 'uploaded_file__id');
  const companies = idsParam(request, url, 'company_id');
  const country = intParam(request, url, 'country_id');
  const statuses = idsParam(request, url, 'transfer_status_id__in');
  const ids = idsParam(request, url, 'id__in');
  const vatId = param(url, 'vat_id');
  const name = param(url, 'name__icontains')?.toLowerCase() ?? null;
  const amount = param(url, 'amount');
  const amountValue = amount === null ? null : Number(amount.replace(',', '.'));
  const creditNote = param(url, 'credit_note');
  const inRange = dayRange(request, url, 'created_at__gte', 'created_at__lte', '-');

  const payrolls = visiblePayrolls(user)
    .filter(
      (record) =>
        (payrollId === null || record.id === payrollId) &&
        (companies === null || companies.has(record.company_id)) &&
        (country === null || companyOf(record).country_id === country) &&
        inRange.overlaps(...linesWindow(record)),
    )
    .sort(newestFirst);
  const out: Selected[] = [];
  for (const record of payrolls) {
    const lines = transactionsOf(record);
    const ordered = payrollId === null ? [...lines].reverse() : lines;
    for (const line of ordered) {
      if (statuses !== null && !statuses.has(transferStatus(record, line))) continue;
      if (ids !== null && !ids.has(line.id)) continue;
      if (vatId !== null && compactId(line.vat_id) !== compactId(vatId)) continue;
      if (name !== null && !line.name.toLowerCase().includes(name)) continue;
      if (amountValue !== null && line.amountValue !== amountValue) continue;
      if (creditNote !== null && line.credit_note !== creditNote) continue;
      if (!inRange.has(lineCreatedMs(record, line))) continue;
      out.push({ record, line });
    }
  }
  return out;
}

/** GET /v1/summary_sales_report/ and /v1/download_sales_summary: dates as YYYY/MM/DD. */
export function selectReport(request: Request, url: URL, user: DemoUser): Selected[] {
  const statuses = idsParam(request, url, 'transfer_status');
  const companies = idsParam(request, url, 'company_id');
  const country = intParam(request, url, 'country_id');
  const rut = param(url, 'rut');
  const reference = param(url, 'reference');
  const inRange = dayRange(request, url, 'fecha_inicio', 'fecha_fin', '/');
  const out: Selected[] = [];
  const payrolls = visiblePayrolls(user)
    .filter(
      (record) =>
        (companies === null || companies.has(record.company_id)) &&
        (country === null || companyOf(record).country_id === country) &&
        inRange.overlaps(...linesWindow(record)),
    )
    .sort(newestFirst);
  for (const record of payrolls) {
    for (const line of [...transactionsOf(record)].reverse()) {
      if (statuses !== null && !statuses.has(transferStatus(record, line))) continue;
      if (rut !== null && compactId(line.vat_id) !== compactId(rut)) continue;
      if (reference !== null && transactionCode(line) !== reference && line.order_id !== reference) continue;
      if (!inRange.has(lineCreatedMs(record, line))) continue;
      out.push({ record, line });
    }
  }
  return out;
}
