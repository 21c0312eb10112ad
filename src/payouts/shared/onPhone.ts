import { useSyncExternalStore } from 'react';

/** Below Mantine's sm breakpoint (48em): where the payouts' pages draw rows as cards (issue 27). */
const PHONE_QUERY = '(max-width: 47.99em)';

const query = () => window.matchMedia(PHONE_QUERY);
const subscribe = (change: () => void) => {
  const list = query();
  list.addEventListener('change', change);
  return () => list.removeEventListener('change', change);
};
const snapshot = () => query().matches;

/**
 * Whether the screen is a phone's, read while rendering (so the first frame is already right)
 * and again when it turns. What looks different is CSS's job; this is for what must be known
 * in script, such as how tall a virtualized row will be before it is drawn.
 */
export const useOnPhone = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
