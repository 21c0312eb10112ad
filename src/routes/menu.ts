import { canAccess } from '../session/guard';
import type { MenuGroup, SignedInPage } from '../session/pageEntry';
import { SIGNED_IN_PAGES, signedInPage } from './manifests';

export type MenuItem =
  | { readonly kind: 'link'; readonly label: string; readonly path: string }
  | { readonly kind: 'external'; readonly label: string; readonly href: string }
  | { readonly kind: 'group'; readonly label: string; readonly children: readonly MenuItem[] };

/**
 * The groups' places among the top-level links (ranked by tens, like the links' own `menu.rank`
 * in their manifests), and the links that leave the app. Labels are keys under `shell:menu`.
 */
const GROUPS: Readonly<Record<MenuGroup, { readonly rank: number; readonly external?: readonly MenuItem[] }>> = {
  payouts: { rank: 20 },
  payments: { rank: 30 },
  settings: { rank: 60 },
  developers: { rank: 70, external: [{ kind: 'external', label: 'documentation', href: 'apiDocs' }] },
};

const linkTo = (page: SignedInPage): MenuItem => ({ kind: 'link', label: page.title, path: page.path });
const byRank = (a: { rank: number }, b: { rank: number }) => a.rank - b.rank;
const placed = SIGNED_IN_PAGES.filter((page) => page.menu).map((page) => ({ page, ...page.menu! }));

/** The whole menu, derived from the manifests' menu places. Visibility comes from their roles. */
export const MENU: readonly MenuItem[] = [
  ...placed.filter(({ group }) => !group).map(({ page, rank }) => ({ rank, item: linkTo(page) })),
  ...Object.entries(GROUPS).map(([label, { rank, external = [] }]) => ({
    rank,
    item: {
      kind: 'group',
      label,
      children: [...placed.filter(({ group }) => group === label).sort(byRank).map(({ page }) => linkTo(page)), ...external],
    } satisfies MenuItem,
  })),
]
  .sort(byRank)
  .map(({ item }) => item);

/** The menu this user sees: links their profiles open, groups with at least one such link. */
export function visibleMenu(profileNames: readonly string[], items: readonly MenuItem[] = MENU): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (item.kind === 'link') {
      if (canAccess(profileNames, signedInPage(item.path).roles)) out.push(item);
    } else if (item.kind === 'external') {
      out.push(item);
    } else {
      const children = visibleMenu(profileNames, item.children);
      if (children.length > 0) out.push({ ...item, children });
    }
  }
  return out;
}
