import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PayoutReportPage } from '@app/payouts/payoutReport/PayoutReportPage';
import { PayoutTransactionsPage } from '@app/payouts/payoutTransactions/PayoutTransactionsPage';
import { useLanguage } from '../../support/render';
import { captureDownloads } from '../payoutReport/downloads';
import { renderPage } from './support';

/**
 * Both pages against the demo API's own payouts handlers (no overrides): the contract the
 * app's schemas check is the one the demo serves.
 */
describe('payout transactions and report on the demo API', () => {
  it('lists the seeded transactions of the last 15 days, with links to their payrolls and a detail', async () => {
    await useLanguage('en', ['payoutTransactions', 'payouts', 'filters', 'shell']);
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, '/payouts/transactions', 'carga');
    const table = await screen.findByRole('table', { name: 'Payout transactions' });
    const links = await within(table).findAllByRole('link', { name: /^Open payout \d+$/ });
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/payroll\/view\/\d+$/));
    expect(within(table).getAllByRole('row').length - 1).toBe(10);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(table).getAllByRole('button', { name: /^Details of transaction \d+$/ })[0]!);
    expect(await screen.findByRole('dialog', { name: /^Transaction \d+$/ })).toBeInTheDocument();
  });

  it('shows the report and exports it as a file', async () => {
    await useLanguage('en', ['payoutReport', 'payoutTransactions', 'payouts', 'filters', 'shell']);
    const { files } = captureDownloads();
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutReportPage, '/payouts/report', 'carga');
    const table = await screen.findByRole('table', { name: 'Transactions report' });
    expect((await within(table).findAllByRole('button', { name: /^Details of transaction \d+$/ })).length).toBe(10);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('status', { name: 'Report exported' })).toHaveTextContent(/Exported ([\d,]+) of \1 rows\./);
    expect(files).toHaveLength(1);
  });
});
