import { platform } from './store';

/**
 * Signing out in one tab ends the same session in the others at once (issue 29), rather than
 * at their next call's 401. Each tab keeps its own session storage, so a tab opened from a link
 * of another holds the same token; a sign-out there revokes it for both.
 *
 * The message names the session by a fingerprint of its token, never the token itself; a tab
 * whose session differs (another user, a later sign-in) ignores it. A channel never hears its
 * own messages.
 */
export const SIGN_OUT_CHANNEL = 'back-office-sign-out';

interface SignOutMessage {
  readonly type: 'signedOut';
  readonly session: string;
}

/** cyrb53: a fast 53-bit string hash, enough to tell one browser's few sessions apart. */
export function fingerprint(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Tells the other tabs that the session with this token is being signed out. */
export function announceSignOut(token: string): void {
  const message: SignOutMessage = { type: 'signedOut', session: fingerprint(token) };
  platform.signOuts.channel?.postMessage(message);
}

/**
 * From now on, calls `onSignedOut` when another tab signs out the session this tab holds
 * (`currentToken`, read when the message arrives). One listener per tab: the session actor
 * binds it, and a later binding (or the platform's reset) closes the earlier channel.
 */
export function watchSignOuts(currentToken: () => string | null, onSignedOut: () => void): void {
  platform.signOuts.channel?.close();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SIGN_OUT_CHANNEL) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data as Partial<SignOutMessage> | null;
      const token = currentToken();
      if (message?.type === 'signedOut' && token !== null && message.session === fingerprint(token)) onSignedOut();
    };
  }
  platform.signOuts.channel = channel;
}
