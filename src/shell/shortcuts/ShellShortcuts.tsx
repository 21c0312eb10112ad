import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { withRetries } from '../../platform/lazyPage';
import { hotkeysOf } from '../../platform/shortcuts';

// The help dialog loads the first time it is asked for.
const ShortcutsHelp = lazy(withRetries(() => import('./ShortcutsHelp')));

/** Fields a keyboard user can land on, in the order the form shows them. */
const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/**
 * '/' focuses the first field of the page's filter form (`<form data-filters>`, each list's
 * filter form); on a page without one it does nothing.
 */
function focusFilters(): void {
  document.querySelector('main form[data-filters]')?.querySelector<HTMLElement>(FIELD)?.focus();
}

/**
 * The shell's shortcuts: '/' (the filters) and '?' (this help, also opened from the user menu
 * and the command palette). The pagers bind next and previous page themselves.
 */
export function ShellShortcuts({ opened, onOpen, onClose }: { opened: boolean; onOpen: () => void; onClose: () => void }) {
  // Mounted from the first opening on, so the dialog can animate out and give focus back.
  const [asked, setAsked] = useState(false);
  if (opened && !asked) setAsked(true);
  useHotkeys([...hotkeysOf('filters', focusFilters), ...hotkeysOf('help', onOpen)]);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsHelp opened={opened} onClose={onClose} />
    </Suspense>
  );
}
