import { afterEach, describe, expect, it } from 'vitest';
import { amountValue, rateBetween } from '@app/payments/currencyConverter/convert';
import { ORDER_STORAGE_KEY, readOrder, saveOrder } from '@app/payments/currencyConverter/currencyOrder';

describe('converter rates', () => {
  const rates = { CLP: { USD: 0.001, EUR: 0.0009 }, USD: { CLP: 1000 }, BRL: {} };

  it('uses the server’s rate, else the inverse of the opposite one, else none', () => {
    expect(rateBetween(rates, 'CLP', 'USD')).toBe(0.001);
    expect(rateBetween(rates, 'EUR', 'CLP')).toBeCloseTo(1111.111111, 5);
    expect(rateBetween(rates, 'BRL', 'MXN')).toBeNull();
    expect(rateBetween(rates, 'MXN', 'MXN')).toBe(1);
  });

  it('reads the typed amount as a number only when it is one', () => {
    expect(amountValue('12.5')).toBe(12.5);
    expect(amountValue('.5')).toBe(0.5);
    expect(amountValue('7.')).toBe(7);
    expect(amountValue('')).toBeNull();
    expect(amountValue('.')).toBeNull();
  });
});

describe('converter row order', () => {
  afterEach(() => window.localStorage.clear());

  it('starts in the spec’s order and keeps a saved one in local storage', () => {
    expect(readOrder()).toEqual(['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN']);
    saveOrder(['MXN', 'EUR', 'USD', 'CLP', 'PEN', 'BRL']);
    expect(window.localStorage.getItem(ORDER_STORAGE_KEY)).toBe('["MXN","EUR","USD","CLP","PEN","BRL"]');
    expect(readOrder()).toEqual(['MXN', 'EUR', 'USD', 'CLP', 'PEN', 'BRL']);
  });

  it.each([
    ['not JSON', '[EUR'],
    ['a currency missing', '["EUR","USD","CLP","PEN","BRL"]'],
    ['a currency twice', '["EUR","EUR","CLP","PEN","BRL","MXN"]'],
    ['an unknown currency', '["GBP","USD","CLP","PEN","BRL","MXN"]'],
    ['not a list', '{"EUR":1}'],
  ])('falls back to the default order for a saved value that is %s', (_, saved) => {
    window.localStorage.setItem(ORDER_STORAGE_KEY, saved);
    expect(readOrder()).toEqual(['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN']);
  });
});
