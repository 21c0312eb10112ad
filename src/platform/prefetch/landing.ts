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
let landing: string | null = null;
const starters = new Map<string, Array<() => void>>();

/** The login answer names the landing page: whatever it registered starts now. */
export function expectLanding(path: string): void {
  landing = path;
  for (const start of starters.get(path) ?? []) start();
}

/** `start` runs whenever the page at `path` is being opened: now, or at a later sign-in's announcement. */
export function whenOpening(path: string, start: () => void): void {
  starters.set(path, [...(starters.get(path) ?? []), start]);
  if (isOpening(path)) start();
}

/** Tests only: a new page load, with no sign-in under way. */
export function resetLanding(): void {
  landing = null;
}

/** The page at `path` is the one being opened: the current URL, or where a sign-in lands. */
export const isOpening = (path: string): boolean => window.location.pathname === path || landing === path;
