import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { businessToday } from '@app/platform/businessToday';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PayoutTransactionsPage } from '@app/payouts/payoutTransactions/PayoutTransactionsPage';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { PAYROLL_STUB, renderPage, sentQuery, serveRows, transactionJson } from './support';

const PATH = '/payouts/transactions';
const TX = '/v1/transactions/';
const NO_DATA = 'No data found for the selected filter';

const last15Days = () => ({
  created_at__gte: dayjs(businessToday()).subtract(15, 'day').format('YYYY-MM-DD'),
  created_at__lte: dayjs(businessToday()).format('YYYY-MM-DD'),
});

const table = () => screen.findByRole('table', { name: 'Payout transactions' });
const filterButton = () => screen.getByRole('button', { name: 'Filter' });

/** Opens a select (unless a multi-select is still open) and picks an option. */
async function pickOption(user: UserEvent, combobox: string, option: string) {
  const box = screen.getByRole('combobox', { name: combobox });
  if (box.getAttribute('aria-expanded') !== 'true') await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The text of each cell of the body row that holds `text`. */
async function rowCells(text: string) {
  const row = (await screen.findByRole('cell', { name: text })).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('payout transactions page', () => {
  beforeEach(() => useLanguage('en', ['payoutTransactions', 'payouts', 'filters', 'shell']));

  it('loads the last 15 days, 10 per page, sending no empty filters, and shows every column', async () => {
    const served = serveRows(TX, () => [transactionJson(1), transactionJson(2, { transfer_status: 4, amount: 50 })], 'transactions');
    await renderPage(PayoutTransactionsPage, PATH);
    await table();
    expect(sentQuery(served.last())).toEqual({ itemsPerPage: '10', page: '1', retorno: 'datatables', ...last15Days() });

    const headers = within(await table()).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['', 'ID', 'Payout number', 'Merchant', 'Holder ID', 'Name', 'Bank', 'Account', 'Amount', 'Status', 'Created', 'Actions']);
    expect(await rowCells('Beneficiario 1')).toEqual([
      '',
      '1',
      '501',
      'Comercial Andes SpA',
      '11.111.001-1',
      'Beneficiario 1',
      'Banco de Chile',
      '000123451',
      'CLP 1.234,56',
      'Approved by bank',
      '31/01/2025',
      'Details',
    ]);
    expect((await rowCells('Beneficiario 2'))[8]).toBe('CLP 50,00');
    expect((await rowCells('Beneficiario 2'))[9]).toBe('Rejected by bank');
    // One page only: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('links the payout number to its payroll', async () => {
    serveRows(TX, () => [transactionJson(1)], 'transactions');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderPage(PayoutTransactionsPage, PATH);
    const link = await screen.findByRole('link', { name: 'Open payout 501' });
    expect(link).toHaveAttribute('href', '/payroll/view/501');
    await user.click(link);
    expect(await screen.findByText(PAYROLL_STUB)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payroll/view/501');
  });

  it('a user with one company and one country gets no merchant or country filter', async () => {
    serveRows(TX, () => [transactionJson(1)], 'transactions');
    await renderPage(PayoutTransactionsPage, PATH, 'carga');
    await table();
    await waitFor(() => expect(screen.queryByText('Date range')).toBeInTheDocument());
    expect(screen.queryByRole('combobox', { name: 'Merchants' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Country' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Customer DNI' })).toBeInTheDocument();
  });

  it('sends every filter, trimmed, with the API names', async () => {
    const served = serveRows(TX, () => [transactionJson(1)], 'transactions');
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, PATH, 'alpsadmin');
    await table();
    await pickOption(user, 'Merchants', 'Comercial Andes SpA');
    await pickOption(user, 'Merchants', 'Inversiones Lima SAC');
    await pickOption(user, 'Status', 'In process');
    await pickOption(user, 'Status', 'Rejected by bank');
    await pickOption(user, 'Country', 'Peru');
    await user.type(screen.getByRole('textbox', { name: 'Customer DNI' }), '  11.111.111-1 ');
    await user.type(screen.getByRole('textbox', { name: 'Customer name' }), ' Ana ');
    await user.type(screen.getByRole('textbox', { name: 'Payout number' }), ' 1024 ');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1500,5');
    await user.type(screen.getByRole('textbox', { name: 'Credit note' }), 'NC-9');
    await user.type(screen.getByRole('textbox', { name: 'Transaction IDs' }), '5,,7,5,');
    const before = served.requests.length;
    await user.click(filterButton());
    await waitFor(() => expect(served.requests.length).toBe(before + 1));
    expect(sentQuery(served.last())).toEqual({
      itemsPerPage: '10',
      page: '1',
      retorno: 'datatables',
      ...last15Days(),
      company_id: '1,3',
      transfer_status_id__in: '1,4',
      country_id: '2',
      vat_id: '11.111.111-1',
      name__icontains: 'Ana',
      uploaded_file__id: '1024',
      amount: '1500.5',
      credit_note: 'NC-9',
      id__in: '5,7',
    });
  });

  it('offers the five transfer statuses', async () => {
    serveRows(TX, () => [transactionJson(1)], 'transactions');
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, PATH);
    await table();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['In process', 'Approved', 'Rejected', 'Rejected by bank', 'Approved by bank']);
  });

  it('refuses a payout number that is not a number, keeping what was typed, and sends nothing', async () => {
    const served = serveRows(TX, () => [transactionJson(1)], 'transactions');
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, PATH);
    await table();
    const field = screen.getByRole('textbox', { name: 'Payout number' });
    await user.type(field, '12a');
    const before = served.requests.length;
    await user.click(filterButton());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('The payout number must be a whole number, such as 1024.');
    expect(field).toHaveValue('12a');
    expect(served.requests.length).toBe(before);

    // Correcting it clears the message and filters.
    await user.clear(field);
    expect(screen.queryByText('The payout number must be a whole number, such as 1024.')).toBeNull();
    await user.type(field, '12');
    await user.click(filterButton());
    await waitFor(() => expect(served.last().get('uploaded_file__id')).toBe('12'));
  });

  it('refuses an amount without digits and an id list without ids', async () => {
    const served = serveRows(TX, () => [transactionJson(1)], 'transactions');
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, PATH);
    await table();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const ids = screen.getByRole('textbox', { name: 'Transaction IDs' });
    // The inputs already drop letters: only digits, one point, and commas get in.
    await user.type(amount, 'a.b');
    await user.type(ids, 'x,');
    expect(amount).toHaveValue('.');
    expect(ids).toHaveValue(',');
    const before = served.requests.length;
    await user.click(filterButton());
    expect(amount).toHaveAccessibleDescription('Enter the amount with digits and at most one decimal point, such as 1500.50.');
    expect(ids).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter transaction IDs as numbers separated by commas, such as 1021,1022.')).toBeInTheDocument();
    expect(served.requests.length).toBe(before);
  });

  it('keeps the filters and page size for the next visit (session storage)', async () => {
    const served = serveRows(TX, () => Array.from({ length: 30 }, (_, i) => transactionJson(i + 1)), 'transactions');
    const user = userEvent.setup({ delay: null });
    const first = await renderPage(PayoutTransactionsPage, PATH);
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Beneficiario');
    await user.click(filterButton());
    await waitFor(() => expect(served.last().get('name__icontains')).toBe('Beneficiario'));
    await pickOption(user, 'Rows per page', '25');
    await waitFor(() => expect(served.last().get('itemsPerPage')).toBe('25'));
    await screen.findByRole('cell', { name: 'Beneficiario 25' });
    first.unmount();

    served.requests.length = 0;
    await renderPage(PayoutTransactionsPage, PATH);
    await screen.findByRole('cell', { name: 'Beneficiario 25' });
    expect(screen.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Beneficiario');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(sentQuery(served.last())).toMatchObject({ itemsPerPage: '25', page: '1', name__icontains: 'Beneficiario' });
  });

  it('pages with 10, 25, 50 or 150 rows; page buttons only with more than one page', async () => {
    const served = serveRows(TX, () => Array.from({ length: 23 }, (_, i) => transactionJson(i + 1)), 'transactions');
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, PATH);
    await screen.findByRole('cell', { name: 'Beneficiario 10' });
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['10', '25', '50', '150']);
    await user.keyboard('{Escape}');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('cell', { name: 'Beneficiario 23' });
    expect(served.last().get('page')).toBe('3');
    expect(screen.queryByRole('cell', { name: 'Beneficiario 10' })).toBeNull();

    await pickOption(user, 'Rows per page', '50');
    await screen.findByRole('cell', { name: 'Beneficiario 1' });
    expect(sentQuery(served.last())).toMatchObject({ itemsPerPage: '50', page: '1' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    serveRows(TX, () => [], 'transactions');
    await renderPage(PayoutTransactionsPage, PATH);
    expect(await screen.findByRole('status')).toHaveTextContent(NO_DATA);
    expect(screen.queryByRole('table', { name: 'Payout transactions' })).toBeNull();
  });

  it('shows a failure with Retry, which loads again', async () => {
    let fail = true;
    demoServer.use(
      http.get(`*${TX}`, ({ request }) =>
        fail
          ? HttpResponse.json({ detail: 'Transactions are being recalculated.' }, { status: 503 })
          : HttpResponse.json({ items: [transactionJson(1)], paginate: { totalItems: 1, itemsPerPage: 10, num_pages: 1, page: Number(new URL(request.url).searchParams.get('page')) } }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutTransactionsPage, PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(alert).toHaveTextContent('Transactions are being recalculated.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Beneficiario 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a malformed answer is an error, not a blank table', async () => {
    demoServer.use(http.get(`*${TX}`, () => HttpResponse.json({ items: [{ id: 'one' }], paginate: {} })));
    await renderPage(PayoutTransactionsPage, PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server sent an answer this page cannot read.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
