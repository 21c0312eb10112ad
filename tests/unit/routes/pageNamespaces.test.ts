import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageLoad } from '@app/app/onDemand';
import type { AreaManifest } from '@app/session/pageEntry';

/**
 * src/routes/pages.tsx loads each lazy page with the namespaces its manifest entry lists, so the
 * page renders at once instead of suspending on them (docs/decisions.md, "First loads"). This
 * walks each page's static imports inside src/ and checks that every namespace named in a
 * `useTranslation(...)` call on the way is declared (or bundled, or always loaded).
 */
const root = join(__dirname, '../../..');
const src = join(root, 'src');
const read = (path: string) => readFileSync(path, 'utf8');

const ALWAYS = new Set(['common', 'login', 'errors']);

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@app/')) base = join(src, specifier.slice('@app/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (candidate.startsWith(src) && /\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Namespaces named by useTranslation in `entry` and every module it imports statically. */
function namespacesOf(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = read(file);
    for (const call of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)) {
      for (const ns of call[1]!.matchAll(/'([^']+)'/g)) found.add(ns[1]!);
    }
    // Static imports only (not `import type`, not dynamic import()).
    for (const imported of code.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
      const next = resolveImport(file, imported[1]!);
      if (next) queue.push(next);
    }
  }
  return found;
}

const MANIFESTS = import.meta.glob<AreaManifest>('../../../src/*/manifest.ts', { eager: true, import: 'MANIFEST' });

/** Each page's module file and the namespaces declared for it: the manifests', and the frame's own. */
const declared = [
  ...Object.entries(MANIFESTS).flatMap(([file, manifest]) =>
    manifest.map((entry) => ({ name: entry.path, module: resolve(__dirname, dirname(file), `${entry.page}.tsx`), namespaces: entry.namespaces })),
  ),
  { name: 'shell', module: join(src, 'shell/Shell.tsx'), namespaces: pageLoad('shell').namespaces },
  { name: 'notFound', module: join(src, 'shell/NotFoundPage.tsx'), namespaces: pageLoad('notFound').namespaces },
];

describe('lazy pages load the texts they show', () => {
  it('finds the pages', () => {
    expect(declared.map((page) => page.name)).toEqual(expect.arrayContaining(['shell', '/payouts/list', '/account/reset_password']));
  });

  it.each(declared)('$name declares every namespace it names', ({ name, module, namespaces }) => {
    expect(existsSync(module), `${name}'s module ${module}`).toBe(true);
    const missing = [...namespacesOf(module)].filter((ns) => !ALWAYS.has(ns) && !namespaces.includes(ns));
    expect(missing.join(', ') || 'none', `namespaces ${name} uses but does not declare`).toBe('none');
  });
});
