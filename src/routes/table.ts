import { ROUTE_TABLE } from 'virtual:route-table';
import type { Profile } from '../session/profiles';

/**
 * The routes the router and its guards know before any page loads (spec 01 section 2, spec 02
 * section 2), derived at build time from the areas' manifests (src/session/pageEntry.ts,
 * scripts/build/routeTable.ts): only what guarding needs, so /login's first load stays small.
 * The side menu, the palette and the lazy pages read the manifests themselves
 * (./manifests.ts), so a menu entry is shown exactly when its route lets you in.
 */
export type RouteEntry =
  | { readonly path: string; readonly layout: 'shell' | 'fullscreen'; readonly roles: readonly Profile[]; readonly qaTool?: boolean }
  | { readonly path: string; readonly layout: 'public'; readonly search?: readonly string[] };

export const ROUTES: readonly RouteEntry[] = ROUTE_TABLE;
