/**
 * Where a sign-in is about to land, known from the login answer while /v1/me is still on its
 * way (src/access/login/preloadSignIn.ts). The landing page's module is evaluated then, with
 * its code preloaded, and may start its first request as if the page were already open
 * (src/dashboards/shared/earlyLoader.ts): sign-in lands without a document reload, so that
 * request is the one the page uses.
 */
let landing: string | null = null;

export function expectLanding(path: string): void {
  landing = path;
}

/** Tests only: a new page load, with no sign-in under way. */
export function resetLanding(): void {
  landing = null;
}

/** The page at `path` is the one being opened: the current URL, or where a sign-in lands. */
export const isOpening = (path: string): boolean => window.location.pathname === path || landing === path;
