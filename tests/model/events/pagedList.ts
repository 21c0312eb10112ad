import type { AnyEventObject } from 'xstate';
import { pagedListMachine, type PageOf, type PagedQuery } from '@machines/shared/pagedList';
import type { ModelSpec } from '../../support/model';

/** The paged list's model: one source for the replay tests and the coverage test. */

const rows = (n: number, page = 1, num_pages = 2): PageOf => ({
  items: Array.from({ length: n }, (_, i) => ({ id: (page - 1) * n + i + 1 })),
  paginate: { totalItems: n * num_pages, itemsPerPage: n, num_pages, page },
});

const pagedListEvents = {
  'a page of rows arrives': { type: 'xstate.done.actor.fetchPage', output: rows(10) },
  'no rows match': { type: 'xstate.done.actor.fetchPage', output: { items: [], paginate: { totalItems: 0, itemsPerPage: 10, num_pages: 0, page: 1 } } },
  'the list call fails': { type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500, message: { text: 'Server error' } } },
  'the user leaves the page': { type: 'xstate.error.actor.fetchPage', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
  'the user filters': { type: 'FILTER', filters: { statusIds: [4] } },
  'the user opens page 2': { type: 'PAGE', page: 2 },
  'the user picks 150 per page': { type: 'PAGE_SIZE', itemsPerPage: 150 },
  'a row changed elsewhere': { type: 'REFRESH' },
  'the user retries': { type: 'RETRY' },
  // Back, Forward or a pasted link: the address asks for another query.
  'the address changes': { type: 'QUERY', query: { filters: { statusIds: [] }, page: 1, itemsPerPage: 10 } },
} satisfies Record<string, AnyEventObject>;

export type PagedListEventName = keyof typeof pagedListEvents;

export const pagedListModel: ModelSpec<PagedQuery> = {
  machine: pagedListMachine,
  starts: [{ name: 'a list opens with its saved query', input: { filters: {}, page: 1, itemsPerPage: 10 } }],
  events: pagedListEvents,
};
