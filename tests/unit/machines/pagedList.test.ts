import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { pagedListMachine, type PagedQuery, type PageOf } from '@machines/shared/pagedList';
import { deferred, flush } from '../../support/deferred';

const pageOf = (items: unknown[], page = 1, num_pages = 1): PageOf => ({
  items,
  paginate: { totalItems: items.length * num_pages, itemsPerPage: 10, num_pages, page },
});

function start(fetch: (q: PagedQuery) => Promise<PageOf>) {
  const queries: PagedQuery[] = [];
  const saveQuery = vi.fn();
  const history: string[] = [];
  const actor = createActor(
    pagedListMachine.provide({
      actors: { fetchPage: fromPromise<PageOf, PagedQuery>(({ input }) => (queries.push(input), fetch(input))) },
      actions: { saveQuery: (_, params) => (saveQuery(params.query), history.push(params.history)) },
    }),
    { input: { filters: { status: [4] }, page: 3, itemsPerPage: 10 } },
  ).start();
  return { actor, queries, saveQuery, history };
}

describe('paged list chart', () => {
  it('loads the restored query at once and saves it when it succeeds', async () => {
    const { actor, queries, saveQuery } = start(async () => pageOf([{ id: 1 }], 3, 5));
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(queries).toEqual([{ filters: { status: [4] }, page: 3, itemsPerPage: 10 }]);
    expect(saveQuery).toHaveBeenCalledWith({ filters: { status: [4] }, page: 3, itemsPerPage: 10 });
  });

  it('new filters start again from page 1', async () => {
    const { actor, queries } = start(async () => pageOf([{ id: 1 }]));
    await flush();
    actor.send({ type: 'FILTER', filters: { status: [5] } });
    await flush();
    expect(queries.at(-1)).toEqual({ filters: { status: [5] }, page: 1, itemsPerPage: 10 });
  });

  it('a new page size goes back to page 1; paging keeps the rows on screen meanwhile', async () => {
    const next = deferred<PageOf>();
    let call = 0;
    const { actor, queries } = start(() => (call++ === 0 ? Promise.resolve(pageOf([{ id: 1 }], 3, 5)) : next.promise));
    await flush();
    actor.send({ type: 'PAGE', page: 4 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.items).toEqual([{ id: 1 }]);
    next.resolve(pageOf([{ id: 2 }], 4, 5));
    await flush();
    expect(actor.getSnapshot().context.items).toEqual([{ id: 2 }]);
    actor.send({ type: 'PAGE_SIZE', itemsPerPage: 150 });
    expect(queries.at(-1)).toEqual({ filters: { status: [4] }, page: 1, itemsPerPage: 150 });
  });

  it('an empty answer is its own state and is saved too', async () => {
    const { actor, saveQuery } = start(async () => pageOf([]));
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(saveQuery).toHaveBeenCalled();
  });

  it('a failure keeps its message, is not saved, and can be retried', async () => {
    let fail = true;
    const { actor, saveQuery } = start(async () => {
      if (fail) throw { kind: 'network', message: { key: 'errors:contactSupport' } };
      return pageOf([{ id: 1 }]);
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:contactSupport' });
    expect(saveQuery).not.toHaveBeenCalled();
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a filter sent while loading replaces the running query', async () => {
    const first = deferred<PageOf>();
    let call = 0;
    const { actor } = start(() => (call++ === 0 ? first.promise : Promise.resolve(pageOf([{ id: 'new' }]))));
    actor.send({ type: 'FILTER', filters: { status: [6] } });
    await flush();
    first.resolve(pageOf([{ id: 'stale' }]));
    await flush();
    expect(actor.getSnapshot().context.items).toEqual([{ id: 'new' }]);
  });

  it.each([
    ['a new filter', { type: 'FILTER', filters: { status: [6] } }],
    ['a new page size', { type: 'PAGE_SIZE', itemsPerPage: 50 }],
  ] as const)('%s while loading aborts the running call, whose signal the binding passes on', async (_, event) => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      pagedListMachine.provide({
        actors: { fetchPage: fromPromise<PageOf, PagedQuery>(({ signal }) => (signals.push(signal), new Promise<PageOf>(() => {}))) },
      }),
      { input: { filters: {}, page: 1, itemsPerPage: 10 } },
    ).start();
    expect(signals).toHaveLength(1);
    actor.send(event);
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('the restored query replaces the address; the user’s changes push a step; one from the address replaces it', async () => {
    const { actor, saveQuery, history } = start(async () => pageOf([{ id: 1 }], 1, 5));
    await flush();
    expect(history).toEqual(['replace']);
    actor.send({ type: 'FILTER', filters: { status: [5] } });
    await flush();
    actor.send({ type: 'PAGE', page: 2 });
    await flush();
    actor.send({ type: 'PAGE_SIZE', itemsPerPage: 25 });
    await flush();
    expect(history).toEqual(['replace', 'push', 'push', 'push']);
    const back = { filters: { status: [5] }, page: 2, itemsPerPage: 10 };
    actor.send({ type: 'QUERY', query: back });
    await flush();
    expect(saveQuery).toHaveBeenLastCalledWith(back);
    expect(history.at(-1)).toBe('replace');
    // A refresh after it writes the same address again, in place.
    actor.send({ type: 'REFRESH' });
    await flush();
    expect(history.at(-1)).toBe('replace');
  });

  it.each(['loading', 'ready', 'empty', 'failed'] as const)('a query from the address, in %s, loads it as it is', async (where) => {
    const next = deferred<PageOf>();
    const answers: Record<typeof where, () => Promise<PageOf>> = {
      loading: () => next.promise,
      ready: async () => pageOf([{ id: 1 }], 1, 5),
      empty: async () => pageOf([]),
      failed: async () => Promise.reject(new Error('down')),
    };
    let call = 0;
    const { actor, queries } = start(() => (call++ === 0 ? answers[where]() : Promise.resolve(pageOf([{ id: 9 }], 4, 5))));
    await flush();
    expect(actor.getSnapshot().value).toBe(where);
    const wanted = { filters: { status: [2] }, page: 4, itemsPerPage: 50 };
    actor.send({ type: 'QUERY', query: wanted });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(queries.at(-1)).toEqual(wanted);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.query).toEqual(wanted);
    expect(actor.getSnapshot().context.items).toEqual([{ id: 9 }]);
  });

  it('refresh reloads the same query', async () => {
    const { actor, queries } = start(async () => pageOf([{ id: 1 }]));
    await flush();
    actor.send({ type: 'REFRESH' });
    await flush();
    expect(queries).toHaveLength(2);
    expect(queries[1]).toEqual(queries[0]);
  });
});
