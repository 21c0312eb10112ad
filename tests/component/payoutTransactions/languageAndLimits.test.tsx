import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PayoutTransactionsPage } from '@app/payouts/payoutTransactions/PayoutTransactionsPage';
import { useLanguage } from '../../support/render';
import { renderPage, serveRows, transactionJson } from './support';

const PATH = '/payouts/transactions';
const TX = '/v1/transactions/';

describe('payout transactions for alpsadmin and in Spanish', () => {
  it('alpsadmin may pick at most 7 of the 8 merchants, and sees every country', async () => {
    await useLanguage('en', ['payoutTransactions', 'payouts', 'filters', 'shell']);
    const served = serveRows(TX, () => [transactionJson(1)], 'transactions');
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, PATH, 'alpsadmin');
    await screen.findByRole('cell', { name: 'Beneficiario 1' });
    const merchants = screen.getByRole('combobox', { name: 'Merchants' });
    await user.click(merchants);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(8);
    for (const option of options.slice(0, 8)) await user.click(option);
    expect(await screen.findByText('You can select up to 7 merchants.')).toBeInTheDocument();
    expect(merchants).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Chile', 'Peru', 'Mexico']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(served.last().get('company_id')?.split(',')).toHaveLength(7));
  });

  it('speaks Spanish: texts, statuses, dates and amounts', async () => {
    await useLanguage('es', ['payoutTransactions', 'payouts', 'filters', 'shell']);
    serveRows(TX, () => [transactionJson(3, { amount: '1234567.891', transfer_status: 1 })], 'transactions');
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, PATH);
    expect(await screen.findByRole('heading', { name: 'Transacciones de nóminas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transacciones de nóminas' });
    const row = (await within(table).findByRole('cell', { name: 'Beneficiario 3' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'CLP 1.234.567,89' })).toBeInTheDocument();
    expect(within(row).getByText('En proceso')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '31/01/2025' })).toBeInTheDocument();
    for (const label of ['Documento del titular', 'Nombre del titular', 'Número de nómina', 'Nota de crédito']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    const field = screen.getByRole('textbox', { name: 'Número de nómina' });
    await user.type(field, 'N-12');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(field).toHaveAccessibleDescription('El número de nómina debe ser un número entero, por ejemplo 1024.');

    await user.click(within(row).getByRole('button', { name: 'Detalle de la transacción 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transacción 3' });
    expect(within(dialog).getByRole('rowheader', { name: 'Comisión' })).toBeInTheDocument();
    expect(within(dialog).getByText('CLP 150,00')).toBeInTheDocument();
  });
});
