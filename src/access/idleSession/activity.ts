/**
 * What counts as the user being at the desk, and how the tabs of the app share it. Browser
 * glue for the idle-session chart (machines/access/idleSession.ts): DOM events of this tab,
 * thinned out, and one BroadcastChannel per tab to and from the other tabs of the same origin
 * (a channel never hears its own messages, so a tab never hears itself).
 */

/** Events that mean a person is using the page (pointer moves too: reading with the mouse). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** At most one activity report per interval: the idle time is minutes, a mouse move is many per second. */
export const ACTIVITY_THROTTLE_MS = 2000;

export const ACTIVITY_CHANNEL = 'back-office-activity';

let channel: BroadcastChannel | null | undefined;
/** This tab's channel; null without BroadcastChannel (old browsers: each tab keeps its own idle time). */
const tabChannel = (): BroadcastChannel | null =>
  (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_CHANNEL) : null);

/** Tells the other tabs that the user is active here. */
export const shareActivity = (): void => tabChannel()?.postMessage('active');

/**
 * Calls `onLocal` at most once per ACTIVITY_THROTTLE_MS while the user acts in this tab, and
 * `onOtherTab` whenever another tab shares its activity; the returned function stops both.
 */
export function watchActivity(target: Window, onLocal: () => void, onOtherTab: () => void, now: () => number = Date.now): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const local = () => {
    const time = now();
    if (time - last < ACTIVITY_THROTTLE_MS) return;
    last = time;
    onLocal();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, local, { passive: true, capture: true });
  const other = () => onOtherTab();
  tabChannel()?.addEventListener('message', other);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, local, { capture: true });
    tabChannel()?.removeEventListener('message', other);
  };
}
