import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { dateRangeSchema } from '@app/filters/dateRange';
import { clearFilters, loadFilters, saveFilters } from '@app/filters/persist';

const schema = v.object({
  dates: dateRangeSchema,
  companies: v.array(v.number()),
  amount: v.string(),
});
type Form = v.InferOutput<typeof schema>;

const fallback: Form = { dates: ['2025-02-23', '2025-03-10'], companies: [], amount: '' };
const stored: Form = { dates: ['2025-01-01', '2025-01-31'], companies: [3, 9], amount: '12.5' };

describe('filter persistence', () => {
  it('round-trips a form through session storage under filters:<key>', () => {
    saveFilters('payments', stored);
    expect(window.sessionStorage.getItem('filters:payments')).not.toBeNull();
    expect(loadFilters('payments', schema, fallback)).toEqual(stored);
  });

  it('gives the fallback when nothing is stored', () => {
    expect(loadFilters('payments', schema, fallback)).toBe(fallback);
  });

  it('keeps keys apart', () => {
    saveFilters('payments', stored);
    expect(loadFilters('balance', schema, fallback)).toBe(fallback);
  });

  it('stores Date values as YYYY-MM-DD', () => {
    saveFilters('dates', { from: new Date(2025, 0, 9, 23, 30), to: null });
    expect(JSON.parse(window.sessionStorage.getItem('filters:dates') ?? 'null')).toEqual({ from: '2025-01-09', to: null });
  });

  it('ignores and removes a value that is not JSON', () => {
    window.sessionStorage.setItem('filters:payments', '{not json');
    expect(loadFilters('payments', schema, fallback)).toBe(fallback);
    expect(window.sessionStorage.getItem('filters:payments')).toBeNull();
  });

  it('ignores and removes a value that fails the schema', () => {
    window.sessionStorage.setItem('filters:payments', JSON.stringify({ ...stored, companies: ['3'] }));
    expect(loadFilters('payments', schema, fallback)).toBe(fallback);
    expect(window.sessionStorage.getItem('filters:payments')).toBeNull();
  });

  it('returns the schema output (defaults applied)', () => {
    const withDefault = v.object({ page: v.optional(v.number(), 1) });
    saveFilters('pager', {});
    expect(loadFilters('pager', withDefault, { page: 9 })).toEqual({ page: 1 });
  });

  it('clears a stored form', () => {
    saveFilters('payments', stored);
    clearFilters('payments');
    expect(loadFilters('payments', schema, fallback)).toBe(fallback);
  });
});
