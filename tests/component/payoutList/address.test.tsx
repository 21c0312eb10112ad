import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveFilters } from '@app/filters/persist';
import { defaultPayoutListQuery, PAYOUT_LIST_STORAGE_KEY } from '@app/payouts/payoutList/payoutListFilters';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { listQueries, loadedRows, PAYOUT_LIST_NAMESPACES, renderPayoutList, signIn, type PayoutListWorld } from './support';

/** Issue 13: the payout list's query in the address (any list of the shared chart works alike). */

const address = ({ router }: PayoutListWorld) => new URLSearchParams(router.history.location.search);
const selected = (name: string) =>
  within(screen.getByRole('form', { name: 'Payout filters' })).getByRole('option', { name, hidden: true });

describe('payout list: the query in the address', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', PAYOUT_LIST_NAMESPACES));
  beforeEach(() => demoServer.events.removeAllListeners());

  it('a link with filters loads them once, shows them in the form and keeps them in the address', async () => {
    await signIn('carga');
    const queries = listQueries();
    const world = renderPayoutList('/payouts/list?size=25&statusIds=4,5&from=2026-11-01&to=2026-11-10');
    await loadedRows();
    expect(queries).toHaveLength(1);
    expect(queries[0]!.get('status_id__in')).toBe('4,5');
    expect(queries[0]!.get('itemsPerPage')).toBe('25');
    expect(queries[0]!.get('created_at__gte')).toBe('2026-11-01');
    expect(queries[0]!.get('created_at__lte')).toBe('2026-11-10');
    expect(selected('Under approval')).toHaveAttribute('aria-selected', 'true');
    expect(selected('Approved')).toHaveAttribute('aria-selected', 'true');
    // Completed the list's way (page written), in place: no second history step, no second call.
    await waitFor(() => expect(address(world).get('page')).toBe('1'));
    expect(world.router.history.length).toBe(1);
    expect(address(world).get('statusIds')).toBe('4,5');
    expect(queries).toHaveLength(1);
  });

  it('values it cannot use fall back to the defaults, silently, and the address is corrected', async () => {
    await signIn('carga');
    const queries = listQueries();
    const world = renderPayoutList('/payouts/list?page=abc&size=37&statusIds=42&countryId=chile&from=yesterday');
    await loadedRows();
    const defaults = defaultPayoutListQuery(new Date());
    expect(queries[0]!.get('page')).toBe('1');
    expect(queries[0]!.get('itemsPerPage')).toBe('10');
    expect(queries[0]!.get('status_id__in')).toBeNull();
    expect(queries[0]!.get('country_id')).toBeNull();
    expect(queries[0]!.get('created_at__gte')).toBe(defaults.filters.dateRange[0]);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(address(world).get('size')).toBe('10'));
    expect(Object.fromEntries(address(world))).toEqual({
      page: '1',
      size: '10',
      from: defaults.filters.dateRange[0],
      to: defaults.filters.dateRange[1],
    });
  });

  it('each filter is a step in the history: Back brings the previous filter back, Forward the next', async () => {
    await signIn('carga');
    const queries = listQueries();
    const world = renderPayoutList();
    await loadedRows();
    await world.user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await world.user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await world.user.keyboard('{Escape}');
    await world.user.click(screen.getByRole('button', { name: 'Filter' }));
    await loadedRows();
    await waitFor(() => expect(address(world).get('statusIds')).toBe('6'));
    expect(world.router.history.length).toBe(2);
    const calls = queries.length;

    world.router.history.back();
    await waitFor(() => expect(queries).toHaveLength(calls + 1));
    expect(queries.at(-1)!.get('status_id__in')).toBeNull();
    await loadedRows();
    expect(selected('Rejected')).toHaveAttribute('aria-selected', 'false');
    expect(address(world).get('statusIds')).toBeNull();

    world.router.history.forward();
    await waitFor(() => expect(queries).toHaveLength(calls + 2));
    expect(queries.at(-1)!.get('status_id__in')).toBe('6');
    await loadedRows();
    expect(selected('Rejected')).toHaveAttribute('aria-selected', 'true');
    // Going through the history adds no steps of its own.
    expect(world.router.history.length).toBe(2);
  });

  it("the menu's plain link brings back the saved view and writes it in the address", async () => {
    await signIn('carga');
    const saved = defaultPayoutListQuery(new Date());
    saveFilters(PAYOUT_LIST_STORAGE_KEY, { ...saved, filters: { ...saved.filters, statusIds: [4] }, itemsPerPage: 50 });
    const queries = listQueries();
    const world = renderPayoutList('/payouts/list');
    await loadedRows();
    expect(queries[0]!.get('status_id__in')).toBe('4');
    expect(queries[0]!.get('itemsPerPage')).toBe('50');
    await waitFor(() => expect(address(world).get('statusIds')).toBe('4'));
    expect(address(world).get('size')).toBe('50');
    expect(world.router.history.length).toBe(1);
    expect(queries).toHaveLength(1);
  });
});
