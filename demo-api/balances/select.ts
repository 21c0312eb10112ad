import { amountParamOk } from './values.ts';
import { dayParam, param } from '../http/query.ts';
import { fieldError } from '../http/refusal.ts';
import { db } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';
import type { BalanceRecord } from '../store/seed/balances.ts';
import { shownAmount } from '../../machines/balances/balanceRules.ts';

/** The list's filters (spec 02 section 7, company_balance_list get_available and export). */

const MAX_MERCHANTS = 7;

/** The merchants whose balances the user may see: the companies of their session. */
export const visibleCompanies = (user: DemoUser): Set<number> => new Set(user.company_ids);

/** The merchants the user may see, narrowed by company_id__in (at most 7). */
export function companiesOf(request: Request, url: URL, user: DemoUser): Set<number> {
  const own = visibleCompanies(user);
  const asked = param(url, 'company_id__in');
  if (asked === null) return own;
  const parts = asked.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.some((part) => !/^\d+$/.test(part))) fieldError(request, 'company_id__in', 'enterNumber');
  if (parts.length > MAX_MERCHANTS) fieldError(request, 'company_id__in', 'tooManyMerchants');
  return new Set(parts.map(Number).filter((id) => own.has(id)));
}

const contains = (value: string, needle: string | null) => needle === null || value.toLowerCase().includes(needle.toLowerCase());

/** The entries a settlements query selects, newest deposit first. */
export function selectEntries(request: Request, url: URL, user: DemoUser): BalanceRecord[] {
  const companies = companiesOf(request, url, user);
  const currency = param(url, 'currency');
  const documentId = param(url, 'document_id');
  const accountId = param(url, 'account_id');
  const amount = param(url, 'amount');
  if (amount !== null && !amountParamOk(amount)) fieldError(request, 'amount', 'enterNumber');
  const from = dayParam(request, url, 'deposit_date__gte', '-');
  const to = dayParam(request, url, 'deposit_date__lte', '-');
  return db.balances.entries
    .filter(
      (entry) =>
        companies.has(entry.company) &&
        (currency === null || entry.currency === currency) &&
        contains(entry.document_id, documentId) &&
        contains(entry.account_id, accountId) &&
        // The amount filter matches the amount as the list shows it.
        (amount === null || Math.abs(shownAmount(entry.balance_type, entry.amount) - Number(amount)) < 0.005) &&
        (from === null || entry.deposit_date >= from) &&
        (to === null || entry.deposit_date <= to),
    )
    .sort((a, b) => b.deposit_date.localeCompare(a.deposit_date) || b.id - a.id);
}
