import type * as v from 'valibot';
import { listBalances } from '../../api/calls/balances';
import type { BalanceSummaryRow } from '../../api/schemas/balances';
import { DEFAULT_LIST_PAGE_SIZE } from '../../components/lists/pageSizes';
import type { PagedListOptions, TypedQuery } from '../../components/lists/usePagedList';
import { balanceFiltersSchema, type BalanceScreenFilters } from '../shared/screenFilters';

const BALANCE_STORAGE_KEY = 'balance';

export type BalanceRow = BalanceSummaryRow & { readonly id: number };

/** GET get_available without balance_detail: totals per merchant and currency, one row each. */
const fetchBalancePage = (query: TypedQuery<BalanceScreenFilters>, signal?: AbortSignal) =>
  listBalances({ page: query.page, itemsPerPage: query.itemsPerPage, currency: query.filters.currency, companyIds: query.filters.companyIds }, signal).then(
    (page) => ({ ...page, items: page.items.map((row, index): BalanceRow => ({ ...row, id: (query.page - 1) * query.itemsPerPage + index + 1 })) }),
  );

export const balanceListOptions = (): PagedListOptions<BalanceScreenFilters, BalanceRow> => ({
  storageKey: BALANCE_STORAGE_KEY,
  filtersSchema: balanceFiltersSchema as v.GenericSchema<unknown, BalanceScreenFilters>,
  defaults: { filters: { currency: null, companyIds: [] }, page: 1, itemsPerPage: DEFAULT_LIST_PAGE_SIZE },
  fetchPage: fetchBalancePage,
});
