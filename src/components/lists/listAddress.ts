import type { AnyRouter } from '@tanstack/react-router';
import type { HistoryMode } from '@machines/shared/pagedList';
import { parseSearch, stringifySearch, validateListSearch } from './listSearch';
import { sameSearch, type SearchRecord } from './urlQuery';

/**
 * The address bar of one list page: what it asks for, writing the list's query into it, and
 * hearing when it changes under the list (Back, Forward, the menu's link). Reads go through
 * the list search schema (listSearch.ts).
 */
export interface ListAddress {
  /** The validated search parameters of the address now. */
  read(): Record<string, unknown>;
  /** Puts the query in the address, unless it is there already or the user has left the page. */
  write(search: SearchRecord, history: HistoryMode): void;
  /** Calls back when the address of this page changes by anything but `write`; returns the unsubscribe. */
  listen(onChange: (search: Record<string, unknown>) => void): () => void;
}

export function listAddress(router: AnyRouter): ListAddress {
  const pathname = router.history.location.pathname;
  const validated = (search: string) => validateListSearch(parseSearch(search)) as Record<string, unknown>;
  // Addresses written but not yet seen back from the history (navigation may be asynchronous).
  let pending: SearchRecord[] = [];
  return {
    read: () => validated(router.history.location.search),
    write(search, history) {
      // The user has left the list (a menu link followed while its answer was on its way):
      // writing the list's address now would take them back.
      if (router.history.location.pathname !== pathname) return;
      if (sameSearch(validated(router.history.location.search), search)) return;
      pending.push(search);
      // Through the history, not router.navigate: the router's own search format would read
      // '1.50' back as 1.5. The router follows the history as for Back and Forward.
      const href = `${pathname}${stringifySearch(search)}`;
      if (history === 'replace') router.history.replace(href);
      else router.history.push(href);
    },
    listen: (onChange) =>
      router.history.subscribe(({ location }: { location: { pathname: string; search: string } }) => {
        if (location.pathname !== pathname) return;
        const search = validated(location.search);
        const own = pending.findIndex((written) => sameSearch(search, written));
        if (own >= 0) {
          pending = pending.slice(own + 1);
          return;
        }
        onChange(search);
      }),
  };
}
