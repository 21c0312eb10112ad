import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's `dist/.vite/manifest.json` (the fields this report reads). */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export const KB = 1024;
/** Spec budget: JavaScript a user downloads to see /login, gzip. */
export const LOGIN_JS_BUDGET_KB = 180;

export interface SizeOptions {
  /** Manifest key of the app entry. */
  readonly entryKey: string;
  /** Chunks of the login page: manifest entries whose `src` matches. */
  readonly loginSrc: RegExp;
  /** Locale JSON chunks the login page loads. */
  readonly loginLanguage: string;
  readonly loginNamespaces: readonly string[];
}

export const DEFAULT_SIZE_OPTIONS: SizeOptions = {
  entryKey: 'index.html',
  loginSrc: /(^|\/)src\/access\/login\//,
  loginLanguage: 'en',
  loginNamespaces: ['common', 'errors', 'login'],
};

export type FileKind = 'js' | 'css' | 'html' | 'other';
export interface SizedFile {
  /** Path inside dist/. */
  readonly file: string;
  /** Why it is in the set: the source it was built from, or `shared chunk`. */
  readonly from: string;
  readonly kind: FileKind;
  readonly gzip: number;
}

export interface DynamicChunk {
  /** Manifest key, normally the source path (`src/...`, `locales/en/login.json`). */
  readonly src: string;
  readonly file: string;
  readonly gzip: number;
  /** Its own gzip size plus its static imports that the entry does not already load. */
  readonly gzipWithImports: number;
  readonly isLocale: boolean;
}

export interface SizeReport {
  /** Everything a user downloads to see /login, deduplicated, in load order. */
  readonly login: readonly SizedFile[];
  readonly loginJs: number;
  readonly loginCss: number;
  readonly loginTotal: number;
  /** Login lazy chunks found by `loginSrc` (empty means the pattern matched nothing). */
  readonly loginChunks: readonly string[];
  /** Locale files the login page needs that the manifest does not have. */
  readonly missingLocales: readonly string[];
  readonly dynamic: readonly DynamicChunk[];
}

const kindOf = (file: string): FileKind =>
  /\.(m?js)$/.test(file) ? 'js' : file.endsWith('.css') ? 'css' : file.endsWith('.html') ? 'html' : 'other';

/** A manifest key and its static imports, recursively, in depth-first order (each once). */
export function staticClosure(manifest: Manifest, key: string, into: string[] = []): string[] {
  if (into.includes(key) || !manifest[key]) return into;
  into.push(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * Computes the report from a manifest and a gzip-size function over dist/ paths, so it can be
 * tested on a made-up manifest. `readDist` supplies both for a real build.
 */
export function computeSizes(
  manifest: Manifest,
  gzipSize: (distPath: string) => number,
  options: SizeOptions = DEFAULT_SIZE_OPTIONS,
): SizeReport {
  const entry = manifest[options.entryKey];
  if (!entry) throw new Error(`The manifest has no entry "${options.entryKey}".`);

  const entryKeys = staticClosure(manifest, options.entryKey);
  const loginChunks = Object.keys(manifest)
    .filter((key) => options.loginSrc.test(manifest[key]?.src ?? key))
    .sort();
  const localeKeys: string[] = [];
  const missingLocales: string[] = [];
  for (const ns of options.loginNamespaces) {
    const wanted = `locales/${options.loginLanguage}/${ns}.json`;
    const key = Object.keys(manifest).find((k) => (manifest[k]?.src ?? k).endsWith(wanted));
    if (key) localeKeys.push(key);
    else missingLocales.push(wanted);
  }
  const loginKeys = [...entryKeys];
  for (const key of [...loginChunks, ...localeKeys]) staticClosure(manifest, key, loginKeys);

  const login: SizedFile[] = [];
  const seen = new Set<string>();
  const add = (file: string, from: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    login.push({ file, from, kind: kindOf(file), gzip: gzipSize(file) });
  };
  if (options.entryKey.endsWith('.html')) add(options.entryKey, options.entryKey);
  for (const key of loginKeys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    // Chunks shared by several modules have no source; their key is a hashed file name.
    const from = chunk.src ?? 'shared chunk';
    add(chunk.file, from);
    for (const css of chunk.css ?? []) add(css, from);
  }
  const sum = (files: readonly SizedFile[]) => files.reduce((total, f) => total + f.gzip, 0);

  const entrySet = new Set(entryKeys);
  const localePattern = /(^|\/)locales\/[^/]+\/[^/]+\.json$/;
  const dynamic: DynamicChunk[] = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .sort()
    .map((key) => {
      const chunk = manifest[key]!;
      const own = gzipSize(chunk.file);
      const extra = staticClosure(manifest, key)
        .filter((k) => k !== key && !entrySet.has(k))
        .reduce((total, k) => total + gzipSize(manifest[k]!.file), 0);
      const src = chunk.src ?? key;
      return { src, file: chunk.file, gzip: own, gzipWithImports: own + extra, isLocale: localePattern.test(src) };
    });

  return {
    login,
    loginJs: sum(login.filter((f) => f.kind === 'js')),
    loginCss: sum(login.filter((f) => f.kind === 'css')),
    loginTotal: sum(login),
    loginChunks,
    missingLocales,
    dynamic,
  };
}

/** Reads `dist/.vite/manifest.json` and measures files with gzip level 9 (each file once). */
export function readDist(distDir: string): { manifest: Manifest; gzipSize: (distPath: string) => number } {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const cache = new Map<string, number>();
  const gzipSize = (distPath: string): number => {
    let size = cache.get(distPath);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, distPath)), { level: 9 }).length;
      cache.set(distPath, size);
    }
    return size;
  };
  return { manifest, gzipSize };
}

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** A plain-text table; `textColumns` leading columns are left-aligned, the sizes after them right-aligned. */
function table(header: readonly string[], rows: readonly (readonly string[])[], textColumns = 1): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

export function formatReport(report: SizeReport, budgetKb: number = LOGIN_JS_BUDGET_KB): string {
  const out: string[] = [];
  out.push('What a user downloads to see /login (gzip level 9):', '');
  out.push(...table(['file', 'for', 'gzip'], report.login.map((f) => [f.file, f.from, kb(f.gzip)]), 2));
  out.push('');
  out.push(`  JS    ${kb(report.loginJs)}`, `  CSS   ${kb(report.loginCss)}`, `  total ${kb(report.loginTotal)} (fonts and images not counted)`);
  if (report.loginChunks.length === 0) out.push('  warning: no chunk matched the login page (src/access/login/); is it lazy?');
  if (report.missingLocales.length > 0) out.push(`  note: not in the build: ${report.missingLocales.join(', ')}`);

  const code = report.dynamic.filter((d) => !d.isLocale);
  const locales = report.dynamic.filter((d) => d.isLocale);
  out.push('', 'Dynamic chunks (gzip; "with imports" adds static imports the entry does not load):', '');
  out.push(...table(['source', 'gzip', 'with imports'], code.map((d) => [d.src, kb(d.gzip), kb(d.gzipWithImports)])));
  if (locales.length > 0) {
    const total = locales.reduce((t, d) => t + d.gzip, 0);
    const largest = locales.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    out.push('', `Locale chunks: ${locales.length}, ${kb(total)} in all, largest ${largest.src} ${kb(largest.gzip)}`);
  }
  const over = report.loginJs > budgetKb * KB;
  out.push('', `Budget: login JS ${kb(report.loginJs)} of ${budgetKb.toFixed(1)} KB gzip: ${over ? 'OVER BUDGET' : 'ok'}`);
  return out.join('\n');
}
