import { describe, expect, it } from 'vitest';
import { messages, say } from '@demo-api/http/messages';

type Table = Record<string, { en: string; es: string }>;

// Every table file, so one added later is held to the same rules without being listed here.
const modules = import.meta.glob<Record<string, Table>>(['../../../demo-api/http/messages/*.ts', '!**/index.ts'], { eager: true });
const tables = Object.entries(modules).flatMap(([file, exports]) => Object.entries(exports).map(([name, table]) => ({ name: `${file}:${name}`, table })));

/** Status names the code looks up by number (`transfer${n}`, `status${n}`): a family may repeat another's word. */
const NUMBERED = /^(transfer|status)\d+$/;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the demo API message catalogue', () => {
  it('reads every table', () => {
    expect(tables.length).toBeGreaterThanOrEqual(7);
  });

  it('has each key in one table only, so no table silently replaces another text', () => {
    const owners = new Map<string, string[]>();
    for (const { name, table } of tables) for (const key of Object.keys(table)) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, where]) => where.length > 1)).toEqual([]);
    expect(Object.keys(messages).sort()).toEqual([...owners.keys()].sort());
  });

  it('holds each text under one key', () => {
    const keysOf = new Map<string, string[]>();
    for (const [key, text] of Object.entries(messages as Table)) {
      if (NUMBERED.test(key)) continue;
      const id = JSON.stringify([text.en, text.es]);
      keysOf.set(id, [...(keysOf.get(id) ?? []), key]);
    }
    expect([...keysOf.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  it('gives both languages the same placeholders', () => {
    for (const [key, text] of Object.entries(messages as Table)) expect(placeholders(text.es), key).toEqual(placeholders(text.en));
  });

  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(say('es', 'approvedFirst', { id: 7 })).toBe('Nómina 7 aprobada. Ahora espera al segundo aprobador.');
    expect(say('en', 'fileTooLargeMb')).toBe('File is too large (maximum {max} MB).');
  });
});
