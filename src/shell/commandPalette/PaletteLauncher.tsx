import { ActionIcon } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withRetries } from '../../platform/lazyPage';
import { hotkeysOf } from '../../platform/shortcuts';

// The palette and @mantine/spotlight load the first time they are asked for.
const CommandPalette = lazy(withRetries(() => import('./CommandPalette')));

/**
 * Ctrl+K / Cmd+K, or the header button, opens the command palette; in form fields too. The
 * shortcut is in the button's title, not a Tooltip: that component alone cost every page 3.4 KB.
 */
export function PaletteLauncher({ profileNames, onShortcuts }: { profileNames: readonly string[]; onShortcuts: () => void }) {
  const { t } = useTranslation('shell');
  const [request, setRequest] = useState(0);
  const open = () => setRequest((count) => count + 1);
  useHotkeys(hotkeysOf('palette', open), []);
  return (
    <>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('openPalette')} aria-keyshortcuts="Control+K Meta+K" title={t('paletteShortcut')} onClick={open}>
        <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </ActionIcon>
      {request > 0 && (
        <Suspense fallback={null}>
          <CommandPalette profileNames={profileNames} openRequest={request} onShortcuts={onShortcuts} />
        </Suspense>
      )}
    </>
  );
}
