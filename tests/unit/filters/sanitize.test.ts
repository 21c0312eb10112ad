import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  sanitizeAmount,
  sanitizeIdList,
  sanitizeSpanishAmount,
  spanishAmountText,
  spanishAmountValue,
  toIdList,
} from '@app/filters/sanitize';

describe('sanitizeAmount', () => {
  it.each([
    ['12a.3.4', '12.34'],
    ['1234.56', '1234.56'],
    ['$ 1,234.50', '1234.50'],
    ['..5', '.5'],
    ['abc', ''],
    ['12.', '12.'],
    ['-5', '5'],
    ['12,5', '12.5'],
    ['1.234,56', '1234.56'],
    ['1,234,567', '1234567'],
  ])('%j → %j', (text, expected) => {
    expect(sanitizeAmount(text)).toBe(expected);
  });

  it('is stable when applied twice', () => {
    expect(sanitizeAmount(sanitizeAmount('1.2.3x4'))).toBe('1.234');
  });
});

describe('Spanish amounts', () => {
  it.each([
    ['1500,50', '1500,50', '1500.50'],
    ['$ 12,5,0', '12,50', '12.50'],
    ['12,', '12,', '12.'],
    ['-7', '7', '7'],
    // A dot is kept for the field to refuse, and never read as thousands or decimals.
    ['1.500', '1.500', null],
    ['1.234,56', '1.234,56', null],
  ])('%j is shown as %j and sent as %j', (typed, shown, sent) => {
    expect(sanitizeSpanishAmount(typed)).toBe(shown);
    expect(spanishAmountValue(sanitizeSpanishAmount(typed))).toBe(sent);
  });

  it('shows an API amount with a decimal comma', () => {
    expect(spanishAmountText('1500.50')).toBe('1500,50');
    expect(spanishAmountText('')).toBe('');
  });
});

describe('sanitizeIdList', () => {
  it.each([
    ['1,,2,,,3', '1,2,3'],
    ['12, 34 ,a56', '12,34,56'],
    ['1;2', '12'],
    ['7,', '7,'],
    [',,', ','],
  ])('%j → %j', (text, expected) => {
    expect(sanitizeIdList(text)).toBe(expected);
  });
});

describe('toIdList', () => {
  it('reads the ids in order without duplicates or empty parts', () => {
    expect(toIdList('1,,2,,,3')).toEqual([1, 2, 3]);
    expect(toIdList(',5,2,5,')).toEqual([5, 2]);
    expect(toIdList('')).toEqual([]);
  });

  it('ignores ids too large to be exact numbers', () => {
    expect(toIdList('1,99999999999999999999')).toEqual([1]);
  });
});

describe('cleanFilters', () => {
  it('trims text and drops empty values', () => {
    expect(
      cleanFilters({ amount: ' 12.5 ', ids: '', merchants: [], status: null, page: 0, companies: [1], from: undefined }),
    ).toEqual({ amount: '12.5', page: 0, companies: [1] });
  });
});
