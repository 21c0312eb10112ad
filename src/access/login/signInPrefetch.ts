import type { SessionUser } from '@machines/access/sessionUser';

/**
 * What the login form's moments start ahead of a sign-in. The form cannot know the app's
 * pages and chunks, so it only names the moment; the app, which renders it, says what to
 * fetch then (src/app/prefetchSignIn.ts). Without it (a test of the form alone) nothing is
 * fetched ahead and sign-in still works.
 */
export interface SignInPrefetch {
  /** The form's first focus: the user is about to sign in. */
  warm(): void;
  /** The login answer named the user: their landing page is next. */
  landing(session: SessionUser): void;
}
