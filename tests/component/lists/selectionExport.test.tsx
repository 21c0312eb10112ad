import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../support/demoServer';
import { db } from '@demo-api/store';
import { useLanguage } from '../../support/render';
import { captureDownloads } from '../payoutReport/downloads';
import { renderSettlements } from '../balances/support';
import { PayoutTransactionsPage } from '@app/payouts/payoutTransactions/PayoutTransactionsPage';
import { renderPage } from '../payoutTransactions/support';

/**
 * Issue 25's Export selection on a list without bulk actions (the balance entries; every list
 * but the payouts' shares SelectableRows): the ticked rows, or every match less those unticked,
 * saved with the columns the list shows, in the user's language.
 */

const bar = () => screen.queryByRole('group', { name: 'Actions on the selected rows' });
const ROW = /^Select balance entry (\d+)$/;
const TRANSACTION = /^Select transaction (\d+)$/;
const shownIds = (row = ROW) => screen.getAllByRole('checkbox', { name: row }).map((box) => Number(row.exec(box.getAttribute('aria-label')!)![1]));
const documentOf = (id: number) => db.balances.entries.find((entry) => entry.id === id)!.document_id;

/** The saved file's lines, header first. */
async function exportedLines(downloads: ReturnType<typeof captureDownloads>, file: string): Promise<string[]> {
  expect(await screen.findByText('Report exported', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(downloads.files.at(-1)?.name).toMatch(new RegExp(`^${file}-selection-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return (await downloads.blobs.at(-1)!.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
}

describe('Export selection on a list without bulk actions', { timeout: 60_000 }, () => {
  beforeAll(() =>
    useLanguage('en', ['settlements', 'payoutTransactions', 'payouts', 'filters', 'lists', 'listColumns', 'listSelection', 'reportExport', 'shell']),
  );

  it('exports the two rows ticked, with the columns shown and no actions column', async () => {
    const downloads = captureDownloads();
    const user = await renderSettlements();
    expect(bar()).toBeNull();
    const [first, second] = shownIds();
    await user.click(screen.getByRole('checkbox', { name: `Select balance entry ${first}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select balance entry ${second}` }));
    await waitFor(() => expect(bar()).toHaveTextContent('2 selected'));
    await user.click(within(bar()!).getByRole('button', { name: 'Export selection' }));
    const lines = await exportedLines(downloads, 'balance-entries');
    expect(lines[0]).toBe('Merchant,Deposit date,Type,Bank,Document number,Bill number,Amount');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(documentOf(first!));
    expect(lines[2]).toContain(documentOf(second!));
  });

  it('exports every matching row, on every page, less the one unticked', async () => {
    const downloads = captureDownloads();
    await renderPage(PayoutTransactionsPage, '/payouts/transactions?statusIds=4');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Payout transactions' });
    await waitFor(() => expect(shownIds(TRANSACTION).length).toBeGreaterThan(0));
    await user.click(screen.getByRole('checkbox', { name: 'Select the transactions on this page' }));
    const offer = await screen.findByRole('button', { name: /^Select all \d+ matching$/ });
    const matching = Number(/\d+/.exec(offer.textContent!)![0]);
    expect(matching).toBeGreaterThan(shownIds(TRANSACTION).length);
    await user.click(offer);
    const [excluded] = shownIds(TRANSACTION);
    await user.click(screen.getByRole('checkbox', { name: `Select transaction ${excluded}` }));
    await waitFor(() => expect(bar()).toHaveTextContent(`${matching - 1} selected`));
    // The line above the table counts as the bar does.
    expect(screen.getByText(`${matching - 1} of the ${matching} matching rows are selected.`)).toBeInTheDocument();
    await user.click(within(bar()!).getByRole('button', { name: 'Export selection' }));
    const [header, ...rows] = await exportedLines(downloads, 'payout-transactions');
    expect(header).toBe('ID,Payout number,Merchant,Holder ID,Name,Bank,Account,Amount,Status,Created');
    const ids = rows.map((line) => Number(line.split(',')[0]));
    expect(ids).toHaveLength(matching - 1);
    expect(ids).not.toContain(excluded);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('more rows than a selection takes: the offer says so, and the selection stays the page', async () => {
    await renderPage(PayoutTransactionsPage, '/payouts/transactions');
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(shownIds(TRANSACTION).length).toBe(10));
    await user.click(screen.getByRole('checkbox', { name: 'Select the transactions on this page' }));
    const offer = await screen.findByRole('button', { name: /^Select all \d+ matching$/ });
    const matching = Number(/\d+/.exec(offer.textContent!)![0]);
    expect(matching).toBeGreaterThan(500);
    await user.click(offer);
    expect(await screen.findByText(`At most 500 rows at once, and ${matching} match: narrow the filters to act on them.`)).toBeInTheDocument();
    expect(bar()).toHaveTextContent('10 selected');
  });

  it("a page of 'all matching' that fails says 'Something went wrong', not the server's body (spec 01 section 8)", async () => {
    await renderPage(PayoutTransactionsPage, '/payouts/transactions?statusIds=4');
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(shownIds(TRANSACTION).length).toBe(10));
    await user.click(screen.getByRole('checkbox', { name: 'Select the transactions on this page' }));
    await user.click(await screen.findByRole('button', { name: /^Select all \d+ matching$/ }));
    // Only the export reads 150 a page: the list's own page (10) still answers.
    demoServer.use(
      http.get('*/v1/transactions/', ({ request }) =>
        new URL(request.url).searchParams.get('itemsPerPage') === '150' ? new HttpResponse('upstream <b>trace</b>', { status: 500 }) : undefined,
      ),
    );
    await waitFor(() => expect(bar()).not.toBeNull());
    await user.click(within(bar()!).getByRole('button', { name: 'Export selection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be exported');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).not.toHaveTextContent('trace');
  });
});
