import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PaymentOperationSchema, type PaymentOperation } from '@app/api/schemas/payments';
import {
  emptyPaymentFilters,
  fetchPaymentPage,
  paymentFiltersSchema,
  toPaymentCall,
  validatePaymentFilters,
  type PaymentListFilters,
} from '@app/payments/paymentTransactions/paymentFilters';
import { sortPayments } from '@app/payments/paymentTransactions/sortPayments';
import { demoServer } from '../../support/demoServer';
import { withinLimit } from '@app/filters';

const NOW = new Date('2026-11-23T12:00:00');
const base = emptyPaymentFilters(NOW);
const filters = (over: Partial<PaymentListFilters>): PaymentListFilters => ({ ...base, ...over });

/** The query the list call really sends for these filters (language left out). */
async function sentFor(f: PaymentListFilters): Promise<Record<string, string>> {
  let sent: URLSearchParams | null = null;
  demoServer.use(
    http.get('*/v1/payments/operation/', ({ request }) => {
      sent = new URL(request.url).searchParams;
      return HttpResponse.json({ items: { data: [] }, paginate: { totalItems: 0, itemsPerPage: 10, num_pages: 0, page: 1 } });
    }, { once: true }),
  );
  await fetchPaymentPage({ filters: f, page: 2, itemsPerPage: 25 });
  const query = Object.fromEntries(sent!.entries());
  delete query.language;
  return query;
}

describe('payments list filters', () => {
  it('default to the last 15 days up to today, nothing else', () => {
    expect(base.dateRange).toEqual(['2026-11-08', '2026-11-23']);
    expect(toPaymentCall(base)).toMatchObject({ from: '2026-11-08', to: '2026-11-23', operationIds: [], amount: '' });
  });

  it('send only non-empty filters, trimmed, with ids dash- or comma-joined and dates as YYYY-MM-DD', async () => {
    expect(await sentFor(base)).toEqual({ page: '2', itemsPerPage: '25', 'start-date': '2026-11-08', 'end-date': '2026-11-23' });
    const all = filters({
      channelIds: [1, 23, 26],
      statuses: [2, 3],
      currencies: ['CLP', 'USD'],
      reference: '  AND-0042 ',
      shopperFirstName: ' Ana ',
      shopperLastName: 'Pérez  ',
      shopperDocument: ' 12.345.678-5',
      amount: '1500.',
      operationIds: '1001,1002,,1002,',
      merchantIds: [101, 103],
      dateRange: ['2026-10-01', '2026-10-31'],
    });
    expect(await sentFor(all)).toEqual({
      page: '2',
      itemsPerPage: '25',
      'start-date': '2026-10-01',
      'end-date': '2026-10-31',
      channel: '1-23-26',
      last_status: '2,3',
      currency: 'CLP,USD',
      reference: 'AND-0042',
      shopper_first_name: 'Ana',
      shopper_last_name: 'Pérez',
      'vat-id': '12.345.678-5',
      amount: '1500',
      operation_id: '1001,1002',
      company_id__in: '101,103',
    });
    expect(await sentFor(filters({ reference: '   ', shopperDocument: '\t', operationIds: ',' }))).not.toHaveProperty('reference');
  });

  it('refuse an amount that is only a point and ids that are only commas, and nothing else', () => {
    expect(validatePaymentFilters(base)).toEqual({});
    expect(validatePaymentFilters(filters({ amount: '12.5', operationIds: '1,2,' }))).toEqual({});
    expect(validatePaymentFilters(filters({ amount: '.', operationIds: ',' }))).toEqual({
      amount: { key: 'paymentTransactions:validation.amount' },
      operationIds: { key: 'paymentTransactions:validation.operationIds' },
    });
  });

  it('keep dates inside today and the merchant limit (120 days by default when enabled)', () => {
    const clamped = withinLimit(filters({ dateRange: ['2026-01-01', '2027-01-01'] }), { enabled: true }, NOW);
    expect(clamped.dateRange).toEqual(['2026-07-26', '2026-11-23']);
    expect(withinLimit(filters({ dateRange: ['2026-01-01', null] }), { enabled: false }, NOW).dateRange).toEqual(['2026-01-01', null]);
  });

  it('trust a saved form only when it passes the same rules', () => {
    expect(v.is(paymentFiltersSchema, base)).toBe(true);
    expect(v.is(paymentFiltersSchema, filters({ amount: '12a' }))).toBe(false);
    expect(v.is(paymentFiltersSchema, filters({ operationIds: '1,,2' }))).toBe(false);
    expect(v.is(paymentFiltersSchema, filters({ channelIds: [27] }))).toBe(false);
    expect(v.is(paymentFiltersSchema, filters({ statuses: [7] }))).toBe(false);
    expect(v.is(paymentFiltersSchema, filters({ merchantIds: [1, 2, 3, 4, 5, 6, 7, 8] }))).toBe(false);
  });
});

const row = (id: number, over: Record<string, unknown>): PaymentOperation =>
  v.parse(PaymentOperationSchema, { operation_id: id, merchant_trans_id: `R-${id}`, channel: 1, currency: 'CLP', amount: 1, last_status: 1, fec_creacion: '2026-11-01T10:00:00Z', ...over });

describe('client-side sort', () => {
  const rows = [
    row(3, { merchant_trans_id: 'R-10', channel: 26, currency: 'USD', fec_creacion: '2026-11-02T00:00:00Z' }),
    row(1, { merchant_trans_id: null, channel: 1, currency: 'CLP', fec_creacion: '2026-11-03T00:00:00Z' }),
    row(2, { merchant_trans_id: 'R-9', channel: 23, currency: 'BRL', fec_creacion: '2026-11-01T00:00:00Z' }),
  ];
  const ids = (sorted: readonly PaymentOperation[]) => sorted.map((r) => r.operation_id);

  it('keeps the server order without a sort, and sorts each sortable column both ways', () => {
    expect(ids(sortPayments(rows, null))).toEqual([3, 1, 2]);
    expect(ids(sortPayments(rows, { columnAccessor: 'operation_id', direction: 'asc' }))).toEqual([1, 2, 3]);
    expect(ids(sortPayments(rows, { columnAccessor: 'operation_id', direction: 'desc' }))).toEqual([3, 2, 1]);
    // Numbers inside references in numeric order; no reference last.
    expect(ids(sortPayments(rows, { columnAccessor: 'merchant_trans_id', direction: 'asc' }))).toEqual([2, 3, 1]);
    // By the channel's name: Khipu (1), Kushki (26), Pix (23).
    expect(ids(sortPayments(rows, { columnAccessor: 'channel', direction: 'asc' }))).toEqual([1, 3, 2]);
    expect(ids(sortPayments(rows, { columnAccessor: 'currency', direction: 'asc' }))).toEqual([2, 1, 3]);
    expect(ids(sortPayments(rows, { columnAccessor: 'fec_creacion', direction: 'desc' }))).toEqual([1, 3, 2]);
    expect(ids(rows)).toEqual([3, 1, 2]);
  });
});
