import type { HotkeyItem } from '@mantine/hooks';
import { characterKeysOn } from './characterKeys';

/**
 * The keyboard shortcuts (issue 13): one table that the handlers bind and the help dialog
 * lists, so the two cannot disagree.
 *
 * - `hotkeys`: what @mantine/hooks' useHotkeys matches (it ignores keys typed in inputs,
 *   text areas and selects). '/' and '?' come with and without Shift: on a Spanish keyboard
 *   '/' is Shift+7, and the hotkey matcher compares Shift exactly.
 * - `keys`: what the help dialog shows, one <kbd> per key.
 * - `characterKey`: a single printable key (WCAG 2.1.4): off when the user turns them off.
 */
export type ShortcutId = 'palette' | 'filters' | 'nextPage' | 'previousPage' | 'help';

export interface Shortcut {
  readonly id: ShortcutId;
  readonly hotkeys: readonly string[];
  readonly keys: readonly string[];
  readonly characterKey: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'palette', hotkeys: ['mod+K'], keys: ['Ctrl', 'K'], characterKey: false },
  { id: 'filters', hotkeys: ['/', 'shift+/'], keys: ['/'], characterKey: true },
  { id: 'nextPage', hotkeys: ['J'], keys: ['J'], characterKey: true },
  { id: 'previousPage', hotkeys: ['K'], keys: ['K'], characterKey: true },
  { id: 'help', hotkeys: ['shift+?', '?'], keys: ['?'], characterKey: true },
];

function shortcut(id: ShortcutId): Shortcut {
  return SHORTCUTS.find((entry) => entry.id === id)!;
}

/** A modal dialog is open: page keys must not act on the page behind it. */
const dialogOpen = (): boolean => document.querySelector('[aria-modal="true"]') !== null;

/**
 * useHotkeys items for one shortcut. The handler runs only when the key is still unhandled
 * (two pagers on one page bind the same keys: the first one acts), character keys only when
 * they are on, and, but for the palette, only when no modal dialog covers the page.
 */
export function hotkeysOf(id: ShortcutId, run: () => void): HotkeyItem[] {
  const entry = shortcut(id);
  const handler = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (entry.characterKey && !characterKeysOn()) return;
    if (id !== 'palette' && dialogOpen()) return;
    event.preventDefault();
    run();
  };
  return entry.hotkeys.map((hotkey): HotkeyItem => [hotkey, handler, { preventDefault: false }]);
}
