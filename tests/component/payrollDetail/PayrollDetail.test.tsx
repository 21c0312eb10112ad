import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as report from '@app/reporting/report';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { CREATED_AT, PAYROLL_ID, rawPayroll, rawTransaction, rawTransactions } from './data';
import { BOX_PX, bodyRows, headers, mountDetail, renderDetail, restoreNavigation, ROW_PX, scrollBox, transactionsTable } from './renderDetail';
import { useVirtualLayout } from '../../support/virtualLayout';

useVirtualLayout();

afterEach(restoreNavigation);
beforeAll(() => useLanguage('en', ['payrollDetail', 'payouts']));

const DEFAULT_HEADERS = [
  'ID',
  'Credit note',
  'Destination account',
  'Account type',
  'Bank',
  'Holder ID',
  'Name',
  'Amount',
  'Transfer status',
  'Detail',
];

describe('payroll detail: header and totals', () => {
  it('shows the payroll: id, merchant, file, detail, status, uploader, created and last verification', async () => {
    await renderDetail({ transactions: rawTransactions(2) });
    expect(screen.getByRole('heading', { name: `Payroll ${PAYROLL_ID}` })).toBeInTheDocument();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('Merchant')).toHaveTextContent('Comercial Andes SpA');
    expect(term('File')).toHaveTextContent('nomina_marzo.xlsx');
    expect(term('Uploaded by')).toHaveTextContent('Carla Carga');
    expect(term('Created')).toHaveTextContent('10-03-2025 14:05:09');
    expect(term('Last verification')).toHaveTextContent('12-03-2025 09:30:00');
    // Both are the API's instants in UTC, and the header says so.
    expect(screen.getByText('Times in UTC')).toBeVisible();
    expect(term('Detail')).toHaveTextContent('Processed by the bank');
    const header = screen.getByRole('heading', { name: `Payroll ${PAYROLL_ID}` }).closest('section')!;
    expect(within(header).getByText('Approved by bank')).toBeInTheDocument();
  });

  it('totals per currency: uploaded count and amount, paid count and amount, with the currency code', async () => {
    await renderDetail({ transactions: rawTransactions(2) });
    const totals = screen.getByRole('table', { name: 'Totals per currency' });
    const rows = within(totals).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'CurrencyUploadedUploaded amountPaidPaid amount',
      'CLP1.250CLP 98.765.432,101.180CLP 1.234.567,89',
      'USD3USD 300,002USD 200,50',
    ]);
  });

  it('under approval, says whose signature it waits for, or that no approver is assigned (issue 24)', async () => {
    await renderDetail({ payroll: rawPayroll({ status_id: 4, actual_approver_id: 2 }), transactions: [] });
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('Approval')).toHaveTextContent('Waiting for approver 2');
  });

  it('under approval with an unknown approver, says nobody can sign it', async () => {
    await renderDetail({ payroll: rawPayroll({ status_id: 4, actual_approver_id: 3 }), transactions: [] });
    expect(screen.getByText('Approval', { selector: 'dt' }).nextElementSibling).toHaveTextContent('No approver assigned: nobody can approve or reject it');
  });

  it('after approval, has no Approval field', async () => {
    await renderDetail({ transactions: rawTransactions(2) });
    expect(screen.queryByText('Approval', { selector: 'dt' })).toBeNull();
  });

  it('a payroll with no totals yet says so', async () => {
    await renderDetail({ payroll: rawPayroll({ totals: {} }), transactions: [] });
    expect(screen.getByText('No totals yet')).toBeInTheDocument();
    expect(screen.getByText('This payroll has no transactions')).toBeInTheDocument();
  });
});

