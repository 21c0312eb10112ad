import type { EditOriginal } from '@machines/balances/balanceForm';
import type * as v from 'valibot';
import { listSettlements } from '../../api/calls/balances';
import type { BalanceEntry } from '../../api/schemas/balances';
import { DEFAULT_LIST_PAGE_SIZE } from '../../components/lists/pageSizes';
import type { PagedListOptions, TypedQuery } from '../../components/lists/usePagedList';
import { defaultSettlementFilters, settlementFiltersSchema, settlementQuery, type SettlementFilters } from '../shared/screenFilters';

const SETTLEMENTS_STORAGE_KEY = 'settlements';

/** GET get_available with balance_detail: one page of entries; `signal` cancels it. */
const fetchSettlementPage = (query: TypedQuery<SettlementFilters>, signal?: AbortSignal) =>
  listSettlements({ page: query.page, itemsPerPage: query.itemsPerPage, ...settlementQuery(query.filters) }, signal);

export const settlementsListOptions = (now: Date): PagedListOptions<SettlementFilters, BalanceEntry> => ({
  storageKey: SETTLEMENTS_STORAGE_KEY,
  filtersSchema: settlementFiltersSchema as v.GenericSchema<unknown, SettlementFilters>,
  defaults: { filters: defaultSettlementFilters(now), page: 1, itemsPerPage: DEFAULT_LIST_PAGE_SIZE },
  fetchPage: fetchSettlementPage,
});

/** The destination row of a balance top up is changed through its source row. */
export const isDestinationSide = (entry: BalanceEntry): boolean => entry.to !== null && entry.to.balance_id === entry.id;

/** The edit dialog's starting point from a (source) row. */
export function editOriginalOf(entry: BalanceEntry): EditOriginal {
  return {
    id: entry.id,
    company: entry.company,
    currency: entry.currency,
    type: entry.balance_type,
    depositDate: entry.deposit_date,
    amount: entry.amount,
    bank: String(entry.bank_id),
    accountId: entry.account_id,
    documentId: entry.document_id,
    comments: entry.extra_data.comments,
    files: entry.extra_data.files.map((file) => ({ name: file.original_name, size: file.size, type: '', key: file.name })),
    to: entry.to
      ? { id: entry.to.balance_id, company: entry.to.merchant, currency: entry.to.currency, amount: entry.to.amount, bank: String(entry.to.bank), accountId: entry.to.account }
      : null,
  };
}
