/**
 * Measures in Chromium what pages download: each page opened cold (fresh context, empty
 * cache) on the production server, every script and stylesheet fetched until the page is
 * idle (deferred loads included), each weighed as gzip -9 of the built file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { freshPage, readRecord, UNTHROTTLED, waitForIdle } from '../bench/coldLoad';
import type { SignedIn } from '../bench/signIn';
import type { LoadedFile, PageLoad } from './report';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly css?: readonly string[];
}

/** File path in dist → the source it was built from (Vite's manifest), for the report. */
export function sourcesOf(distDir: string): Map<string, string> {
  const sources = new Map<string, string>();
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return sources;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  for (const [key, chunk] of Object.entries(manifest)) {
    const from = chunk.src ?? key;
    sources.set(`/${chunk.file}`, from);
    for (const css of chunk.css ?? []) if (!sources.has(`/${css}`)) sources.set(`/${css}`, `${from} (styles)`);
  }
  return sources;
}

export interface Measurer {
  /** `then`: something the user does once the page is idle (what it loads counts too). */
  measure(path: string, as: SignedIn | null, then?: (page: Page) => Promise<void>): Promise<PageLoad>;
}

export function createMeasurer(browser: Browser, base: string, distDir: string): Measurer {
  const sources = sourcesOf(distDir);
  const gzipCache = new Map<string, number>();
  const gzipOf = (path: string): number => {
    let size = gzipCache.get(path);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length;
      gzipCache.set(path, size);
    }
    return size;
  };
  return {
    async measure(path, as, then) {
      const { context, page } = await freshPage(browser, {
        throttle: UNTHROTTLED,
        sessionStorage: as?.sessionStorage,
        localStorage: as?.localStorage,
      });
      try {
        await page.goto(`${base}${path}`);
        await waitForIdle(page);
        const landed = new URL(page.url()).pathname;
        if (landed !== path.split('?')[0]) throw new Error(`${path} as ${as?.user ?? 'nobody'} ended on ${landed}`);
        if (then) {
          await then(page);
          await waitForIdle(page);
        }
        const record = await readRecord(page);
        const files: LoadedFile[] = [];
        const seen = new Set<string>();
        for (const resource of record.resources) {
          if (resource.kind !== 'js' && resource.kind !== 'css') continue;
          const file = resource.path.split('?')[0]!;
          if (seen.has(file) || !existsSync(join(distDir, file))) continue;
          seen.add(file);
          const from = sources.get(file);
          files.push({ path: file, kind: resource.kind, gzip: gzipOf(file), transferred: resource.encoded, ...(from ? { from } : {}) });
        }
        return { path, user: as?.user ?? null, files };
      } finally {
        await context.close();
      }
    },
  };
}
