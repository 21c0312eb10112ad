import type { WriteOptions } from '../client';
import * as api from '../contract/balances';
import { BalanceSummaryPageSchema, SettlementPageSchema } from '../schemas/balances';
import { callTo } from './endpointCall';
import { uploadTo } from './endpointUpload';

/** The filters of both balance screens (spec 02 section 3, saved filter form). */
export interface BalanceFilters {
  readonly currency?: string | null;
  readonly companyIds?: readonly number[];
  readonly documentId?: string;
  readonly accountId?: string;
  readonly amount?: string;
  /** YYYY-MM-DD */
  readonly from?: string | null;
  readonly to?: string | null;
}

const trimmed = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

const filterQuery = (f: BalanceFilters) => ({
  currency: f.currency || undefined,
  company_id__in: f.companyIds && f.companyIds.length > 0 ? f.companyIds.join(',') : undefined,
  document_id: trimmed(f.documentId),
  account_id: trimmed(f.accountId),
  amount: trimmed(f.amount),
  deposit_date__gte: f.from || undefined,
  deposit_date__lte: f.to || undefined,
});

interface Page {
  readonly page: number;
  readonly itemsPerPage: number;
}

/** The settlements list: entries (balance_detail true). */
export const listSettlements = (q: BalanceFilters & Page, signal?: AbortSignal) =>
  callTo(
    api.available,
    { alsoAbortOn: signal, query: { itemsPerPage: q.itemsPerPage, page: q.page, balance_detail: 'true', show_summary: 'true', ...filterQuery(q) } },
    SettlementPageSchema,
  );

/** The balance screen: totals per merchant and currency (its flag turns balance_detail off). */
export const listBalances = (q: Pick<BalanceFilters, 'currency' | 'companyIds'> & Page, signal?: AbortSignal) =>
  callTo(
    api.available,
    { alsoAbortOn: signal, query: { itemsPerPage: q.itemsPerPage, page: q.page, balance_detail: 'false', show_summary: 'true', ...filterQuery(q) } },
    BalanceSummaryPageSchema,
  );

/** GET /v1/company_balance_list/?download_balance=…: a url to open, a null url, or e-mailed; `signal` is the export's Cancel. */
export const exportBalances = (kind: 'summaries' | 'balance_detail', f: BalanceFilters, signal?: AbortSignal) =>
  callTo(api.balanceExport, { query: { ...filterQuery(f), download_balance: kind }, alsoAbortOn: signal });

/** The merchants' balance settings (bank, currencies); the path is the demo's, see docs/decisions.md. */
export const loadBalanceMerchants = (signal?: AbortSignal) => callTo(api.balanceMerchants, { alsoAbortOn: signal });

/**
 * POST multipart: the add payload; `onProgress` follows the attachments on their way; `write`
 * carries the dialog's Idempotency-Key (issue 29).
 */
export const addBalance = (form: FormData, signal?: AbortSignal, onProgress?: (percent: number) => void, write: WriteOptions = {}) =>
  uploadTo(api.addBalance, { body: form, alsoAbortOn: signal, onProgress, ...write });

/** PUT multipart: the changed values, new files and files_to_change; `write` as for the add. */
export const editBalance = (form: FormData, signal?: AbortSignal, onProgress?: (percent: number) => void, write: WriteOptions = {}) =>
  uploadTo(api.editBalance, { body: form, alsoAbortOn: signal, onProgress, ...write });

/** DELETE with a JSON body: company and id (plus id_to for a balance top up). */
export const deleteBalance = (body: { company: number; id: number; id_to?: number }, signal?: AbortSignal, write: WriteOptions = {}) =>
  callTo(api.deleteBalance, { ...write, body, alsoAbortOn: signal });

export const previewFiles = (id: number, signal?: AbortSignal) => callTo(api.previewFiles, { params: { id }, alsoAbortOn: signal });

/** One name: that file; several: an archive of them. */
export const downloadFiles = (id: number, names: readonly string[]) =>
  callTo(api.downloadFiles, { params: { id }, body: { file_names: [...names] } });
