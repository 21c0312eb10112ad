import type { ResourceLanguage } from 'i18next';
import { i18next } from '../i18n';
import type { Language } from '../i18n/language';
import { exportNameOf, loadPageModule, pageEntry } from '../routes/manifests';
import type { Toast } from '../platform/toasts';
import { showToast } from './showToast';

/**
 * Everything the app loads on demand, in one module that is itself loaded on demand
 * (`onDemand()` below): the pages, the shell, the signed-in stylesheets, the texts of each
 * flow, the toaster, the sign-in calls with the API client.
 *
 * Why one more step: each `import()` written in the entry chunk carries the hashed names of
 * the chunk and of everything it imports (Vite preloads them together); for some fifty lazy
 * modules that list alone cost /login about 1.4 KB gzip of its 150 KB budget, and /login
 * uses none of them before the user acts. This module is fetched when the login form is
 * first focused, when a signed-in page starts, or on any other first lazy load; after that
 * every load below is a single step as before (docs/decisions.md, "First loads"), or two
 * for a page of an area module:
 *
 * each area's page modules are listed in a module of their own (src/<area>/pages.ts), loaded
 * with the first page of the area: each `import()` carries the dependency list Vite writes for
 * it, and with every page of every area in this module that list alone outweighed a small page
 * (docs/decisions.md, "First loads: per-area page lists"). The shell and "not found" stay
 * here: every signed-in page needs the shell, so they cost no extra step.
 */

/** What loading a page takes: its module and the export that is the page, its texts, its styles. */
export interface PageLoad {
  readonly load: () => Promise<Record<string, unknown>>;
  readonly exportName: string;
  readonly namespaces: readonly string[];
  readonly signedIn: boolean;
}

/** The frame's own pages, in no area. */
const FRAME: Readonly<Record<string, PageLoad>> = {
  shell: { load: () => import('../shell/Shell'), exportName: 'Shell', namespaces: ['shell'], signedIn: true },
  notFound: { load: () => import('../shell/NotFoundPage'), exportName: 'NotFoundPage', namespaces: ['shell'], signedIn: true },
};

/** A route path's page, as its area's manifest declares it, or one of the frame's ('shell', 'notFound'). */
export function pageLoad(key: string): PageLoad {
  const frame = FRAME[key];
  if (frame) return frame;
  const entry = pageEntry(key);
  return { load: () => loadPageModule(key), exportName: exportNameOf(entry), namespaces: entry.namespaces, signedIn: entry.layout !== 'public' };
}

/** Stylesheets of the Mantine components only signed-in pages use (src/styles/signedIn.ts). */
export const signedInStyles = () => import('../styles/signedIn');

/**
 * The texts of every flow, one module per language (src/i18n/lazy/*.ts) listing one chunk
 * per namespace: a user reads one language, so only its list is fetched ('common' and
 * 'login' are only fetched without index.html's texts block: on the dev server).
 */
export const LOCALES: Readonly<Record<Language, () => Promise<{ LOCALES: Record<string, () => Promise<ResourceLanguage>> }>>> = {
  en: () => import('../i18n/lazy/en'),
  es: () => import('../i18n/lazy/es'),
};

export const toaster = () => import('./Toaster');
export const notifications = () => import('@mantine/notifications');

/** Draws a toast the code below the app asked for (src/platform/toasts.ts). */
export const toast = (shown: Toast): Promise<void> => showToast(shown, notifications);

/**
 * POST /v1/login, GET /v1/me and /v1/logout, with the API client and its schemas. Asked for
 * ahead of a sign-in (the login form's first focus), so the landing areas' page lists come
 * along: the landing page is then one step away from the login answer, not two.
 */
export const accessCalls = () => {
  void warmLandings().catch(() => {});
  return import('../api/calls/access');
};

/**
 * Both pages a sign-in may land on, their code and their texts in the chosen language, fetched
 * while the user types (the network is idle then). Nothing they ask the API starts before the
 * login answer names the landing (src/platform/prefetch/landing.ts); after Sign in, that page's data is all
 * that is left to fetch. Costs the user of one landing the other's code (docs/performance.md).
 */
/**
 * Where a sign-in may land. The session chart's `landingRoute` (in the entry chunk, where every
 * byte counts for /login) picks one; tests/unit/app/landingRoutes.test.ts keeps the two in step.
 */
export const LANDING_ROUTES = ['/', '/payments/transactions'] as const;

function warmLandings(): Promise<unknown> {
  return Promise.all(
    LANDING_ROUTES.map((path) => {
      const { load, namespaces } = pageLoad(path);
      return Promise.all([load(), i18next.loadNamespaces(['errors', ...namespaces])]);
    }),
  );
}

export { expectLanding } from '../platform/prefetch/landing';
