/**
 * Code that must load only when the user asks for what needs it, never with a page (issue 25:
 * drag and drop, for the Columns control; the saved views, for the Views menu; a selection's
 * offer, bar and export, for the first ticked row of a list without bulk actions; issue 26: the
 * QR code's encoder, for a second factor's set-up). Each has a
 * chunk of its own, named in vite.config.ts (`codeSplitting.groups`) or after its lazy module,
 * so the files a page fetched say whether one came along.
 */
import type { Page } from '@playwright/test';
import type { PageLoad } from './report';

interface OnDemand {
  /** What the library is, for the report. */
  readonly name: string;
  /** Its chunk's file name in dist/assets. */
  readonly file: RegExp;
  /** A page and what opens the library there: it must load then. */
  readonly path: string;
  readonly open: (page: Page) => Promise<void>;
  /** Pages that show what needs it from the start (their first load may hold it). */
  readonly withPage: readonly string[];
}

export const ON_DEMAND: readonly OnDemand[] = [
  {
    name: 'drag and drop (dnd-kit)',
    file: /^\/assets\/dnd-kit-[\w-]+\.js$/,
    path: '/payouts/list',
    open: async (page) => {
      await page.getByRole('button', { name: 'Columns', exact: true }).click();
      await page.getByRole('dialog', { name: /^Columns: / }).waitFor();
    },
    // The converter's currencies are a sortable list as soon as they show.
    withPage: ['/payments/currency_converter'],
  },
  {
    // The views' chart, menu and calls, on the lists' pages (a view's link loads them at once).
    name: 'saved views',
    file: /^\/assets\/ViewsToolbar-[\w-]+\.js$/,
    path: '/payouts/list',
    open: async (page) => {
      await page.getByRole('button', { name: 'Views', exact: true }).click();
      await page.getByRole('menu', { name: 'Views' }).waitFor();
    },
    withPage: [],
  },
  {
    // The offer to select all matching, the bar and Export selection (the payout list, with its
    // bulk actions, has its own from the start).
    name: 'selection tools',
    file: /^\/assets\/SelectionTools-[\w-]+\.js$/,
    path: '/payouts/transactions',
    open: async (page) => {
      await page.getByRole('checkbox', { name: /^Select transaction / }).first().check();
      await page.getByRole('group', { name: 'Actions on the selected rows' }).waitFor();
    },
    withPage: [],
  },
  {
    // The QR encoder (uqr) and its drawing, for turning two-step verification on.
    name: 'QR code (uqr)',
    file: /^\/assets\/SecondFactorQr-[\w-]+\.js$/,
    path: '/profile',
    open: async (page) => {
      await page.getByRole('button', { name: 'Turn on', exact: true }).click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    },
    withPage: [],
  },
];

/**
 * The rule broken, if any: a first load that fetched an on-demand chunk, or the control that
 * needs it opened without fetching it (a renamed chunk would otherwise pass unseen).
 */
export function onDemandFailures(routes: readonly PageLoad[], opened: readonly { library: OnDemand; load: PageLoad }[]): string[] {
  const failures: string[] = [];
  for (const library of ON_DEMAND) {
    for (const route of routes.filter((load) => !library.withPage.includes(load.path))) {
      const early = route.files.find((file) => library.file.test(file.path));
      if (early) failures.push(`${library.name} in the first load of ${route.path} (${early.path})`);
    }
  }
  for (const { library, load } of opened) {
    if (!load.files.some((file) => library.file.test(file.path))) failures.push(`${library.name} not loaded when opened on ${load.path}`);
  }
  return failures;
}
