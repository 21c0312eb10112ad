import { landingRoute, type SessionUser } from '@machines/access/sessionUser';
import { loadErrorTexts } from '../i18n';
import type { SignInPrefetch } from '../access/login/signInPrefetch';
import { loadPage, preloadRoutePage } from '../routes/pages';
import { otherTabs } from '../session/sessionActor';
import { accessCalls } from './loadOnDemand';

/**
 * What a sign-in needs next, fetched before it is needed (docs/decisions.md, "First loads"),
 * given to the login form for its moments (src/app/router.tsx).
 * Everything lands in the module map and the HTTP cache, so the landing that ends a sign-in
 * renders without waiting on the network. Failures are ignored: the real load later retries
 * and reports.
 */
export const signInPrefetch: SignInPrefetch = {
  /**
   * On the form's first focus, while the user types (seconds, where the network is idle): the
   * sign-in calls (API client, with the landing areas' page lists), the error messages, the
   * signed-in frame (the shell, its texts and styles) and the channel to the other tabs (the
   * session chart's `watchOtherTabs`), so that nothing competes with the sign-in requests for
   * the network.
   */
  warm(): void {
    void accessCalls().catch(() => {});
    void loadErrorTexts().catch(() => {});
    void loadPage('shell').catch(() => {});
    void otherTabs().catch(() => {});
  },
  /**
   * Once the login answer names the user (during GET /v1/me): their landing page, whose first
   * data request may start now too (src/platform/prefetch/landing.ts).
   */
  landing(session: SessionUser): void {
    void preloadRoutePage(landingRoute(session)).catch(() => {});
  },
};
