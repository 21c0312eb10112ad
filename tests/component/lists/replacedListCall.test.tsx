import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteComponent } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PayoutReportPage } from '@app/payouts/payoutReport/PayoutReportPage';
import { PayoutTransactionsPage } from '@app/payouts/payoutTransactions/PayoutTransactionsPage';
import { holdRequests, type RequestHold } from '../../model/support/network';
import { useLanguage } from '../../support/render';
import { renderPage } from '../payoutTransactions/support';

/**
 * The transactions and the report list through the shared paged-list binding: a query
 * replaced while it loads (here by a new page size) is cancelled on the wire, and the new
 * one is what the table shows. (The payout list is covered by its model test.)
 */

let hold: RequestHold | null = null;
afterEach(() => hold?.discard());

describe.each([
  ['payout transactions', PayoutTransactionsPage as RouteComponent, '/payouts/transactions', '/v1/transactions/', 'Payout transactions'],
  ['transactions report', PayoutReportPage as RouteComponent, '/payouts/report', '/v1/summary_sales_report/', 'Transactions report'],
])('%s', (_, page, route, path, tableName) => {
  it('aborts the list request a new page size replaces', async () => {
    await useLanguage('en', ['payoutTransactions', 'payoutReport', 'payouts', 'filters', 'lists', 'shell']);
    hold = holdRequests([path]);
    const user = userEvent.setup({ delay: null });
    await renderPage(page, route);
    const first = await hold.next(path, 5000);
    expect(new URL(first.url, window.location.href).searchParams.get('itemsPerPage')).toBe('10');

    await user.click(await screen.findByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));

    await waitFor(() => expect(first.signal?.aborted).toBe(true));
    const second = await hold.next(path);
    expect(new URL(second.url, window.location.href).searchParams.get('itemsPerPage')).toBe('50');
    expect(second.signal?.aborted).toBe(false);
    expect(hold.pending()).toEqual([second]);
    second.pass();
    const table = await screen.findByRole('table', { name: tableName });
    await waitFor(() => expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'));
  });
});
