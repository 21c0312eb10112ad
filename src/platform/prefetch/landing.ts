import { platform } from '../store';

/**
 * Where a sign-in is about to land, known from the login answer while /v1/me is still on its
 * way (the login form's prefetch, src/app/prefetchSignIn.ts). A page may start its first request then, as if it
 * were already open (src/platform/prefetch/earlyLoader.ts): sign-in lands without a document reload, so
 * that request is the one the page uses.
 *
 * The landing pages' modules are usually evaluated before that moment (preloaded on the
 * login form's first focus), so a page registers what to start and the announcement starts
 * it; a module evaluated later, on the page being opened, starts at once.
 */
const landing = platform.landing;

/** The login answer names the landing page: whatever it registered starts now. */
export function expectLanding(path: string): void {
  landing.path = path;
  for (const start of landing.starters.get(path) ?? []) start();
}

/** `start` runs whenever the page at `path` is being opened: now, or at a later sign-in's announcement. */
export function whenOpening(path: string, start: () => void): void {
  landing.starters.set(path, [...(landing.starters.get(path) ?? []), start]);
  if (isOpening(path)) start();
}

/** The page at `path` is the one being opened: the current URL, or where a sign-in lands. */
const isOpening = (path: string): boolean => window.location.pathname === path || landing.path === path;
