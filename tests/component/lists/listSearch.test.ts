import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZES } from '@app/components/lists/pageSizes';
import { fromSearch, hasListSearch, sameSearch, toSearch } from '@app/components/lists/urlQuery';
import { emptyPaymentFilters, paymentFiltersSchema, type PaymentListFilters } from '@app/payments/paymentTransactions/paymentFilters';
import { PAYMENT_SORTS } from '@app/payments/paymentTransactions/sortPayments';
import { defaultPayoutListQuery, payoutListFiltersSchema, type PayoutListFilters } from '@app/payouts/payoutList/payoutListFilters';
import { emptyVoucherFilters } from '@app/payouts/payoutVouchers/voucherFilters';
import { parseSearch, stringifySearch, validateListSearch } from '@app/components/lists/listSearch';
import type * as v from 'valibot';

/** Issue 13: the search parameters of the list routes, and a list's query read from them. */

const NOW = new Date(2026, 10, 23, 12);
const payouts = defaultPayoutListQuery(NOW);
const payoutOptions = {
  filtersSchema: payoutListFiltersSchema as v.GenericSchema<unknown, PayoutListFilters>,
  defaults: payouts,
  sizes: LIST_PAGE_SIZES,
};
const payments = { filters: emptyPaymentFilters(NOW), page: 1, itemsPerPage: 10 };
const paymentOptions = {
  filtersSchema: paymentFiltersSchema as v.GenericSchema<unknown, PaymentListFilters>,
  defaults: payments,
  sizes: LIST_PAGE_SIZES,
  sorts: PAYMENT_SORTS,
};
const read = (search: string) => validateListSearch(parseSearch(search));

describe('the lists’ search schema', () => {
  it('types page and size as whole numbers and keeps the rest as text', () => {
    expect(read('?page=2&size=50&sort=currency.desc&statusIds=2,3&from=2026-11-01')).toEqual({
      page: 2,
      size: 50,
      sort: 'currency.desc',
      statusIds: '2,3',
      from: '2026-11-01',
    });
  });

  it.each([['abc'], ['0'], ['-1'], ['2.5'], ['1e3'], ['']])('drops a page or size of %j instead of failing', (bad) => {
    const search = read(`?page=${bad}&size=${bad}&reference=x`);
    expect(search.page).toBeUndefined();
    expect(search.size).toBeUndefined();
    expect(search).toEqual({ reference: 'x' });
  });

  it('leaves out what is missing, so the list uses its defaults', () => {
    expect(read('')).toEqual({});
  });

  it('keeps every other value as the text it is', () => {
    expect(read('?countryId=2&name=true&amount=1.50&reference=007')).toEqual({ countryId: '2', name: 'true', amount: '1.50', reference: '007' });
  });

  it('writes readable addresses and reads back exactly the text written', () => {
    const search = stringifySearch({ page: '2', statusIds: '2,3', amount: '1.50', name: 'José Pérez', from: '' });
    expect(search).toBe('?page=2&statusIds=2,3&amount=1.50&name=Jos%C3%A9+P%C3%A9rez&from=');
    expect(read(search)).toEqual({ page: 2, statusIds: '2,3', amount: '1.50', name: 'José Pérez', from: '' });
    expect(stringifySearch({})).toBe('');
  });
});

describe("a list's query in the address", () => {
  it('writes page, size and dates always, other filters only when set', () => {
    expect(toSearch({ ...payouts, sort: null }, payouts.filters)).toEqual({
      page: '1',
      size: '10',
      from: payouts.filters.dateRange[0],
      to: payouts.filters.dateRange[1],
    });
    const filtered = { ...payouts.filters, statusIds: [2, 3], countryId: 1, dateRange: ['2026-11-01', null] as [string, null] };
    expect(toSearch({ filters: filtered, page: 4, itemsPerPage: 150, sort: null }, payouts.filters)).toEqual({
      page: '4',
      size: '150',
      from: '2026-11-01',
      to: '',
      statusIds: '2,3',
      countryId: '1',
    });
  });

  it('leaves out open date ends where the default is open too (the vouchers report)', () => {
    const open = { filters: emptyVoucherFilters(), page: 1, itemsPerPage: 10, sort: null };
    expect(toSearch(open, open.filters)).toEqual({ page: '1', size: '10' });
    const from = { ...open, filters: { ...open.filters, dateRange: ['2026-11-01', null] as [string, null] } };
    expect(toSearch(from, open.filters)).toEqual({ page: '1', size: '10', from: '2026-11-01' });
  });

  it('reads back what it wrote, for numbers, lists, texts, open date ends and the sort', () => {
    const filters: PaymentListFilters = {
      ...payments.filters,
      dateRange: [null, '2026-11-20'],
      channelIds: [1, 3],
      currencies: ['CLP', 'USD'],
      reference: '007',
      shopperFirstName: 'Ana María',
      amount: '1.50',
      operationIds: '12,13',
      merchantIds: [5],
    };
    const query = { filters, page: 3, itemsPerPage: 25, sort: 'fec_creacion.desc' };
    const search = parseSearch(stringifySearch(toSearch(query, payments.filters)));
    expect(fromSearch(validateListSearch(search), paymentOptions)).toEqual(query);
  });

  it('a text that looks like a number stays a text where the list wants text', () => {
    const search = read('?reference=12&amount=3&statuses=');
    expect(fromSearch(search, paymentOptions).filters).toMatchObject({ reference: '12', amount: '3', statuses: [] });
  });

  it('a value the list refuses takes that filter’s default; the others are kept', () => {
    const search = read('?statusIds=2,12&countryId=chile&companyIds=4&from=2026-13-01&to=2026-11-20');
    expect(fromSearch(search, payoutOptions)).toEqual({
      ...payouts,
      filters: { ...payouts.filters, companyIds: [4], dateRange: payouts.filters.dateRange },
      sort: null,
    });
  });

  it('a page size the list does not offer takes the default size from page 1; an unknown sort is none', () => {
    expect(fromSearch(read('?page=4&size=37&sort=amount.sideways'), paymentOptions)).toMatchObject({ page: 1, itemsPerPage: 10, sort: null });
    expect(fromSearch(read('?page=4&size=150'), paymentOptions)).toMatchObject({ page: 4, itemsPerPage: 150 });
  });

  it('missing values are the defaults', () => {
    expect(fromSearch(read('?page=2'), payoutOptions)).toEqual({ ...payouts, page: 2, sort: null });
  });

  it('tells an address with a list query from the plain menu link', () => {
    expect(hasListSearch(read(''), payouts.filters)).toBe(false);
    expect(hasListSearch(read('?utm=mail'), payouts.filters)).toBe(false);
    expect(hasListSearch(read('?statusIds=2'), payouts.filters)).toBe(true);
    expect(hasListSearch(read('?page=abc'), payouts.filters)).toBe(false);
    expect(hasListSearch(read('?from='), payouts.filters)).toBe(true);
  });

  it('compares addresses by their values, not the order of their keys', () => {
    expect(sameSearch({ page: 1, size: '10' }, { size: '10', page: '1' })).toBe(true);
    expect(sameSearch({ page: 1 }, { page: '1', size: '10' })).toBe(false);
  });
});
