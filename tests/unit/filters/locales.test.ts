import { describe, expect, it } from 'vitest';
import en from '@locales/en/filters.json';
import es from '@locales/es/filters.json';

const keys = (node: unknown, prefix = ''): string[] =>
  node !== null && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

const leaves = (node: unknown): unknown[] =>
  node !== null && typeof node === 'object' ? Object.values(node).flatMap(leaves) : [node];

describe('filters locales', () => {
  it('have the same keys in English and Spanish', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('have no empty texts', () => {
    for (const text of [...leaves(en), ...leaves(es)]) {
      expect(typeof text).toBe('string');
      expect(String(text).trim()).not.toBe('');
    }
  });

  it('keep the same placeholders in both languages', () => {
    const placeholders = (text: unknown) => String(text).match(/{{\w+}}/g) ?? [];
    expect(placeholders(es.merchants.limit)).toEqual(placeholders(en.merchants.limit));
  });
});
