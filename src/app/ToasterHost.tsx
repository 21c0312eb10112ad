import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterNeeded } from './toasterDemand';

const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast container (with its drag, transition and scroll-lock code) is not needed to
 * show the login page: it mounts on the first toast, or once the browser is idle.
 */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const stop = onToasterNeeded(mount);
    const idle = window.requestIdleCallback?.(mount, { timeout: 3000 }) ?? window.setTimeout(mount, 1500);
    return () => {
      stop();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
