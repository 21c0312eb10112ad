import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { pagedListMachine, type PageOf, type PagedListEvent } from '@machines/shared/pagedList';
import { loadFilters, saveFilters } from '../../filters/persist';

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
  readonly fetchPage: (query: TypedQuery<TFilters>) => Promise<{ items: readonly TItem[]; paginate: PageOf['paginate'] }>;
}

/**
 * Binds the shared paged-list chart to one list: its call, its saved query and its types.
 * The view renders `state` and sends FILTER, PAGE, PAGE_SIZE, REFRESH and RETRY.
 */
export function usePagedList<TFilters, TItem>(options: PagedListOptions<TFilters, TItem>) {
  const [input] = useState(() =>
    loadFilters(
      options.storageKey,
      v.object({ filters: options.filtersSchema, page: v.pipe(v.number(), v.integer(), v.minValue(1)), itemsPerPage: v.number() }),
      options.defaults,
    ),
  );
  const logic = useMemo(
    () =>
      pagedListMachine.provide({
        actors: {
          fetchPage: fromPromise(({ input: query }) => options.fetchPage(query as TypedQuery<TFilters>)),
        },
        actions: { saveQuery: (_, params) => saveFilters(options.storageKey, params.query) },
      }),
    // The list's call and key are fixed for the life of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [state, send] = useMachine(logic, { input: input as TypedQuery<Readonly<Record<string, unknown>>> });
  return {
    state,
    send: send as (event: PagedListEvent) => void,
    items: state.context.items as readonly TItem[],
    query: state.context.query as TypedQuery<TFilters>,
    paginate: state.context.paginate,
  };
}
