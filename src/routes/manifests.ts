import type { AreaManifest, PageEntry, SignedInPage } from '../session/pageEntry';

/**
 * The areas' manifests (src/session/pageEntry.ts), found by file name: a new area's manifest
 * needs no line here. Read by lazy code only (the shell's menu and palette, the page loader);
 * the entry chunk has its own, smaller route table (./table.ts).
 */
const MANIFESTS = import.meta.glob<AreaManifest>('../*/manifest.ts', { eager: true, import: 'MANIFEST' });

/** Each area's list of page modules (src/<area>/pages.ts), fetched with the area's first page. */
const AREA_PAGES = import.meta.glob<Readonly<Record<string, () => Promise<Record<string, unknown>>>>>('../*/pages.ts', {
  import: 'PAGE_MODULES',
});

const OWNED = Object.entries(MANIFESTS).flatMap(([file, manifest]) =>
  manifest.map((entry) => ({ entry, area: file.slice(0, -'manifest.ts'.length) })),
);

export const PAGE_ENTRIES: readonly PageEntry[] = OWNED.map(({ entry }) => entry);

export const SIGNED_IN_PAGES: readonly SignedInPage[] = PAGE_ENTRIES.filter((entry): entry is SignedInPage => entry.layout !== 'public');

export function pageEntry(path: string): PageEntry {
  const entry = PAGE_ENTRIES.find((each) => each.path === path);
  if (!entry) throw new Error(`No manifest declares ${path}`);
  return entry;
}

/** A signed-in page's entry (the guards' roles, its title). */
export function signedInPage(path: string): SignedInPage {
  const entry = pageEntry(path);
  if (entry.layout === 'public') throw new Error(`${path} is a public page`);
  return entry;
}

/** The export a page module names its page by: its file name (`payoutList/PayoutListPage`). */
export const exportNameOf = (entry: PageEntry): string => entry.page.slice(entry.page.lastIndexOf('/') + 1);

/** Loads the page's module: its area's page list first (once), then the page's own chunk. */
export function loadPageModule(path: string): Promise<Record<string, unknown>> {
  const owned = OWNED.find(({ entry }) => entry.path === path);
  if (!owned) return Promise.reject(new Error(`No manifest declares ${path}`));
  const pages = AREA_PAGES[`${owned.area}pages.ts`];
  if (!pages) return Promise.reject(new Error(`${owned.area} has no pages.ts`));
  return pages().then((modules) => {
    const load = modules[`./${owned.entry.page}.tsx`];
    if (!load) throw new Error(`${owned.area}${owned.entry.page}.tsx is not a page module`);
    return load();
  });
}