describe('payroll detail: transactions table', () => {
  it('loads up to 1000 transactions in one call, 50 per page at first, spec columns hidden by default', async () => {
    const { requests } = await renderDetail({ transactions: rawTransactions(1000) });
    expect(requests.transactionQueries).toHaveLength(1);
    expect(requests.transactionQueries[0]!.get('itemsPerPage')).toBe('1000');
    expect(headers()).toEqual(DEFAULT_HEADERS);
    for (const hidden of ['Purchase order', 'Reason', 'Bank detail', 'Channel', 'Email']) expect(headers()).not.toContain(hidden);
    // A page of 50 (and the header row), of which only the rows in view are drawn.
    expect(transactionsTable()).toHaveAttribute('aria-rowcount', '51');
    expect(bodyRows()[0]).toHaveTextContent('100000');
    expect(bodyRows().length).toBeLessThan(50);
    expect(screen.getByText('1–50 of 1.000')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws only the rows in view of its box, and the others as the user scrolls', async () => {
    await renderDetail({ transactions: rawTransactions(150) });
    await userEvent.setup().selectOptions(screen.getByLabelText('Rows per page'), '150');
    await waitFor(() => expect(transactionsTable()).toHaveAttribute('aria-rowcount', '151'));
    const drawn = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(drawn[0]).toBe(2);
    expect(drawn.length).toBeLessThanOrEqual(BOX_PX / ROW_PX + 8);
    // Scrolled to row 100 of the page: rows around it are drawn, the first ones are not.
    scrollBox().scrollTop = 100 * ROW_PX;
    fireEvent.scroll(scrollBox());
    await waitFor(() => expect(screen.getByText('100100')).toBeInTheDocument());
    expect(screen.queryByText('100000')).toBeNull();
    for (const row of bodyRows()) expect(Number(row.getAttribute('aria-rowindex'))).toBeGreaterThan(90);
  });

  it('says clearly when the payroll has more than the 1000 rows shown', async () => {
    await renderDetail({ transactions: rawTransactions(1000), totalItems: 1250 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing the first 1.000 of 1.250 transactions.');
  });

  // Long rows of Mantine cells are slow to draw in jsdom: this test gets more time.
  it('pages through the rows and offers 50, 100 or 150 per page', { timeout: 40_000 }, async () => {
    const { user } = await renderDetail({ transactions: rawTransactions(160) });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('51–100 of 160')).toBeInTheDocument());
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(bodyRows()[0]).toHaveTextContent('100050');

    const perPage = screen.getByLabelText('Rows per page');
    expect([...(perPage as HTMLSelectElement).options].map((o) => o.value)).toEqual(['50', '100', '150']);
    await user.selectOptions(perPage, '150');
    // A new page size starts from the first page.
    await waitFor(() => expect(screen.getByText('1–150 of 160')).toBeInTheDocument(), { timeout: 5000 });
    expect(transactionsTable()).toHaveAttribute('aria-rowcount', '151');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10), { timeout: 5000 });
    expect(bodyRows()[9]).toHaveTextContent('100159');
  });

  it('column toggles show and hide columns, and are remembered for the session', async () => {
    const { user, view } = await renderDetail({ transactions: rawTransactions(3) });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const group = await screen.findByRole('group', { name: 'Columns to show' });
    expect(within(group).getByRole('checkbox', { name: 'Purchase order' })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Purchase order' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Bank' }));
    // Each toggle redraws the table in a background render: wait for the last one.
    await waitFor(() => expect(headers()).toContain('Purchase order'));
    await waitFor(() => expect(headers()).not.toContain('Bank'));
    expect(headers()).toContain('Email');
    expect(within(transactionsTable()).getByText('OC-7000')).toBeInTheDocument();
    expect(within(transactionsTable()).getByText('persona1@example.com')).toBeInTheDocument();

    view.unmount();
    await renderDetail({ transactions: rawTransactions(3) });
    await waitFor(() => expect(headers()).toEqual(['ID', 'Purchase order', 'Credit note', 'Destination account', 'Account type', 'Holder ID', 'Name', 'Amount', 'Email', 'Transfer status', 'Detail']));
    expect(window.localStorage.length).toBe(0);
  });

  it('the last visible column cannot be hidden', async () => {
    const { user } = await renderDetail({ transactions: rawTransactions(1) });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const group = await screen.findByRole('group', { name: 'Columns to show' });
    for (const name of DEFAULT_HEADERS.slice(1)) await user.click(within(group).getByRole('checkbox', { name }));
    await waitFor(() => expect(headers()).toEqual(['ID']));
    expect(within(group).getByRole('checkbox', { name: 'ID' })).toBeDisabled();
  });

  it('searches the visible columns, ignoring case and accents', async () => {
    const { user } = await renderDetail({ transactions: rawTransactions(200) });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'munoz');
    // 8 first names per last name, 8 last names: 'Muñoz' is rows 16–23 of every 64.
    await waitFor(() => expect(screen.getByText('1–24 of 24')).toBeInTheDocument());
    for (const row of bodyRows()) expect(row).toHaveTextContent(/Muñoz/);

    // Emails are in a hidden column: not searched until it is shown.
    await user.clear(search);
    await user.click(search);
    await user.paste('persona7@');
    await waitFor(() => expect(screen.getByText('No transactions match your search')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('persona7@example.com');
  });

  it('search goes back to the first page and finds the texts the cells show', async () => {
    const { user } = await renderDetail({ transactions: rawTransactions(200) });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('51–100 of 200')).toBeInTheDocument());
    // The status label and the formatted amount, not the raw API values.
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('approved by bank');
    await waitFor(() => expect(screen.getByText('1–40 of 40')).toBeInTheDocument());
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('CLP 1.037,50');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('100001');
  });
});

