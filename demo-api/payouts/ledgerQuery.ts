import type { DemoLanguage } from '../http/language.ts';
import { dayRange, idsParam, param } from '../http/query.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { StoredLedgerEntry } from '../store/seed/ledger.ts';
import { storedDetail } from './present.ts';

/** The ledger calls (issue 12; this team's assumption, docs/decisions.md "Payroll ledger"). */

/** Who may read the ledger across payrolls: the manager, the provider's admin and the admin. */
const AUDITORS: readonly string[] = ['MANAGER', 'ALPSADMIN', 'ADMIN'];
export const isAuditor = (user: DemoUser): boolean => user.profile_names.some((profile) => AUDITORS.includes(profile));

/** Entries of the user's companies only; a deleted payroll's entries stay readable. */
const visibleEntries = (user: DemoUser): StoredLedgerEntry[] => db.ledger.entries.filter((entry) => user.company_ids.includes(entry.company_id));

/** One payroll's history, oldest first (empty when it is not the user's or never existed). */
export const payrollHistory = (user: DemoUser, payrollId: number): StoredLedgerEntry[] =>
  visibleEntries(user).filter((entry) => entry.payroll_id === payrollId);

const EVENTS = new Set(['UPLOAD', 'UPLOAD_BY_API', 'PROCESS', 'PROCESSED', 'PROCESSING_FAILED', 'HEADER_ERROR', 'LINES_INVALID', 'APPROVE', 'REJECT', 'DELETE', 'BANK_PAID', 'BANK_REJECTED', 'BLOCK', 'UNBLOCK', 'ESCALATE', 'EXPIRE']);

/**
 * GET /v1/payrolls/history/: at__gte/at__lte (days, inclusive), company_id__in, payroll_id__in,
 * event__in, to_status__in, actor__icontains (name or username); newest first.
 */
export function selectHistory(request: Request, url: URL, user: DemoUser): StoredLedgerEntry[] {
  const inRange = dayRange(request, url, 'at__gte', 'at__lte', '-');
  const companies = idsParam(request, url, 'company_id__in');
  const payrolls = idsParam(request, url, 'payroll_id__in');
  const statuses = idsParam(request, url, 'to_status__in');
  const events = param(url, 'event__in')?.split(',').filter((event) => EVENTS.has(event)) ?? null;
  const actor = param(url, 'actor__icontains')?.trim().toLowerCase() ?? '';
  return visibleEntries(user)
    .filter(
      (entry) =>
        inRange.has(Date.parse(entry.at)) &&
        (companies === null || companies.has(entry.company_id)) &&
        (payrolls === null || payrolls.has(entry.payroll_id)) &&
        (statuses === null || (entry.to_status !== null && statuses.has(entry.to_status))) &&
        (events === null || events.includes(entry.event)) &&
        (actor === '' || entry.actor.name.toLowerCase().includes(actor) || (entry.actor.username ?? '').toLowerCase().includes(actor)),
    )
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
}

export const ledgerEntryJson = (entry: StoredLedgerEntry, language: DemoLanguage) => ({
  ...entry,
  company_name: db.access.companies.find((company) => company.pk === entry.company_id)?.name ?? '',
  reason: entry.reason === null ? null : storedDetail(language, entry.reason),
});
