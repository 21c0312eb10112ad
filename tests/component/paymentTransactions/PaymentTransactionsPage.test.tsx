import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { businessToday } from '@app/platform/businessToday';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentTransactionsPage } from '@app/payments/paymentTransactions/PaymentTransactionsPage';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { useVirtualLayout } from '../../support/virtualLayout';
import { holdRequests } from '../../model/support/network';
import { renderPage, sentQuery } from '../payoutTransactions/support';

useVirtualLayout();

const PATH = '/payments/transactions';
const LIST = '/v1/payments/operation/';
const NAMESPACES = ['paymentTransactions', 'payments', 'filters', 'lists', 'shell'];

/** Every query the list call sent (the demo API answers it). */
function recordQueries() {
  const queries: Record<string, string>[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(LIST)) queries.push(sentQuery(url.searchParams));
  };
  demoServer.events.on('request:start', listen);
  afterEach(() => demoServer.events.removeListener('request:start', listen));
  return { queries, last: () => queries[queries.length - 1]! };
}

const table = () => screen.findByRole('table', { name: 'Payments' });
const ids = () =>
  within(screen.getByRole('table', { name: 'Payments' }))
    .getAllByRole('row')
    .slice(1)
    // The first cell is the row's checkbox.
    .map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
const last15 = () => ({ 'start-date': dayjs(businessToday()).subtract(15, 'day').format('YYYY-MM-DD'), 'end-date': dayjs(businessToday()).format('YYYY-MM-DD') });

async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/** The rows are drawn (in a background render after the data: the table is busy until then). */
async function rowsLoaded() {
  await table();
  await waitFor(() => expect(screen.getByRole('region', { name: 'Payments' })).toHaveAttribute('aria-busy', 'false'));
  await waitFor(() => expect(ids().length).toBeGreaterThan(0));
}

