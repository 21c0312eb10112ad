import { useHotkeys } from '@mantine/hooks';
import { hotkeysOf } from '../../platform/shortcuts';

/**
 * The next- and previous-page shortcuts (J and K) for the pager that calls it: every list's
 * pager does, so each list has them without code of its own. Nothing happens past the first
 * or last page, or while the pager is disabled (a page is loading).
 */
export function usePageKeys(page: number, pages: number, disabled: boolean, onPage: (page: number) => void): void {
  const go = (next: number) => {
    if (!disabled && next >= 1 && next <= pages && next !== page) onPage(next);
  };
  useHotkeys([...hotkeysOf('nextPage', () => go(page + 1)), ...hotkeysOf('previousPage', () => go(page - 1))]);
}
