import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { pagedListMachine, type HistoryMode, type PageOf, type PagedListEvent, type PagedQuery } from '@machines/shared/pagedList';
import { loadFilters, saveFilters } from '../../filters/persist';
import { listAddress, type ListAddress } from './listAddress';
import { LIST_PAGE_SIZES } from './pageSizes';
import type { ListMatching } from './selectable';
import { fromSearch, hasListSearch, sameSearch, toSearch, type UrlQuery } from './urlQuery';
import { afterNextPaint } from '../../platform/afterNextPaint';
import { inspected } from '../../platform/inspect';
import { withinLimit, type DateRange, type DateRangeLimit } from '../../filters';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';

export interface TypedQuery<TFilters> {
  readonly filters: TFilters;
  readonly page: number;
  readonly itemsPerPage: number;
}

export interface PagedListOptions<TFilters, TItem> {
  /** Session-storage key of this list's saved query (spec: filters survive a visit elsewhere). */
  readonly storageKey: string;
  /** Checks a saved query or an address before it is trusted; what fails falls back to defaults. */
  readonly filtersSchema: v.GenericSchema<unknown, TFilters>;
  readonly defaults: TypedQuery<TFilters>;
  /** The client-side orders the list offers, as 'column.asc' / 'column.desc' (none: no sort). */
  readonly sorts?: readonly string[];
  /**
   * Loads one page. `signal` aborts when the chart stops waiting for it (a new filter or page
   * size replaced the query): pass it to the call, so the replaced request is cancelled.
   */
  readonly fetchPage: (
    query: TypedQuery<TFilters>,
    signal: AbortSignal,
  ) => Promise<{ items: readonly TItem[]; paginate: PageOf['paginate'] }>;
}

/** The user's events that load another query. */
const LOADS = new Set<PagedListEvent['type']>(['FILTER', 'PAGE', 'PAGE_SIZE']);

const isOffered = (size: unknown): size is number => (LIST_PAGE_SIZES as readonly unknown[]).includes(size);

/**
 * A saved query as the list may trust it: filters that pass the list's schema, and a page
 * size the list offers. A size it does not offer (an old build's, or a tampered one) falls
 * back to the default size, from page 1, keeping the saved filters; an unknown sort is none.
 */
function savedQuerySchema<TFilters>(options: PagedListOptions<TFilters, unknown>) {
  return v.pipe(
    v.object({
      filters: options.filtersSchema,
      page: v.pipe(v.number(), v.integer(), v.minValue(1)),
      itemsPerPage: v.optional(v.unknown()),
      sort: v.optional(v.unknown()),
    }),
    v.transform((saved): UrlQuery<TFilters> => {
      const sort = typeof saved.sort === 'string' && options.sorts?.includes(saved.sort) ? saved.sort : null;
      return isOffered(saved.itemsPerPage)
        ? { filters: saved.filters, page: saved.page, itemsPerPage: saved.itemsPerPage, sort }
        : { filters: saved.filters, page: 1, itemsPerPage: options.defaults.itemsPerPage, sort };
    }),
  );
}

const loadSaved = <TFilters>(options: PagedListOptions<TFilters, unknown>): UrlQuery<TFilters> =>
  loadFilters(options.storageKey, savedQuerySchema(options), { ...options.defaults, sort: null });

/**
 * The query a list opens with when its address carries none (the menu's link, a sign-in's
 * landing): the saved one, else the defaults. A landing page's early request asks for it.
 */
export const savedQueryOf = <TFilters>(options: PagedListOptions<TFilters, unknown>): TypedQuery<TFilters> => {
  const { filters, page, itemsPerPage } = loadSaved(options);
  return { filters, page, itemsPerPage };
};

const fetchPart = ({ filters, page, itemsPerPage }: UrlQuery<unknown>): PagedQuery => ({
  filters: filters as PagedQuery['filters'],
  page,
  itemsPerPage,
});

/**
 * Where a list keeps its view: session storage and the address, always together, with the
 * client-side order that goes with the chart's query.
 */
function viewStore<TFilters>(options: PagedListOptions<TFilters, unknown>, address: ListAddress | null, sort: string | null) {
  return {
    sort: () => sort,
    setSort: (next: string | null) => {
      sort = next;
    },
    save: (query: TypedQuery<TFilters>, history: HistoryMode) => {
      const view = { ...query, sort };
      saveFilters(options.storageKey, view);
      address?.write(toSearch(view, options.defaults.filters), history);
    },
  };
}

/**
 * Binds the shared paged-list chart to one list: its call, its saved query, its address and
 * its types. The query comes from the address when it has one, else from session storage (the
 * menu's plain link), and every query the chart saves goes to both (src/components/lists/urlQuery.ts).
 * The view renders `state`, sends FILTER, PAGE, PAGE_SIZE, REFRESH and RETRY, and remounts its
 * filter form on `revision` (the address brought other filters).
 */
