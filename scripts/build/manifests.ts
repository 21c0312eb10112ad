/**
 * The areas' manifests (src/<area>/manifest.ts, src/session/pageEntry.ts), read in Node: for the
 * build's route table (./routeTable.ts), the size script and the end-to-end tests, which run
 * outside Vite. The files are found, not listed: a new area's manifest needs no line here.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { AreaManifest, PageEntry } from '../../src/session/pageEntry.ts';

/** The manifest files under `root`/src, in folder order. */
export function manifestFiles(root = process.cwd()): string[] {
  const src = resolve(root, 'src');
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(src, entry.name, 'manifest.ts'))
    .filter((file) => existsSync(file))
    .sort();
}

/** Every page entry of every manifest. */
export async function pageEntries(root = process.cwd()): Promise<PageEntry[]> {
  const manifests = await Promise.all(
    manifestFiles(root).map(
      (file) => tsImport(pathToFileURL(file).href, import.meta.url) as Promise<{ MANIFEST: AreaManifest }>,
    ),
  );
  return manifests.flatMap((module) => module.MANIFEST);
}
