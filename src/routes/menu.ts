import { canAccess } from '../session/guard';
import { routeEntry } from './table';

export type MenuItem =
  | { readonly kind: 'link'; readonly label: string; readonly path: string }
  | { readonly kind: 'external'; readonly label: string; readonly href: string }
  | { readonly kind: 'group'; readonly label: string; readonly children: readonly MenuItem[] };

/** Labels are keys under `shell:menu`. Visibility comes from the route table, not from here. */
export const MENU: readonly MenuItem[] = [
  { kind: 'link', label: 'dashboard', path: '/' },
  {
    kind: 'group',
    label: 'payouts',
    children: [
      { kind: 'link', label: 'payoutList', path: '/payouts/list' },
      { kind: 'link', label: 'payoutTransactions', path: '/payouts/transactions' },
      { kind: 'link', label: 'payoutReport', path: '/payouts/report' },
      { kind: 'link', label: 'payoutUpload', path: '/payouts/upload' },
      { kind: 'link', label: 'payoutAudit', path: '/payouts/audit' },
    ],
  },
  {
    kind: 'group',
    label: 'payments',
    children: [
      { kind: 'link', label: 'paymentTransactions', path: '/payments/transactions' },
      { kind: 'link', label: 'merchantInfo', path: '/payments/merchant/info' },
    ],
  },
  { kind: 'link', label: 'settlements', path: '/settlements/topups' },
  { kind: 'link', label: 'balance', path: '/balance' },
  { kind: 'group', label: 'settings', children: [{ kind: 'link', label: 'users', path: '/users' }] },
  { kind: 'group', label: 'developers', children: [{ kind: 'external', label: 'documentation', href: 'apiDocs' }] },
];

/** The menu this user sees: links their profiles open, groups with at least one such link. */
export function visibleMenu(profileNames: readonly string[], items: readonly MenuItem[] = MENU): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (item.kind === 'link') {
      if (canAccess(profileNames, routeEntry(item.path).roles)) out.push(item);
    } else if (item.kind === 'external') {
      out.push(item);
    } else {
      const children = visibleMenu(profileNames, item.children);
      if (children.length > 0) out.push({ ...item, children });
    }
  }
  return out;
}