describe('payroll detail: detail column rules', () => {
  const bank = (fecha_abono: string | null, motivo: string | null = null) => ({ estado_abono: 'X', motivo, fecha_abono });

  it("approved by bank (5) shows Paid, with the payment date only when later than the creation", async () => {
    await renderDetail({
      transactions: [
        rawTransaction(0, { transfer_status: 5, responsefrombank: bank('2025-03-12') }),
        rawTransaction(1, { transfer_status: 5, responsefrombank: bank(CREATED_AT.slice(0, 10)) }),
        rawTransaction(2, { transfer_status: 5, responsefrombank: bank('2025-03-01') }),
      ],
    });
    const [later, sameDay, earlier] = bodyRows();
    expect(later).toHaveTextContent('Paid');
    expect(later).toHaveTextContent('Paid on 12/03/2025');
    expect(sameDay).toHaveTextContent('Paid');
    expect(sameDay).not.toHaveTextContent('Paid on');
    expect(earlier).not.toHaveTextContent('Paid on');
  });

  it('rejected by bank (4) shows the reason, or the map of messages as a readable list of text', async () => {
    await renderDetail({
      transactions: [
        rawTransaction(0, { transfer_status: 4, responsefrombank: bank('2025-03-13', 'Cuenta bloqueada') }),
        rawTransaction(1, {
          transfer_status: 4,
          transfer_status_detail: "{'account_id': ['Cuenta cerrada'], 'name': '<b>Nombre</b> inválido'}",
          responsefrombank: bank('2025-03-10'),
        }),
      ],
    });
    const [reason, messages] = bodyRows();
    expect(reason).toHaveTextContent('Rejected on 13/03/2025');
    expect(reason).toHaveTextContent('Cuenta bloqueada');
    expect(messages).not.toHaveTextContent('Rejected on');
    const items = within(messages!).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['account_id: Cuenta cerrada', 'name: <b>Nombre</b> inválido']);
    // Text, never HTML: no element was made from the server's markup.
    expect(messages!.querySelector('b')).toBeNull();
  });
});

describe('payroll detail: leaving and errors', () => {
  it('Close returns to the payouts list', async () => {
    const { user, go } = await renderDetail({ transactions: rawTransactions(2) });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(go).toHaveBeenCalledWith('/payouts/list');
  });

  it('a malformed answer is an error state, reported, with a way to try again', async () => {
    const reported = vi.spyOn(report, 'reportError').mockImplementation(() => {});
    const { user } = mountDetail({
      transactions: rawTransactions(2),
      override: () =>
        demoServer.use(http.get('*/v1/payrolls/:id/', () => HttpResponse.json({ id: PAYROLL_ID, status_id: 'seven' }), { once: true })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payroll could not be loaded');
    expect(alert).toHaveTextContent('The server sent an answer this page cannot read.');
    expect(reported).toHaveBeenCalled();
    expect(screen.queryByRole('table', { name: 'Transactions' })).toBeNull();
    // The next answer is well formed: trying again shows the payroll.
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: `Payroll ${PAYROLL_ID}` })).toBeInTheDocument();
  });
});
