import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { usePagedList, type TypedQuery } from '@app/components/lists/usePagedList';
import { loadFilters, saveFilters } from '@app/filters/persist';

/** The paged-list binding: the signal it gives each call, and the saved query it trusts. */

type Filters = { readonly status: string };
const KEY = 'probeList';
const defaults: TypedQuery<Filters> = { filters: { status: 'any' }, page: 1, itemsPerPage: 10 };
const page = (n: number) => ({ items: [{ id: n }], paginate: { totalItems: 1, itemsPerPage: 10, num_pages: 1, page: 1 } });

function renderList() {
  const calls: { query: TypedQuery<Filters>; signal: AbortSignal; answer: (n: number) => void }[] = [];
  const hook = renderHook(() =>
    usePagedList<Filters, { id: number }>({
      storageKey: KEY,
      filtersSchema: v.object({ status: v.string() }),
      defaults,
      fetchPage: (query, signal) =>
        new Promise((resolve) => {
          calls.push({ query, signal, answer: (n) => resolve(page(n)) });
        }),
    }),
  );
  return { ...hook, calls };
}

describe('usePagedList', () => {
  it.each([
    ['a new filter', { type: 'FILTER', filters: { status: 'paid' } }],
    ['a new page size', { type: 'PAGE_SIZE', itemsPerPage: 50 }],
  ] as const)('%s aborts the call it replaces; the new one answers', async (_, event) => {
    const { result, calls } = renderList();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.signal.aborted).toBe(false);
    act(() => result.current.send(event));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    act(() => calls[1]!.answer(2));
    await waitFor(() => expect(result.current.state.value).toBe('ready'));
    expect(result.current.items).toEqual([{ id: 2 }]);
    // A finished call's signal is not aborted afterwards.
    expect(calls[1]!.signal.aborted).toBe(false);
  });

  it.each([
    ['not offered', 37],
    ['not a number', '150'],
    ['missing', undefined],
  ])('a saved page size %s falls back to the default, from page 1, keeping the saved filters', async (_, size) => {
    saveFilters(KEY, { filters: { status: 'paid' }, page: 4, itemsPerPage: size });
    const { result, calls } = renderList();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.query).toEqual({ filters: { status: 'paid' }, page: 1, itemsPerPage: 10 });
    expect(result.current.query.itemsPerPage).toBe(10);
    // Once that page loads, the corrected query replaces the bad one in storage.
    act(() => calls[0]!.answer(1));
    await waitFor(() => expect(result.current.state.value).toBe('ready'));
    expect(loadFilters(KEY, v.unknown(), null)).toEqual({ filters: { status: 'paid' }, page: 1, itemsPerPage: 10, sort: null });
  });

  it('keeps a saved page size the lists offer, and its page', async () => {
    saveFilters(KEY, { filters: { status: 'paid' }, page: 2, itemsPerPage: 150 });
    const { calls } = renderList();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.query).toEqual({ filters: { status: 'paid' }, page: 2, itemsPerPage: 150 });
  });

  it('drops a saved query whose filters fail their schema', async () => {
    saveFilters(KEY, { filters: { status: 5 }, page: 2, itemsPerPage: 150 });
    const { calls } = renderList();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.query).toEqual(defaults);
  });
});
