import { lazy, Suspense, useEffect, useState } from 'react';
import { withRetries } from '../platform/lazyPage';

const Inspector = lazy(withRetries(() => import('./inspector/Inspector')));

/** Alt+Shift+S: not taken by Chrome, Firefox, Safari or Edge (Ctrl+Shift+I opens devtools). */
const isShortcut = (event: KeyboardEvent): boolean => event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyS';

/**
 * The inspector's place in the shell: the shortcut toggles it, the user menu opens it. Its code
 * (and Mermaid) loads on first opening.
 */
export function InspectorHost({ opened, onToggle, onClose }: { opened: boolean; onToggle: () => void; onClose: () => void }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      onToggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onToggle]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Inspector opened={opened} onClose={onClose} />
    </Suspense>
  );
}
