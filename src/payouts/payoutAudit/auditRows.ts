import type { LedgerIssue } from '@machines/payouts/payrollLedger';
import { listLedger, type LedgerFilters } from '../../api/calls/payrollLedger';
import type { LedgerEntryAnswer } from '../../api/schemas/payrollLedger';
import { verifyHistories } from '../payrollLedger/verifyInBrowser';

/** The audit trail's rows: ledger entries with the verdict of their payroll's whole history. */

export interface AuditRow {
  readonly id: number;
  readonly entry: LedgerEntryAnswer;
  /** Why this entry fails the replay or the hash chain (none when it passes both). */
  readonly issues: readonly LedgerIssue[];
  /** Whether every entry of the payroll's history is legal and chained. */
  readonly payrollVerified: boolean;
}

/** The server's largest page (demo-api/http/paging.ts MAX_PAGE_SIZE). */
const LARGEST_PAGE = 1000;
/** Payroll ids per history request, so the address stays short. */
const IDS_PER_REQUEST = 200;

/** Every entry of a ledger query, and how many the first page said there were. */
export interface CountedEntries {
  readonly entries: LedgerEntryAnswer[];
  /** The first page's totalItems: more than `entries` when the server stopped early. */
  readonly total: number;
}

/**
 * Every page of a ledger query, in order; `signal` aborts the page under way, `onPage` is told
 * the entries read so far against the first page's total after each page.
 */
export async function countedEntries(
  filters: Omit<LedgerFilters, 'page' | 'itemsPerPage'>,
  signal?: AbortSignal,
  onPage?: (done: number, total: number) => void,
): Promise<CountedEntries> {
  const first = await listLedger({ ...filters, page: 1, itemsPerPage: LARGEST_PAGE }, signal);
  const total = first.paginate.totalItems;
  const entries = [...first.items];
  onPage?.(entries.length, total);
  for (let page = 2; page <= first.paginate.num_pages; page += 1) {
    entries.push(...(await listLedger({ ...filters, page, itemsPerPage: LARGEST_PAGE }, signal)).items);
    onPage?.(entries.length, total);
  }
  return { entries, total };
}

/** Every page of a ledger query, in order. */
async function allEntries(filters: Omit<LedgerFilters, 'page' | 'itemsPerPage'>, signal?: AbortSignal): Promise<LedgerEntryAnswer[]> {
  return (await countedEntries(filters, signal)).entries;
}

/**
 * A row's mark needs its payroll's whole history, not only the entries the filters let
 * through: the histories of the payrolls shown are fetched, replayed and their hash chains
 * checked in the browser.
 */
export async function withVerdicts(entries: readonly LedgerEntryAnswer[], signal?: AbortSignal): Promise<AuditRow[]> {
  const ids = [...new Set(entries.map((entry) => entry.payroll_id))];
  const histories: LedgerEntryAnswer[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
    histories.push(...(await allEntries({ payrollIds: ids.slice(start, start + IDS_PER_REQUEST) }, signal)));
  }
  const verdicts = await verifyHistories(histories);
  return entries.map((entry) => {
    const verdict = verdicts.get(entry.payroll_id);
    return {
      id: entry.id,
      entry,
      issues: verdict?.entries.find((item) => item.entry.id === entry.id)?.issues ?? [],
      payrollVerified: verdict?.verified ?? false,
    };
  });
}
