import { describe, expect, it } from 'vitest';
import type { OperationCommission } from '@app/api/schemas/payments';
import { costValues, formatPercent, formatSettlementDate, jsonText } from '@app/payments/paymentDetail/detailValues';
import { renotifyEnv } from '@app/payments/paymentRenotify/paymentRenotifyLogic';

describe('formatPercent', () => {
  it.each([
    [0.0295, '2,95 %'],
    [0.19, '19,00 %'],
    [0.00125, '0,13 %'],
    [0.029449, '2,94 %'],
    [1, '100,00 %'],
    [0, '0,00 %'],
    [12.5, '1.250,00 %'],
    [1e-7, '0,00 %'],
  ])('shows %s as %s (2 decimals, exact rounding)', (ratio, text) => {
    expect(formatPercent(ratio)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('has nothing to show for %s', (ratio) => {
    expect(formatPercent(ratio)).toBeNull();
  });
});

describe('formatSettlementDate', () => {
  it('reads a day as DD-MM-YYYY and a time as DD-MM-YYYY HH:mm:ss in UTC', () => {
    expect(formatSettlementDate('2026-11-22')).toBe('22-11-2026');
    expect(formatSettlementDate('2026-11-22T23:30:00-03:00')).toBe('23-11-2026 02:30:00');
    expect(formatSettlementDate(' ')).toBeNull();
    expect(formatSettlementDate(null)).toBeNull();
    expect(formatSettlementDate('next week')).toBe('next week');
  });
});

const full: OperationCommission = {
  fee: 383.21,
  fee_usd: 0.41,
  tax: 72.81,
  tax_usd: 0.08,
  net_amount: 12533.98,
  net_amount_usd: 13.45,
  merchant_fee: 0.0295,
  operation_tax: 0.19,
  markup: 0.5,
  settlement_date: '2026-11-22',
};

describe('costValues', () => {
  it('lists the costs in the spec’s order: amounts in the currency or USD, ratios as percentages', () => {
    expect(costValues(full, 'CLP')).toEqual([
      ['fee', 'CLP 383,21'],
      ['feeUsd', 'USD 0,41'],
      ['tax', 'CLP 72,81'],
      ['taxUsd', 'USD 0,08'],
      ['netAmount', 'CLP 12.533,98'],
      ['netAmountUsd', 'USD 13,45'],
      ['merchantFee', '2,95 %'],
      ['operationTax', '19,00 %'],
      ['markup', '0,50'],
      ['settlementDate', '22-11-2026'],
    ]);
  });

  it('leaves each absent value null (shown as Pending), every one without a commission', () => {
    const partial = costValues({ ...full, fee_usd: null, operation_tax: null, markup: null, settlement_date: null }, 'PEN');
    expect(partial.filter(([, value]) => value === null).map(([key]) => key)).toEqual(['feeUsd', 'operationTax', 'markup', 'settlementDate']);
    expect(costValues({ ...full, fee: 0 }, 'PEN')[0]).toEqual(['fee', 'PEN 0,00']);
    expect(costValues(null, 'PEN').every(([, value]) => value === null)).toBe(true);
    expect(costValues(null, 'PEN')).toHaveLength(10);
  });
});

describe('jsonText', () => {
  it('indents JSON, keeps text that is not JSON as it came, and has nothing for an empty value', () => {
    expect(jsonText({ a: 1, b: [true] })).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
    expect(jsonText('<h1>Not Found</h1>')).toBe('<h1>Not Found</h1>');
    expect(jsonText(0)).toBe('0');
    expect(jsonText(null)).toBeNull();
    expect(jsonText('')).toBeNull();
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(jsonText(loop)).toBe('[object Object]');
  });
});

describe('renotifyEnv', () => {
  it('names prod when the user has it (also with test), test when only that, nothing otherwise', () => {
    expect(renotifyEnv({ env_payments: ['test', 'prod'] })).toBe('prod');
    expect(renotifyEnv({ env_payments: ['test'] })).toBe('test');
    expect(renotifyEnv({ env_payments: [] })).toBeUndefined();
    expect(renotifyEnv(null)).toBeUndefined();
  });
});
