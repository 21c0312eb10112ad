import type { Profile } from './profiles';

/**
 * One page of an area, as its manifest (`src/<area>/manifest.ts`) declares it: everything the
 * app derives a page from. The route table the guards read (the entry chunk's, generated at
 * build time by scripts/build/routeTable.ts with only what guarding needs), the side menu, the
 * command palette, the lazy page and its texts, the landing preloads: all read the manifests.
 * Adding a page is one entry here plus its files (docs/architecture.md, "A new page").
 */
export type PageEntry = SignedInPage | PublicPage;

interface PageBase {
  /** Router path; `$name` is a path parameter. */
  readonly path: string;
  /**
   * The page's module under the area's folder, without extension: `payoutList/PayoutListPage`.
   * It exports the page under its file name; the area's `pages.ts` finds it.
   */
  readonly page: string;
  /**
   * Every namespace the page and the components it imports name in `useTranslation` ('errors',
   * 'common' and 'login' are always there): its code and texts load together, so it renders at
   * once (tests/unit/routes/pageNamespaces.test.ts checks the list).
   */
  readonly namespaces: readonly string[];
}

export interface SignedInPage extends PageBase {
  /** Spec 01 section 2, spec 02 section 2: who may open it ('ALL': every signed-in user). */
  readonly roles: readonly Profile[];
  /** 'fullscreen' pages render without the navigation shell. */
  readonly layout: 'shell' | 'fullscreen';
  /** Key under `shell:pages`: the page's name in the menu, the palette and the placeholder. */
  readonly title: string;
  /** Its place in the side menu, when it has one (src/routes/menu.ts ranks the groups). */
  readonly menu?: MenuPlace;
  /** A QA tool: routed only in builds with QA tools (src/platform/inspect.ts, docs/decisions.md). */
  readonly qaTool?: boolean;
}

/** A page anyone may open, signed in or not, outside the shell (spec 01 section 2). */
interface PublicPage extends PageBase {
  readonly layout: 'public';
  /** Search parameters the page takes, handed to it as props (a string, or null when absent). */
  readonly search?: readonly string[];
}

/** The side menu's groups; a page without a group is a link of its own at the top level. */
export type MenuGroup = 'payouts' | 'payments' | 'settings' | 'developers';

interface MenuPlace {
  readonly group?: MenuGroup;
  /** Order among its siblings: top-level links and groups by tens (src/routes/menu.ts), children from 1. */
  readonly rank: number;
}

/** An area's pages. */
export type AreaManifest = readonly PageEntry[];
