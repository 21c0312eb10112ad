import { platform } from '../platform/store';

/** The session registers here (the platform store holds it); the client calls it on any 401 of a protected call. */
export function onUnauthorized(next: () => void): void {
  platform.unauthorized.listener = next;
}

export function signalUnauthorized(): void {
  platform.unauthorized.listener();
}

/**
 * Whether a request that met a 401 may go again (issue 29): true once the user signed in again
 * over the page as the same user, false when there is no such sign-in (the session ended and
 * the app goes to /login) or it ended otherwise. Asked right after `signalUnauthorized()`, which
 * has let the session decide.
 */
export const resendAfterSignIn = (): Promise<boolean> => platform.unauthorized.held ?? Promise.resolve(false);

/** The session holds the requests that meet a 401 while the user signs in again. */
export function holdRequests(): void {
  if (platform.unauthorized.held) return;
  let release: (resend: boolean) => void = () => {};
  platform.unauthorized.held = new Promise<boolean>((resolve) => {
    release = resolve;
  });
  platform.unauthorized.release = release;
}

/** The sign-in over the page ended: the held requests go again (`resend`) or fail as they met the 401. */
export function releaseRequests(resend: boolean): void {
  const release = platform.unauthorized.release;
  platform.unauthorized.held = null;
  platform.unauthorized.release = null;
  release?.(resend);
}
