import { platform } from '../store';

/**
 * Where a sign-in is about to land, known from the login answer while /v1/me is still on its
 * way (the login form's prefetch, src/app/prefetchSignIn.ts). The page loader
 * (src/routes/pages.tsx) then starts the landing page's first request as if the page were
 * already open (src/platform/prefetch/earlyLoader.ts): sign-in lands without a document
 * reload, so that request is the one the page uses.
 */
const landing = platform.landing;

/** The login answer names the landing page. */
export function expectLanding(path: string): void {
  landing.path = path;
}

/** The page at `path` is the one being opened: the current URL, or where a sign-in lands. */
export const isOpening = (path: string): boolean => window.location.pathname === path || landing.path === path;
