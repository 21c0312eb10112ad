import { lazy, Suspense, useEffect, useState } from 'react';
import { onDemand } from './loadOnDemand';
import { onToasterNeeded } from './toasterDemand';

const Toaster = lazy(() =>
  onDemand()
    .then((loader) => loader.toaster())
    .then((m) => ({ default: m.Toaster })),
);

/** What shows that the user is acting: toasts answer actions, so the container loads then. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'submit'] as const;

/**
 * The toast container (with its drag, transition and scroll-lock code, about 10 KB gzip)
 * is not needed to show a page: it mounts on the first toast, or ahead of one at the first
 * key, pointer press or submit, so it usually loads while the request that will answer with
 * a toast is in flight. A page that is only looked at never downloads it
 * (docs/decisions.md, "First loads").
 */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const stop = onToasterNeeded(mount);
    for (const type of INTENT_EVENTS) document.addEventListener(type, mount, true);
    return () => {
      stop();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, mount, true);
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
