import { canAccess } from '../../session/guard';
import { QA_TOOLS } from '../../platform/inspect';
import { SIGNED_IN_PAGES, signedInPage } from '../../routes/manifests';
import { LANGUAGES, type Language } from '../../i18n/language';

/**
 * What the command palette offers (issue 13), as plain data: the pages the user's profiles
 * open, read from the areas' manifests (so it can never offer a page the guards refuse), the
 * language switch, the keyboard shortcuts' help, sign out, and, when the query is a number, that payroll and that payment.
 */
export type PaletteCommand =
  | { readonly kind: 'page'; readonly path: string; readonly title: string }
  | { readonly kind: 'language'; readonly language: Language }
  | { readonly kind: 'shortcuts' }
  | { readonly kind: 'signOut' }
  | { readonly kind: 'payroll'; readonly id: number }
  | { readonly kind: 'payment'; readonly id: number };

export interface PaletteEntry {
  readonly id: string;
  readonly group: 'open' | 'pages' | 'actions';
  readonly command: PaletteCommand;
}

/** '12', '#12' or ' # 12 ': a payroll or payment number; ids are positive integers. */
export function numberIn(query: string): number | null {
  const match = /^#?\s*(\d{1,12})$/.exec(query.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const PAYROLL_ROUTE = '/payroll/view/$id_payroll';
const PAYMENTS_ROUTE = '/payments/transactions';

/** Pages a user can open directly: not those that need an id in the path, nor QA tools a build leaves out. */
const DIRECT_ROUTES = SIGNED_IN_PAGES.filter((route) => !route.path.includes('$') && (QA_TOOLS || !route.qaTool));

export function paletteEntries(profileNames: readonly string[], language: Language, query: string): PaletteEntry[] {
  const entries: PaletteEntry[] = [];
  const id = numberIn(query);
  if (id !== null) {
    if (canAccess(profileNames, signedInPage(PAYROLL_ROUTE).roles)) {
      entries.push({ id: `payroll-${id}`, group: 'open', command: { kind: 'payroll', id } });
    }
    // A payment's detail opens where the payments list does.
    if (canAccess(profileNames, signedInPage(PAYMENTS_ROUTE).roles)) {
      entries.push({ id: `payment-${id}`, group: 'open', command: { kind: 'payment', id } });
    }
  }
  for (const route of DIRECT_ROUTES) {
    if (canAccess(profileNames, route.roles)) {
      entries.push({ id: `page-${route.path}`, group: 'pages', command: { kind: 'page', path: route.path, title: route.title } });
    }
  }
  for (const other of LANGUAGES.filter((each) => each !== language)) {
    entries.push({ id: `language-${other}`, group: 'actions', command: { kind: 'language', language: other } });
  }
  entries.push({ id: 'shortcuts', group: 'actions', command: { kind: 'shortcuts' } });
  entries.push({ id: 'sign-out', group: 'actions', command: { kind: 'signOut' } });
  return entries;
}
