import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * src/routes/pages.tsx and routePages.ts load each lazy page with the namespaces it shows, so the page
 * renders at once instead of suspending on them (docs/decisions.md, "First loads"). This
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

const pages = read(join(src, 'routes/pages.tsx')) + read(join(src, 'routes/routePages.ts'));
/** Where the pages' imports are written: the on-demand module and its area modules. */
const pageLists = [join(src, 'app/pageLoaders.ts'), ...readdirSync(join(src, 'app/areas')).map((file) => join(src, 'app/areas', file))].map(
  (file) => ({ file, code: read(file) }),
);
const declared = [...pages.matchAll(/page(?:<[^>]*>)?\(\s*'(\w+)',\s*\[([^\]]*)\]/g)].map((match) => ({
  name: match[1]!,
  namespaces: [...match[2]!.matchAll(/'([^']+)'/g)].map((ns) => ns[1]!),
}));

describe('lazy pages load the texts they show', () => {
  it('finds the pages', () => {
    expect(declared.map((page) => page.name)).toEqual(expect.arrayContaining(['Shell', 'PayoutListPage', 'ResetPasswordPage']));
  });

  it.each(declared)('$name declares every namespace it names', ({ name, namespaces }) => {
    const written = pageLists.flatMap(({ file, code }) => {
      const path = new RegExp(`${name}: \\(\\) => import\\('([^']+)'\\)`).exec(code)?.[1];
      return path ? [{ file, path }] : [];
    });
    expect(written, `${name}'s import in src/app/pageLoaders.ts or src/app/areas/`).toHaveLength(1);
    const module = resolveImport(written[0]!.file, written[0]!.path);
    expect(module).not.toBeNull();
    const missing = [...namespacesOf(module!)].filter((ns) => !ALWAYS.has(ns) && !namespaces.includes(ns));
    expect(missing.join(", ") || "none", `namespaces ${name} uses but does not declare`).toBe("none");
  });
});
