/**
 * The floor of the first load: what each library every page needs (React and React DOM,
 * Mantine core, XState, TanStack Router, i18next) weighs in it. Vite builds the app once
 * more with FIRST_LOAD_BY_LIBRARY=1, which splits the first-load chunk by library
 * (vite.config.ts, FLOOR_LIBRARIES), into a temporary directory; each `first-<library>`
 * chunk is weighed with gzip -9, and everything else the HTML loads is the rest.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Floor } from './report';

/** The scripts index.html loads at once: its module script and its modulepreloads. */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const module = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const preload = /^<link\b/.test(tag) && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((module || preload) && url) found.add(url);
  }
  return [...found];
}

/** Splits first-load files into libraries (by `first-<name>-` file names) and the rest. */
export function floorOf(files: readonly { path: string; gzip: number }[]): Floor {
  const libraries: Record<string, number> = {};
  let rest = 0;
  for (const file of files) {
    const library = /\/first-([a-z0-9]+)-[^/]*\.js$/.exec(file.path)?.[1];
    if (library) libraries[library] = (libraries[library] ?? 0) + file.gzip;
    else rest += file.gzip;
  }
  return { libraries, rest };
}

/** Builds the split variant (a few seconds) and weighs it. */
export function measureFloor(root: string): Floor {
  const outDir = mkdtempSync(join(tmpdir(), 'size-floor-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, FIRST_LOAD_BY_LIBRARY: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('the split build for the floor failed');
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    return floorOf(
      firstLoadScripts(html).map((path) => ({ path, gzip: gzipSync(readFileSync(join(outDir, path)), { level: 9 }).length })),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
