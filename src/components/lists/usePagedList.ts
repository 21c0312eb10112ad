import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { pagedListMachine, type PageOf, type PagedListEvent } from '@machines/shared/pagedList';
import { loadFilters, saveFilters } from '../../filters/persist';
import { LIST_PAGE_SIZES } from './pageSizes';
import { inspected } from '../../qa/inspect';

export interface TypedQuery<TFilters> {
  readonly filters: TFilters;
  readonly page: number;
  readonly itemsPerPage: number;
}

export interface PagedListOptions<TFilters, TItem> {
  /** Session-storage key of this list's saved query (spec: filters survive a visit elsewhere). */
  readonly storageKey: string;
  /** Checks a saved query before it is trusted; a stale or tampered one falls back to defaults. */
  readonly filtersSchema: v.GenericSchema<unknown, TFilters>;
  readonly defaults: TypedQuery<TFilters>;
  /**
   * Loads one page. `signal` aborts when the chart stops waiting for it (a new filter or page
   * size replaced the query): pass it to the call, so the replaced request is cancelled.
   */
  readonly fetchPage: (
    query: TypedQuery<TFilters>,
    signal: AbortSignal,
  ) => Promise<{ items: readonly TItem[]; paginate: PageOf['paginate'] }>;
}

const isOffered = (size: unknown): size is number => (LIST_PAGE_SIZES as readonly unknown[]).includes(size);

/**
 * A saved query as the list may trust it: filters that pass the list's schema, and a page
 * size the list offers. A size it does not offer (an old build's, or a tampered one) falls
 * back to the default size, from page 1, keeping the saved filters.
 */
function savedQuerySchema<TFilters>(filtersSchema: v.GenericSchema<unknown, TFilters>, defaultSize: number) {
  return v.pipe(
    v.object({
      filters: filtersSchema,
      page: v.pipe(v.number(), v.integer(), v.minValue(1)),
      itemsPerPage: v.optional(v.unknown()),
    }),
    v.transform(
      (saved): TypedQuery<TFilters> =>
        isOffered(saved.itemsPerPage)
          ? { filters: saved.filters, page: saved.page, itemsPerPage: saved.itemsPerPage }
          : { filters: saved.filters, page: 1, itemsPerPage: defaultSize },
    ),
  );
}

/**
 * Binds the shared paged-list chart to one list: its call, its saved query and its types.
 * The view renders `state` and sends FILTER, PAGE, PAGE_SIZE, REFRESH and RETRY.
 */
export function usePagedList<TFilters, TItem>(options: PagedListOptions<TFilters, TItem>) {
  const [input] = useState(() =>
    loadFilters(options.storageKey, savedQuerySchema(options.filtersSchema, options.defaults.itemsPerPage), options.defaults),
  );
  const logic = useMemo(
    () =>
      pagedListMachine.provide({
        actors: {
          // XState aborts `signal` when the invoking state is left, e.g. re-entered by FILTER.
          fetchPage: fromPromise(({ input: query, signal }) => options.fetchPage(query as TypedQuery<TFilters>, signal)),
        },
        actions: { saveQuery: (_, params) => saveFilters(options.storageKey, params.query) },
      }),
    // The list's call and key are fixed for the life of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [state, send] = useMachine(logic, inspected({ input: input as TypedQuery<Readonly<Record<string, unknown>>> }));
  return {
    state,
    send: send as (event: PagedListEvent) => void,
    items: state.context.items as readonly TItem[],
    query: state.context.query as TypedQuery<TFilters>,
    paginate: state.context.paginate,
  };
}
