import * as v from 'valibot';
import type { BalanceFilters } from '../../api/calls/balances';
import { dateRangeSchema, defaultDateRange, type DateRange } from '../../filters';

/**
 * What the settlements and balance screens filter by, kept in session storage (spec 02
 * section 3, saved filter form). Types, not interfaces: plain records for the list chart.
 */
export type SettlementFilters = {
  readonly currency: string | null;
  readonly dateRange: DateRange;
  readonly companyIds: readonly number[];
  readonly documentId: string;
  readonly accountId: string;
  readonly amount: string;
};

export type BalanceScreenFilters = {
  readonly currency: string | null;
  readonly companyIds: readonly number[];
};

const ids = v.array(v.pipe(v.number(), v.integer()));

export const settlementFiltersSchema = v.object({
  currency: v.nullable(v.string()),
  dateRange: dateRangeSchema,
  companyIds: ids,
  documentId: v.string(),
  accountId: v.string(),
  amount: v.pipe(v.string(), v.regex(/^(\d+(\.\d*)?)?$/)),
});

export const balanceFiltersSchema = v.object({ currency: v.nullable(v.string()), companyIds: ids });

export const defaultSettlementFilters = (now: Date): SettlementFilters => ({
  currency: null,
  dateRange: defaultDateRange(now),
  companyIds: [],
  documentId: '',
  accountId: '',
  amount: '',
});

/** The call's filters from a screen's. */
export const settlementQuery = (filters: SettlementFilters): BalanceFilters => ({
  currency: filters.currency,
  companyIds: filters.companyIds,
  documentId: filters.documentId,
  accountId: filters.accountId,
  amount: filters.amount,
  from: filters.dateRange[0],
  to: filters.dateRange[1],
});
