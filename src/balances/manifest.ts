import type { AreaManifest } from '../session/pageEntry';
import { SIX_ROLES } from '../session/profiles';

/** The balances area's pages (src/session/pageEntry.ts). */
export const MANIFEST: AreaManifest = [
  {
    path: '/settlements/topups',
    roles: SIX_ROLES,
    layout: 'shell',
    title: 'settlements',
    menu: { rank: 40 },
    page: 'settlements/SettlementsPage',
    namespaces: ['settlements', 'reportExport', 'filters', 'lists', 'shell'],
  },
  {
    path: '/balance',
    roles: SIX_ROLES,
    layout: 'shell',
    title: 'balance',
    menu: { rank: 50 },
    page: 'balance/BalancePage',
    namespaces: ['balance', 'settlements', 'reportExport', 'filters', 'lists', 'shell'],
  },
];
