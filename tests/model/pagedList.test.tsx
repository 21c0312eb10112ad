import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { abortPageRequests } from '@app/platform/pageSignal';
import { saveFilters } from '@app/filters/persist';
import { defaultPayoutListQuery, PAYOUT_LIST_STORAGE_KEY } from '@app/payouts/payoutList/payoutListFilters';
import { db } from '@demo-api/store';
import {
  listStatus,
  pageButton,
  PAYOUT_LIST_NAMESPACES,
  payoutTable,
  renderPayoutList,
  shownIds,
  signIn,
  tableRegion,
  type PayoutListWorld,
} from '../component/payoutList/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { pagedListModel, type PagedListEventName } from './events/pagedList';
import { holdRequests, type RequestHold } from './support/network';

/**
 * The shared list chart's paths, replayed on the real payout list for carga against the demo
 * API (company 1 has 172 payrolls in the last 15 days). The list call is held so "loading"
 * can be seen. Page controls exist only at 150 per page (spec), so a path that opens page 2
 * starts from a saved query of 150 per page; the others from one of 10.
 */

const paths = modelPaths(pagedListModel);
const LIST = '/v1/payrolls/';
const NO_DATA = 'No data found for the selected filter';

interface World extends PayoutListWorld {
  hold: RequestHold;
  /** What the next list request must ask for. */
  expected: { page: number; itemsPerPage: number; statusIds: string | null };
  /** Why the last failure happened: the server's text, or a cancellation. */
  failure: string | null;
  /** How many times the address was changed under the list. */
  addressChanges: number;
}
let savedPageSize = 10;
let world: World | null = null;
afterEach(() => {
  world = null;
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const recentOfCarga = () => {
  const from = Date.now() - 16 * 24 * 60 * 60 * 1000;
  return db.payouts.payrolls.filter((p) => p.company_id === 1 && Date.parse(p.created_at) >= from).length;
};

async function answerWith(response: () => Response) {
  demoServer.use(http.get(`*${LIST}`, response, { once: true }));
  (await w().hold.next(LIST)).pass();
}

/**
 * A new query while one loads replaces the running call: the request it had made is aborted
 * on the wire (so it leaves the hold), not merely left to be ignored. Call before the user's
 * action; await what it returns after it.
 */
function replacedRequest(ctx: StepContext): () => Promise<void> {
  if (ctx.previous?.value !== 'loading') return async () => {};
  const stale = w().hold.pending();
  expect(stale).toHaveLength(1);
  return async () => {
    await waitFor(() => expect(stale[0]!.signal?.aborted).toBe(true));
    expect(w().hold.pending()).not.toContain(stale[0]);
  };
}

async function pickOption(label: string, option: string) {
  await w().user.click(screen.getByLabelText(label, { selector: 'input' }));
  await w().user.click(await screen.findByRole('option', { name: option }));
}

const events: Record<PagedListEventName, (ctx: StepContext) => Promise<void>> = {
  'a page of rows arrives': async () => (await w().hold.next(LIST)).pass(),
  'no rows match': () =>
    answerWith(() => HttpResponse.json({ items: [], paginate: { totalItems: 0, itemsPerPage: w().expected.itemsPerPage, num_pages: 0, page: 1 } })),
  'the list call fails': async () => {
    w().failure = 'Server error';
    await answerWith(() => HttpResponse.json({ detail: 'Server error' }, { status: 500 }));
  },
  'the user leaves the page': async () => {
    w().failure = null;
    await w().hold.next(LIST);
    abortPageRequests();
  },
  'the user filters': async (ctx) => {
    const aborted = replacedRequest(ctx);
    await pickOption('Status', 'Under approval');
    await w().user.keyboard('{Escape}');
    await w().user.click(screen.getByRole('button', { name: 'Filter' }));
    await aborted();
    w().expected = { ...w().expected, page: 1, statusIds: '4' };
  },
  'the user opens page 2': async () => {
    await w().user.click(pageButton(2)!);
    w().expected = { ...w().expected, page: 2 };
  },
  'the user picks 150 per page': async (ctx) => {
    const aborted = replacedRequest(ctx);
    await pickOption('Rows per page', '150');
    await aborted();
    w().expected = { ...w().expected, page: 1, itemsPerPage: 150 };
  },
  'a row changed elsewhere': async () => {
    // The list's own Refresh: what a finished payroll action also sends (payrollAction.test).
    await w().user.click(screen.getByRole('button', { name: 'Refresh the list' }));
  },
  'the address changes': async (ctx) => {
    const aborted = replacedRequest(ctx);
    // Another query than the one shown or loading: the status filter flips.
    const statusIds = w().expected.statusIds === null ? '4' : null;
    const { itemsPerPage } = w().expected;
    const step = ++w().addressChanges;
    // `step` only makes each address new to the history, as a pasted link would be.
    const search = `page=1&size=${itemsPerPage}${statusIds ? `&statusIds=${statusIds}` : ''}&step=${step}`;
    await act(() => w().router.navigate({ href: `/payouts/list?${search}` }));
    await aborted();
    w().expected = { page: 1, itemsPerPage, statusIds };
  },
  'the user retries': async () => {
    await w().user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  loading: async () => {
    const request = await w().hold.next(LIST);
    const query = new URL(request.url, window.location.href).searchParams;
    const { expected } = w();
    expect(query.get('page')).toBe(String(expected.page));
    expect(query.get('itemsPerPage')).toBe(String(expected.itemsPerPage));
    expect(query.get('status_id__in')).toBe(expected.statusIds);
    expect(query.get('created_at__gte')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(w().hold.pending()).toHaveLength(1);
    expect(tableRegion()).toHaveAttribute('aria-busy', 'true');
  },
  ready: async () => {
    await payoutTable();
    await waitFor(() => expect(tableRegion()).toHaveAttribute('aria-busy', 'false'));
    const { expected } = w();
    const ids = shownIds();
    const matching = db.payouts.payrolls.filter((p) => p.company_id === 1 && (expected.statusIds === null || p.status_id === 4));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(expected.itemsPerPage);
    expect(ids.every((id) => matching.some((p) => p.id === id))).toBe(true);
    const status = listStatus();
    if (expected.itemsPerPage === 150 && expected.statusIds === null) {
      // More than one page at 150: the page controls show, and no hint.
      expect(recentOfCarga()).toBeGreaterThan(150);
      expect(pageButton(expected.page)).toHaveAttribute('aria-current', 'page');
      expect(status).toHaveTextContent(/^\s*$/);
    } else {
      expect(pageButton(2)).toBeNull();
      expect(status).toHaveTextContent(`Showing ${ids.length} of`);
    }
    expect(screen.queryByText(NO_DATA)).toBeNull();
  },
  empty: async () => {
    expect(await screen.findByText(NO_DATA)).toBeInTheDocument();
    await waitFor(() => expect(tableRegion()).toHaveAttribute('aria-busy', 'false'));
    expect(shownIds()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payouts could not be loaded');
    expect(alert).toHaveTextContent(w().failure ?? 'Loading was cancelled.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByLabelText('Payouts', { selector: 'table' })).toBeNull();
    // The filters stay usable.
    expect(screen.getByRole('button', { name: 'Filter' })).toBeEnabled();
  },
};

const handlers: ReplayHandlers<unknown> = {
  start: async () => {
    await signIn('carga');
    saveFilters(PAYOUT_LIST_STORAGE_KEY, { ...defaultPayoutListQuery(new Date()), itemsPerPage: savedPageSize });
    const hold = holdRequests([LIST]);
    world = { ...renderPayoutList(), hold, expected: { page: 1, itemsPerPage: savedPageSize, statusIds: null }, failure: null, addressChanges: 0 };
  },
  events,
  states,
};

describe('paged list model, replayed on the real payout list', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', PAYOUT_LIST_NAMESPACES));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    savedPageSize = path.labels.includes('the user opens page 2') ? 150 : 10;
    await replay(path, handlers);
  });
});
