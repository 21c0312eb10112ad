import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { listQueries, loadedRows, PAYOUT_LIST_NAMESPACES, renderPayoutList, signIn } from './support';

/** The filters of spec 01 section 2: who sees which, the 7-merchant limit, and what is sent. */

const merchants = () => screen.queryByRole('textbox', { name: 'Merchants' }) ?? screen.queryByLabelText('Merchants', { selector: 'input' });

describe('payout list: filters', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', PAYOUT_LIST_NAMESPACES));
  beforeEach(() => demoServer.events.removeAllListeners());

  it('carga (one company, one country) gets no merchant or country filter; the default is the last 15 days', async () => {
    await signIn('carga');
    const queries = listQueries();
    renderPayoutList();
    await loadedRows();
    expect(merchants()).toBeNull();
    expect(screen.queryByLabelText('Country', { selector: 'input' })).toBeNull();
    const query = queries[0]!;
    const from = new Date(`${query.get('created_at__gte')}T00:00:00`);
    const to = new Date(`${query.get('created_at__lte')}T00:00:00`);
    expect(Math.round((to.getTime() - from.getTime()) / 86_400_000)).toBe(15);
    expect(query.get('itemsPerPage')).toBe('10');
    expect(query.get('exclude_fields')).toBe('transactions');
  });

  it('alpsadmin (8 companies) may pick at most 7 merchants, and filters by merchants, status and country', async () => {
    await signIn('alpsadmin');
    const queries = listQueries();
    const { user } = renderPayoutList();
    await loadedRows();
    const field = screen.getByLabelText('Merchants', { selector: 'input' });
    await user.click(field);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(8);
    for (const option of options.slice(0, 7)) await user.click(option);
    expect(screen.queryByText('You can select up to 7 merchants.')).toBeNull();
    await user.click(screen.getAllByRole('option')[7]!);
    expect(await screen.findByText('You can select up to 7 merchants.')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // Countries from the reference data, names capitalised.
    await user.click(screen.getByLabelText('Country', { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Chile', 'Peru', 'Mexico']);
    await user.click(screen.getByRole('option', { name: 'Peru' }));

    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Under approval' }));
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(queries.length).toBeGreaterThan(1));
    const query = queries.at(-1)!;
    expect(query.get('company_id__in')).toBe('1,2,3,4,5,6,7');
    expect(query.get('status_id__in')).toBe('4,5');
    expect(query.get('country_id')).toBe('2');
    expect(query.get('page')).toBe('1');
  });

  it('filters and page size survive a visit elsewhere (session storage)', async () => {
    await signIn('carga');
    const first = renderPayoutList();
    await loadedRows();
    await first.user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await first.user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await first.user.keyboard('{Escape}');
    await first.user.click(screen.getByRole('button', { name: 'Filter' }));
    await loadedRows();
    await first.user.click(screen.getByLabelText('Rows per page', { selector: 'input' }));
    await first.user.click(await screen.findByRole('option', { name: '25' }));
    await loadedRows();
    await waitFor(() => expect(window.sessionStorage.getItem('filters:payoutList')).toContain('"itemsPerPage":25'));
    cleanup();

    const queries = listQueries();
    renderPayoutList();
    await loadedRows();
    expect(queries[0]!.get('status_id__in')).toBe('6');
    expect(queries[0]!.get('itemsPerPage')).toBe('25');
    const form = screen.getByRole('form', { name: 'Payout filters' });
    // The restored status is selected in the (closed) status list.
    expect(within(form).getByRole('option', { name: 'Rejected', hidden: true })).toHaveAttribute('aria-selected', 'true');
    expect(within(form).getByRole('option', { name: 'Approved', hidden: true })).toHaveAttribute('aria-selected', 'false');
    expect(within(form).getByLabelText('Rows per page', { selector: 'input' })).toHaveValue('25');
  });
});
