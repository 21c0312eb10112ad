import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from '@app/format/amount';

describe('formatAmount', () => {
  it.each([
    [1234.56, '1.234,56'],
    [1000000, '1.000.000,00'],
    [0.5, '0,50'],
    [0, '0,00'],
    [12, '12,00'],
    [999.999, '1.000,00'],
    [123456789.12, '123.456.789,12'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('shows as many decimals as asked, rounded half away from zero, never minus zero', () => {
    expect(formatAmount(0.000981234, { decimals: 5 })).toBe('0,00098');
    expect(formatAmount('1019.3679918', { decimals: 5 })).toBe('1.019,36799');
    expect(formatAmount('0.000005', { decimals: 5 })).toBe('0,00001');
    expect(formatAmount(-0.000001, { decimals: 5 })).toBe('0,00000');
    expect(formatAmount(1234.5, { decimals: 0 })).toBe('1.235');
    expect(formatAmount(1234.5)).toBe('1.234,50');
  });

  it('groups four-digit numbers, unlike Intl es-ES', () => {
    expect(formatAmount(1234)).toBe('1.234,00');
    expect(formatAmount(9999.5)).toBe('9.999,50');
  });

  it('formats negative numbers with a leading minus', () => {
    expect(formatAmount(-1234.5)).toBe('-1.234,50');
    expect(formatAmount(-0.5)).toBe('-0,50');
  });

  it('never shows minus zero', () => {
    expect(formatAmount(-0)).toBe('0,00');
    expect(formatAmount(-0.001)).toBe('0,00');
    expect(formatAmount('-0.004')).toBe('0,00');
  });

  it('accepts numeric strings as the API sends them', () => {
    expect(formatAmount('1234.56')).toBe('1.234,56');
    expect(formatAmount(' -1234.5 ')).toBe('-1.234,50');
    expect(formatAmount('100')).toBe('100,00');
    expect(formatAmount('.5')).toBe('0,50');
    expect(formatAmount('1e3')).toBe('1.000,00');
  });

  it('keeps the precision of long numeric strings', () => {
    expect(formatAmount('12345678901234567890.125')).toBe('12.345.678.901.234.567.890,13');
  });

  it('rounds half away from zero on the decimal value, not the binary float', () => {
    // (1.005).toFixed(2) is '1.00' because 1.005 is stored as 1.00499999...
    expect(formatAmount(1.005)).toBe('1,01');
    expect(formatAmount('1.005')).toBe('1,01');
    expect(formatAmount(-1.005)).toBe('-1,01');
    expect(formatAmount(1.004)).toBe('1,00');
    expect(formatAmount(2.675)).toBe('2,68');
  });

  it('gives an empty string for missing or non-numeric input', () => {
    for (const bad of [null, undefined, '', '  ', 'abc', '12abc', '1,234.56', '1.2.3', Number.NaN, Infinity, -Infinity]) {
      expect(formatAmount(bad)).toBe('');
    }
  });

  describe('compact', () => {
    it('shortens 9 or more integer digits to millions', () => {
      expect(formatAmount(123456789, { compact: true })).toBe('123,46 M');
      expect(formatAmount(100000000, { compact: true })).toBe('100,00 M');
      expect(formatAmount(1234567890, { compact: true })).toBe('1.234,57 M');
      expect(formatAmount(-123456789, { compact: true })).toBe('-123,46 M');
      expect(formatAmount('987654321000', { compact: true })).toBe('987.654,32 M');
    });

    it('rounds the millions exactly', () => {
      expect(formatAmount(100005000, { compact: true })).toBe('100,01 M');
      expect(formatAmount(100004999, { compact: true })).toBe('100,00 M');
    });

    it('leaves values under 9 integer digits in full', () => {
      expect(formatAmount(99999999.99, { compact: true })).toBe('99.999.999,99');
      expect(formatAmount(12345678, { compact: true })).toBe('12.345.678,00');
    });

    it('does not shorten unless asked', () => {
      expect(formatAmount(123456789)).toBe('123.456.789,00');
    });
  });
});

describe('formatMoney', () => {
  it('puts the ISO currency code in front of the amount', () => {
    expect(formatMoney(1234.56, 'CLP')).toBe('CLP 1.234,56');
    expect(formatMoney('-10', 'usd')).toBe('USD -10,00');
    expect(formatMoney(123456789, 'EUR', { compact: true })).toBe('EUR 123,46 M');
  });

  it('shows only the amount without a currency', () => {
    expect(formatMoney(5, null)).toBe('5,00');
    expect(formatMoney(5, '')).toBe('5,00');
  });

  it('gives an empty string for a non-numeric amount', () => {
    expect(formatMoney('n/a', 'CLP')).toBe('');
    expect(formatMoney(null, 'CLP')).toBe('');
  });
});
