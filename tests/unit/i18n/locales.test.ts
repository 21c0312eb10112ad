import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const LANGS = ['en', 'es'] as const;

type Tree = { [key: string]: string | Tree };

function load(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(join(root, 'locales', lng, `${ns}.json`), 'utf8')) as Tree;
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const namespaces = readdirSync(join(root, 'locales', 'en')).map((file) => file.replace(/\.json$/, ''));

describe('locales', () => {
  it('both languages have the same namespaces', () => {
    expect(readdirSync(join(root, 'locales', 'es')).map((f) => f.replace(/\.json$/, '')).sort()).toEqual(
      [...namespaces].sort(),
    );
  });

  it.each(namespaces)('%s: same keys in English and Spanish, none empty, same placeholders', (ns) => {
    const [en, es] = LANGS.map((lng) => leaves(load(lng, ns)));
    // Spanish counts have a third form, `many` (a million, 'de'), that English has not.
    const esKeys = [...es!.keys()].filter((key) => !(key.endsWith('_many') && en!.has(key.replace(/_many$/, '_other'))));
    expect(esKeys.sort()).toEqual([...en!.keys()].sort());
    for (const [key, text] of en!) {
      expect(text.trim(), `en ${ns}:${key}`).not.toBe('');
      expect(es!.get(key)!.trim(), `es ${ns}:${key}`).not.toBe('');
      const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect(placeholders(es!.get(key)!), `placeholders of ${ns}:${key}`).toEqual(placeholders(text));
    }
  });

  it.each(LANGS)('%s: every counted text has each plural form the language uses', (lng) => {
    // i18next picks the form with Intl.PluralRules: Spanish uses one, many and other.
    const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const incomplete: string[] = [];
    for (const ns of namespaces) {
      const keys = new Set(leaves(load(lng, ns)).keys());
      const counted = new Set([...keys].flatMap((key) => /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1] ?? []));
      for (const base of counted) {
        const missing = forms.filter((form) => !keys.has(`${base}_${form}`));
        if (missing.length > 0) incomplete.push(`${ns}:${base} without ${missing.join(', ')}`);
      }
    }
    expect(incomplete).toEqual([]);
  });

  it('every key the code names exists in both languages', () => {
    const known = new Map(namespaces.map((ns) => [ns, leaves(load('en', ns))]));
    const knownEs = new Map(namespaces.map((ns) => [ns, leaves(load('es', ns))]));
    const missing: string[] = [];
    for (const file of [...sourceFiles('src'), ...sourceFiles('machines')]) {
      const text = readFileSync(file, 'utf8');
      // The namespace a view works in: useTranslation('ns') or useTranslation(['ns', ...]).
      const defaultNs = /useTranslation\(\[?'(\w+)'/.exec(text)?.[1] ?? 'common';
      const keys = [
        ...[...text.matchAll(/\bt\('([\w.:]+)'/g)].map((m) => m[1]!),
        ...[...text.matchAll(/keyMessage\('([\w.:]+)'/g)].map((m) => m[1]!),
      ];
      for (const key of keys) {
        const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : [defaultNs, key];
        // A key with a count may exist as its plural forms only (key_one, key_other).
        const has = (texts: Map<string, string> | undefined) => Boolean(texts?.has(path) || texts?.has(`${path}_other`));
        if (!has(known.get(ns)) || !has(knownEs.get(ns))) {
          missing.push(`${relative(root, file)}: ${ns}:${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