// Each Filter now also writes the address (a router navigation): the long filter walk needs more than 15 s under load.
describe('payments list', { timeout: 30_000 }, () => {
  beforeEach(() => useLanguage('en', NAMESPACES));

  it('opens on the last 15 days, 10 per page, with every column, the summary and the merchant filter for admin', async () => {
    const sent = recordQueries();
    await renderPage(PaymentTransactionsPage, PATH, 'admin');
    await rowsLoaded();
    expect(sent.queries).toEqual([{ page: '1', itemsPerPage: '10', ...last15() }]);
    // Sortable headers are buttons (keyboard: Enter), so read the header cells themselves.
    const headers = [...(await table()).querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['', 'Operation id', 'Reference', 'Channel', 'Currency', 'Amount', 'Shopper', 'Status', 'Created (UTC)', 'Actions']);
    expect(ids()).toHaveLength(10);
    expect(screen.getByText(/^Records found: [\d.,]+\. Reports of more than 10\.000 records are sent to your email; generating a report takes 1 to 5 minutes\. Times are in UTC\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Merchants', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select the operations on this page' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select operation ${ids()[0]}` })).toBeInTheDocument();
    // Renotify only on statuses 2 and 3.
    for (const row of within(await table()).getAllByRole('row').slice(1)) {
      const status = within(row).getAllByRole('cell')[7]!.textContent!;
      const renotify = within(row).queryByRole('button', { name: /^Renotify operation/ });
      expect(Boolean(renotify)).toBe(status.startsWith('Completed'));
    }
  });

  it('hides the merchant filter from a user with one merchant', async () => {
    await renderPage(PaymentTransactionsPage, PATH, 'carga');
    await rowsLoaded();
    expect(screen.queryByLabelText('Merchants', { selector: 'input' })).toBeNull();
  });

  it('sends every filter as the spec says, cleaned as it is typed, and keeps them for the next visit', async () => {
    const user = userEvent.setup();
    const sent = recordQueries();
    const first = await renderPage(PaymentTransactionsPage, PATH, 'admin');
    await rowsLoaded();
    await pick(user, 'Payment type', 'Khipu');
    await pick(user, 'Payment type', 'Pix');
    await pick(user, 'Status', 'Completed and notified');
    await pick(user, 'Status', 'Rejected');
    await pick(user, 'Currency', 'CLP');
    await pick(user, 'Currency', 'USD');
    await pick(user, 'Merchants', 'Merchant 102');
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), '  AOS ');
    await user.type(screen.getByRole('textbox', { name: 'Shopper first name' }), ' Ana');
    await user.type(screen.getByRole('textbox', { name: 'Shopper last name' }), 'Soto ');
    await user.type(screen.getByRole('textbox', { name: 'Shopper document ID' }), ' 12.345');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1a2.5.0');
    await user.type(screen.getByRole('textbox', { name: /^Operation ids/ }), '12,,x34,');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.50');
    expect(screen.getByRole('textbox', { name: /^Operation ids/ })).toHaveValue('12,34,');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(sent.queries).toHaveLength(2));
    expect(sent.last()).toEqual({
      page: '1',
      itemsPerPage: '10',
      ...last15(),
      channel: '1-23',
      last_status: '3,4',
      currency: 'CLP,USD',
      company_id__in: '102',
      reference: 'AOS',
      shopper_first_name: 'Ana',
      shopper_last_name: 'Soto',
      'vat-id': '12.345',
      amount: '12.50',
      operation_id: '12,34',
    });
    await screen.findByText('No data found for the selected filter');
    first.unmount();

    await renderPage(PaymentTransactionsPage, PATH, 'admin');
    await screen.findByText('No data found for the selected filter');
    expect(sent.last()).toMatchObject({ channel: '1-23', operation_id: '12,34', reference: 'AOS' });
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('  AOS ');
  });

  it('sorts the page by a sortable column both ways, and keeps the order for the next visit', async () => {
    const user = userEvent.setup();
    const first = await renderPage(PaymentTransactionsPage, PATH, 'admin');
    await rowsLoaded();
    const served = ids();
    await user.click(screen.getByRole('button', { name: /Operation id/ }));
    await waitFor(() => expect(ids()).toEqual([...served].sort((a, b) => a - b)));
    await user.click(screen.getByRole('button', { name: /Operation id/ }));
    await waitFor(() => expect(ids()).toEqual([...served].sort((a, b) => b - a)));
    // Amount, shopper and status are not sortable.
    expect(screen.queryByRole('button', { name: /^Amount/ })).toBeNull();
    first.unmount();
    await renderPage(PaymentTransactionsPage, PATH, 'admin');
    await rowsLoaded();
    await waitFor(() => expect(ids()).toEqual([...served].sort((a, b) => b - a)));
  });

  it('keeps the order in the address: a step in the history, and a link with it opens sorted', async () => {
    const user = userEvent.setup();
    const first = await renderPage(PaymentTransactionsPage, PATH, 'admin');
    await rowsLoaded();
    const served = ids();
    await user.click(screen.getByRole('button', { name: /Operation id/ }));
    await waitFor(() => expect(new URLSearchParams(first.router.history.location.search).get('sort')).toBe('operation_id.asc'));
    expect(ids()).toEqual([...served].sort((a, b) => a - b));
    // Back: the order the server sent.
    first.router.history.back();
    await waitFor(() => expect(ids()).toEqual(served));
    first.unmount();
    window.sessionStorage.clear();
    const { router } = await renderPage(PaymentTransactionsPage, `${PATH}?sort=operation_id.desc`, 'admin');
    await rowsLoaded();
    await waitFor(() => expect(ids()).toEqual([...served].sort((a, b) => b - a)));
    expect(new URLSearchParams(router.history.location.search).get('sort')).toBe('operation_id.desc');
  });

  it("shows a row's costs and card, 'Pending' for an absent value, and a malformed shopper as far as it reads", async () => {
    const user = userEvent.setup();
    const row = {
      operation_id: 777,
      merchant_trans_id: 'AND-777',
      channel: 2,
      currency: 'CLP',
      amount: '15000',
      last_status: 4,
      fec_creacion: '2026-11-20T10:11:12Z',
      shopper_information: '{"Num_doc_identi": "11.111.111-1", "name_shopper": "Ana", "las_name_Shopper": "So',
      operation_commission: { fee: '450', tax: null, net_amount: 14550 },
      tbk_transaction: { vads_card_number: '4111********1111', vads_auth_number: 'A1', vads_card_brand: 'VISA' },
    };
    demoServer.use(http.get(`*${LIST}`, () => HttpResponse.json({ items: { data: [row] }, paginate: { totalItems: 1, itemsPerPage: 10, num_pages: 1, page: 1 } })));
    await renderPage(PaymentTransactionsPage, PATH, 'admin');
    const cells = within(await screen.findByRole('row', { name: /AND-777/ })).getAllByRole('cell');
    expect(cells.slice(0, 9).map((cell) => cell.textContent)).toEqual([
      '',
      '777',
      'AND-777',
      'Webpay Plus',
      'CLP',
      'CLP 15.000,00',
      '11.111.111-1Ana',
      'Rejected',
      '20-11-2026 10:11:12',
    ]);
    expect(screen.queryByRole('button', { name: 'Renotify operation 777' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Costs: fee, tax, net amount and card of operation 777' }));
    const popup = await screen.findByRole('dialog', { name: 'Costs: fee, tax, net amount and card of operation 777' });
    const pairs = within(popup).getAllByRole('row').map((r) => r.textContent);
    expect(pairs).toEqual(['FeeCLP 450,00', 'TaxPending', 'Net amountCLP 14.550,00', 'Card brandVISA', 'Card number4111********1111', 'AuthorizationA1']);
  });

  it("opens the transaction detail from 'See Details' and closes it", async () => {
    const user = userEvent.setup();
    await renderPage(PaymentTransactionsPage, PATH, 'admin');
    await rowsLoaded();
    const id = ids()[0]!;
    await user.click(screen.getByRole('button', { name: `See details of operation ${id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Transaction ${id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Transaction ${id}` })).toBeNull());
  });
});

describe('payments export', () => {
  beforeEach(() => useLanguage('en', NAMESPACES));

  it('asks for at most 20,000 rows with the form filters, shows it is running, and opens a 201 url in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    await renderPage(PaymentTransactionsPage, PATH, 'admin');
    await rowsLoaded();
    const hold = holdRequests([LIST]);
    await pick(user, 'Status', 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const request = await hold.next(LIST);
    const query = sentQuery(new URL(request.url, window.location.href).searchParams);
    expect(query).toEqual({ export: 'true', limit: '20000', last_status: '4', ...last15() });
    const running = screen.getByRole('button', { name: 'Exporting...' });
    expect(running).toBeDisabled();
    await user.click(running);
    expect(hold.pending()).toHaveLength(1);
    request.pass();
    await screen.findByText('The report has been opened in a new tab.');
    expect(open).toHaveBeenCalledTimes(1);
    // The link the API signed for this session: the new tab carries no token.
    expect(open.mock.calls[0]![0]).toMatch(/\/v1\/payments\/exports\/payments_\d+\.csv\?u=\d+&exp=\d+&sig=[\w-]+$/);
    expect(open.mock.calls[0]![1]).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('says the report is e-mailed on any other success, and shows a null url as unavailable', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    await renderPage(PaymentTransactionsPage, PATH, 'admin');
    await rowsLoaded();
    demoServer.use(http.get(`*${LIST}`, () => HttpResponse.json({ url: '/api/x.csv' }, { status: 200 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Generating report. It will be sent to your email in a few minutes.', { normalizer: (s) => s.replace(/\s+/g, ' ') })).toBeInTheDocument();
    demoServer.use(http.get(`*${LIST}`, () => HttpResponse.json({ url: null }, { status: 201 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Service temporarily unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Service temporarily unavailable')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});
