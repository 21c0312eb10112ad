import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PayoutTransactionsPage } from '@app/payouts/payoutTransactions/PayoutTransactionsPage';
import { useLanguage } from '../../support/render';
import { PAYROLL_STUB, renderPage, serveRows, transactionJson } from './support';

const PATH = '/payouts/transactions';
const TX = '/v1/transactions/';

/** The value cell of the detail row labelled `label`. */
function fieldValue(dialog: HTMLElement, label: string): HTMLElement {
  const header = within(dialog).getByRole('rowheader', { name: label });
  return within(header.closest('tr')!).getByRole('cell');
}

async function openDetail(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('payout transaction detail', () => {
  it('shows every field of the transaction, the bank response and who uploaded it', async () => {
    await useLanguage('en', ['payoutTransactions', 'payouts', 'filters', 'shell']);
    serveRows(
      TX,
      () => [
        transactionJson(7, {
          transfer_status: 4,
          transfer_status_description: 'Rejected by bank',
          refund_reason: "{'account': ['Closed account', 'Holder mismatch'], 'bank': 'Timeout'}",
          responsefrombank: { estado_abono: 'RECHAZADO', motivo: 'Cuenta cerrada', fecha_abono: '2025-02-01' },
          bank_detail: 'Código 14',
        }),
      ],
      'transactions',
    );
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, PATH);
    const dialog = await openDetail(user, 'Details of transaction 7');
    expect(dialog).toHaveAccessibleName('Transaction 7');
    const expected: Record<string, string> = {
      ID: '7',
      'Transaction number': 'TX-7',
      'Purchase order': 'OC-7',
      'Payout number': '501',
      Merchant: 'Comercial Andes SpA',
      'Credit note': 'NC-7',
      'Holder ID type': 'RUT',
      'Holder ID': '11.111.007-1',
      Name: 'Beneficiario 7',
      Email: 'b7@demo.example',
      Phone: '+56 9 1234 5678',
      Bank: 'Banco de Chile',
      Account: '000123457',
      'Account type': 'Cuenta corriente',
      Amount: 'CLP 1.234,56',
      Fee: 'CLP 150,00',
      Tax: 'CLP 28,50',
      Channel: 'web',
      Subject: 'Sueldo',
      'Bank detail': 'Código 14',
      Status: 'Rejected by bank',
      'Status description': 'Rejected by bank',
      'Bank response': 'RECHAZADO',
      'Bank reason': 'Cuenta cerrada',
      'Bank payment date': '2025-02-01',
      'Uploaded by': 'Camila Rojas',
      'Created (UTC)': '31-01-2025 12:00:00',
      'Updated (UTC)': '01-02-2025 09:30:00',
    };
    for (const [label, value] of Object.entries(expected)) {
      expect(fieldValue(dialog, label), label).toHaveTextContent(value);
    }
    // A map of messages (here Python's repr of a dict) becomes a readable list.
    const items = within(fieldValue(dialog, 'Status detail')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['account: Closed account', 'account: Holder mismatch', 'bank: Timeout']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renders server text as text, never as HTML, and says when a field is not given', async () => {
    await useLanguage('en', ['payoutTransactions', 'payouts', 'filters', 'shell']);
    serveRows(
      TX,
      () => [
        transactionJson(8, {
          transfer_status_detail: '{"error": "<img src=x onerror=alert(1)><b>bold</b>"}',
          fee: null,
          uploaded_by: null,
          responsefrombank: null,
          email: null,
          user_email: null,
        }),
      ],
      'transactions',
    );
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, PATH);
    const dialog = await openDetail(user, 'Details of transaction 8');
    const detail = fieldValue(dialog, 'Status detail');
    expect(detail).toHaveTextContent('error: <img src=x onerror=alert(1)><b>bold</b>');
    expect(detail.querySelector('img, b')).toBeNull();
    for (const label of ['Fee', 'Uploaded by', 'Bank response', 'Email']) {
      expect(fieldValue(dialog, label), label).toHaveTextContent('Not given');
    }
  });

  it('links to the payroll from the detail too', async () => {
    await useLanguage('en', ['payoutTransactions', 'payouts', 'filters', 'shell']);
    serveRows(TX, () => [transactionJson(9, { payroll: 4242 })], 'transactions');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderPage(PayoutTransactionsPage, PATH);
    const dialog = await openDetail(user, 'Details of transaction 9');
    const link = within(dialog).getByRole('link', { name: 'Open payout 4242' });
    expect(link).toHaveAttribute('href', '/payroll/view/4242');
    await user.click(link);
    expect(await screen.findByText(PAYROLL_STUB)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payroll/view/4242');
  });
});