export function usePagedList<TFilters, TItem>(options: PagedListOptions<TFilters, TItem>) {
  // Outside a router (a hook test), the list simply has no address.
  const router = useRouter({ warn: false });
  const [address] = useState(() => (router ? listAddress(router) : null));
  const [initial] = useState((): UrlQuery<TFilters> => {
    const search = address?.read();
    return search && hasListSearch(search, options.defaults.filters as object)
      ? fromSearch(search, { ...options, sizes: LIST_PAGE_SIZES })
      : loadSaved(options);
  });
  const [sort, setSortState] = useState(initial.sort);
  const [view] = useState(() => viewStore(options, address, initial.sort));
  const [revision, setRevision] = useState(0);
  const logic = useMemo(
    () =>
      pagedListMachine.provide({
        actors: {
          // XState aborts `signal` when the invoking state is left, e.g. re-entered by FILTER.
          fetchPage: fromPromise(({ input: query, signal }) => options.fetchPage(query as TypedQuery<TFilters>, signal)),
        },
        actions: {
          saveQuery: (_, params) => view.save(params.query as TypedQuery<TFilters>, params.history),
        },
      }),
    // The list's call and key are fixed for the life of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [state, send, actor] = useMachine(logic, inspected({ input: fetchPart(initial) }));

  const applySort = (next: string | null) => {
    view.setSort(next);
    setSortState(next);
  };
  /** The user picked an order: kept like a query, a new step in the history. */
  const setSort = useCallback(
    (next: string | null) => {
      applySort(next);
      view.save(actor.getSnapshot().context.query as TypedQuery<TFilters>, 'push');
    },
    // Fixed for the life of the page, like the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(
    () =>
      address?.listen((search) => {
        const current = actor.getSnapshot().context.query as TypedQuery<TFilters>;
        // The menu's plain link brings back the saved view, as a visit from elsewhere would.
        const wanted = hasListSearch(search, options.defaults.filters as object)
          ? fromSearch(search, { ...options, sizes: LIST_PAGE_SIZES })
          : loadSaved(options);
        applySort(wanted.sort);
        const unsorted = (query: TypedQuery<TFilters>) => toSearch({ ...query, sort: null }, options.defaults.filters);
        if (sameSearch(unsorted(wanted), unsorted(current))) {
          // Nothing to load: only the order changed, or the address was not written the list's way.
          view.save(current, 'replace');
          return;
        }
        setRevision((n) => n + 1);
        send({ type: 'QUERY', query: fetchPart(wanted) });
      }),
    // The address and the chart are fixed for the life of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // Export selection's 'all matching': the query's rows read afresh at the largest page size.
  const readAll = useCallback(
    async (max: number, signal?: AbortSignal): Promise<readonly TItem[]> => {
      const { filters } = actor.getSnapshot().context.query as TypedQuery<TFilters>;
      const itemsPerPage = Math.max(...LIST_PAGE_SIZES);
      const rows: TItem[] = [];
      for (let page = 1; rows.length < max; page += 1) {
        const answer = await options.fetchPage({ filters, page, itemsPerPage }, signal ?? new AbortController().signal);
        rows.push(...answer.items);
        if (page >= answer.paginate.num_pages) break;
      }
      return rows.slice(0, max);
    },
    // Fixed for the life of the page, like the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // A new query is sent after the tap's paint: its rows' render is not the tap's (afterNextPaint).
  const sendAfterPaint = useCallback(
    (event: PagedListEvent) => (LOADS.has(event.type) ? afterNextPaint(() => send(event)) : send(event)),
    [send],
  );
  const query = state.context.query as TypedQuery<TFilters>;
  const total = state.context.paginate?.totalItems ?? 0;
  const queryKey = JSON.stringify(query.filters);
  const matching = useMemo((): ListMatching<TItem> => ({ total, queryKey, readAll }), [total, queryKey, readAll]);

  return {
    state,
    send: sendAfterPaint,
    items: state.context.items as readonly TItem[],
    query,
    paginate: state.context.paginate,
    /** What the query matches, for a selection of all of it (ListTable's `selectable`). */
    matching,
    /** Changes whenever the address replaced the filters: key the filter form on it. */
    revision,
    /** The client-side order ('column.asc' / 'column.desc'), or null. */
    sort,
    setSort,
  };
}

// A dated list and the open row's detail live here, not in a module of their own: a separate
// chunk cost the payments list 0.4 KB of its 130 KB budget.
/** The merchant's limit on date ranges (date_range_limit_settings), or null before it is known. */
const useDateRangeLimit = (): DateRangeLimit | null => useReferenceData()?.settings.date_range_limit_settings ?? null;

/**
 * A paged list filtered by a date range under the merchant's limit: its options made once, from
 * now and the limit, and `inLimit`, which brings a range within the limit before FILTER or Export.
 */
export function useDatedList<TFilters extends { readonly dateRange: DateRange }, TItem>(
  makeOptions: (now: Date, limit: DateRangeLimit | null) => PagedListOptions<TFilters, TItem>,
) {
  const limit = useDateRangeLimit();
  const [options] = useState(() => makeOptions(new Date(), limit));
  const list = usePagedList(options);
  const inLimit = useCallback((filters: TFilters) => withinLimit(filters, limit, new Date()), [limit]);
  return { list, limit, inLimit };
}

/** The row whose detail is open (null: none), with stable open and close callbacks. */
export function useOpenDetail<T>() {
  const [detail, setDetail] = useState<T | null>(null);
  const close = useCallback(() => setDetail(null), []);
  return [detail, setDetail, close] as const;
}
