import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { VoucherPageSchema } from '@app/api/schemas/payments';
import { PayoutVouchersPage } from '@app/payouts/payoutVouchers/PayoutVouchersPage';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { renderPage, sentQuery } from '../payoutTransactions/support';

const PATH = '/payouts/vouchers';
const NAMESPACES = ['payoutVouchers', 'payouts', 'filters', 'lists', 'shell'];
const table = (name = 'Payment vouchers') => screen.findByRole('table', { name });
const headers = async (name?: string) => within(await table(name)).getAllByRole('columnheader').map((th) => th.textContent);

/** One row of GET /v1/vouchers/ as the provider sends it (checked against the schema when served). */
function voucherJson(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    rut: `12.345.${String(id).padStart(3, '0')}-5`,
    nombre: `Cliente ${id}`,
    banco: 'Banco Estado',
    monto: '150000.00',
    monto_abono: '150000.00',
    estado_pago: 'PAGADO',
    estado_abono: 'ABONADO',
    fecha_de_pago: '2026-11-10',
    fecha_abono: '2026-11-11',
    forma_de_pago: 'Transferencia',
    forma_abono: 'Abono en cuenta',
    voucher: { id: 70000 + id, has_voucher: true },
    transaction: { currency_code: 'CLP' },
    payroll: { company_name: 'Comercial Andes SpA' },
    company: { name: 'Comercial Andes SpA' },
    ...overrides,
  };
}

/** Serves `rows` paged as the API pages them, recording every query. */
function serveVouchers(rows: readonly Record<string, unknown>[]) {
  const queries: Record<string, string>[] = [];
  demoServer.use(
    http.get('*/v1/vouchers/', ({ request }) => {
      const url = new URL(request.url);
      queries.push(sentQuery(url.searchParams));
      const size = Number(url.searchParams.get('itemsPerPage'));
      const page = Number(url.searchParams.get('page'));
      const body = {
        items: rows.slice((page - 1) * size, page * size),
        paginate: { totalItems: rows.length, itemsPerPage: size, num_pages: Math.max(1, Math.ceil(rows.length / size)), page },
      };
      v.parse(VoucherPageSchema, body);
      return HttpResponse.json(body);
    }),
  );
  return queries;
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;
const cellsOf = async (name: string) => within(await rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);

describe('payment vouchers report', () => {
  let user: UserEvent;
  beforeEach(async () => {
    await useLanguage('en', NAMESPACES);
    user = userEvent.setup({ delay: null });
  });

  it('asks for the first 10 with no filter, and shows carga every column but the company', async () => {
    const queries = serveVouchers([
      voucherJson(1),
      voucherJson(2, { monto_abono: null, estado_abono: null, estado_pago: 'PENDIENTE', fecha_abono: null, forma_abono: null, voucher: { id: null, has_voucher: false } }),
      voucherJson(3, { estado_abono: 'EN REVISIÓN', transaction: { currency_code: 'USD' }, monto_abono: '99.5' }),
    ]);
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    expect(await headers()).toEqual(['', 'Tax ID', 'Name', 'Bank', 'Amount', 'Paid status', 'Payment date', 'Way to pay', 'Proof']);
    expect(queries).toEqual([{ itemsPerPage: '10', page: '1' }]);
    expect(await cellsOf('Cliente 1')).toEqual(['', '12.345.001-5', 'Cliente 1', 'Banco Estado', 'CLP 150.000,00', 'Paid', '11/11/2026', 'Abono en cuenta', 'Download proof']);
    // A pending payment: the order's own amount, status, date and way until it is credited; no proof.
    expect(await cellsOf('Cliente 2')).toEqual(['', '12.345.002-5', 'Cliente 2', 'Banco Estado', 'CLP 150.000,00', 'Pending', '10/11/2026', 'Transferencia', 'No proof']);
    // A status word the page does not know is shown as the server sent it.
    expect((await cellsOf('Cliente 3')).slice(4, 6)).toEqual(['USD 99,50', 'EN REVISIÓN']);
    expect(screen.getByRole('status')).toHaveTextContent('Vouchers found: 3');
  });

  it('opens the proof on the API host in a new tab', async () => {
    serveVouchers([voucherJson(7)]);
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    const link = await screen.findByRole('link', { name: 'Download proof of the payment to Cliente 7 (12.345.007-5)' });
    expect(link).toHaveAttribute('href', '/api/v1/pdf_refunds/voucher/70007');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the link the API signed for the session, when the answer gives one (the tab carries no token)', async () => {
    const signed = '/api/v1/pdf_refunds/voucher/70007?u=2&exp=1900000000&sig=abc';
    serveVouchers([voucherJson(7, { voucher: { id: 70007, has_voucher: true, url: signed } })]);
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    const link = await screen.findByRole('link', { name: 'Download proof of the payment to Cliente 7 (12.345.007-5)' });
    expect(link).toHaveAttribute('href', signed);
  });

  it.each(['manager', 'admin', 'alpsadmin'])('shows %s the company column', async (username) => {
    serveVouchers([voucherJson(1)]);
    await renderPage(PayoutVouchersPage, PATH, username);
    expect(await headers()).toContain('Company');
    expect(await cellsOf('Cliente 1')).toContain('Comercial Andes SpA');
  });

  it.each(['aprobador1', 'aprobador2'])('does not show %s the company column', async (username) => {
    serveVouchers([voucherJson(1)]);
    await renderPage(PayoutVouchersPage, PATH, username);
    expect(await headers()).not.toContain('Company');
  });

  it('sends each filter under its name, trimmed, from page 1, and nothing empty', async () => {
    const queries = serveVouchers([voucherJson(1)]);
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Client tax ID (starts with)' }), ' 12.345 ');
    await user.type(screen.getByRole('textbox', { name: 'Client name (contains)' }), 'cliente');
    await user.type(screen.getByRole('textbox', { name: 'Payment amount' }), '150000,5');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]).toEqual({ itemsPerPage: '10', page: '1', rut__startswith: '12.345', nombre__icontains: 'cliente', monto_abono: '150000.5' });

    await user.clear(screen.getByRole('textbox', { name: 'Client name (contains)' }));
    await user.type(screen.getByRole('textbox', { name: 'Bank (contains)' }), 'estado');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries[2]).toEqual({ itemsPerPage: '10', page: '1', rut__startswith: '12.345', banco__icontains: 'estado', monto_abono: '150000.5' });
  });

  it('refuses an amount of just a point, keeps it as typed and sends nothing', async () => {
    const queries = serveVouchers([voucherJson(1)]);
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    await table();
    const amount = screen.getByRole('textbox', { name: 'Payment amount' });
    await user.type(amount, '.');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Enter the amount with digits and at most one decimal point, such as 1500.50.')).toBeInTheDocument();
    expect(amount).toHaveValue('.');
    expect(queries).toHaveLength(1);
  });

  it('restores the saved filters and page size, dates included, and sends them as payment dates', async () => {
    window.sessionStorage.setItem(
      'filters:payoutVouchers',
      JSON.stringify({ filters: { dateRange: ['2026-11-01', '2026-11-15'], rut: '', name: 'Ana', bank: '', amount: '' }, page: 1, itemsPerPage: 25 }),
    );
    const queries = serveVouchers([voucherJson(1)]);
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    await table();
    expect(queries[0]).toEqual({ itemsPerPage: '25', page: '1', nombre__icontains: 'Ana', fecha_abono__gte: '2026-11-01', fecha_abono__lte: '2026-11-15' });
    expect(screen.getByRole('textbox', { name: 'Client name (contains)' })).toHaveValue('Ana');
  });

  it('says so when nothing matches', async () => {
    serveVouchers([]);
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Payment vouchers' })).toBeNull());
    expect(screen.getByText('No data found for the selected filter')).toBeInTheDocument();
  });

  it('shows the top pager only above the default page size', async () => {
    const queries = serveVouchers(Array.from({ length: 60 }, (_, index) => voucherJson(index + 1)));
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    await table();
    expect(screen.getByRole('navigation', { name: 'Pages, below the table' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages, above the table' })).toBeNull();

    await user.click(screen.getByLabelText('Rows per page', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    const above = await screen.findByRole('navigation', { name: 'Pages, above the table' });
    await user.click(within(above).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ itemsPerPage: '25', page: '3' }));
    expect(await screen.findByRole('cell', { name: 'Cliente 51' })).toBeInTheDocument();

    // Two pagers, one page turned by one K: a single request.
    const asked = queries.length;
    await user.keyboard('k');
    expect(await screen.findByRole('cell', { name: 'Cliente 26' })).toBeInTheDocument();
    expect(queries.slice(asked)).toEqual([{ itemsPerPage: '25', page: '2' }]);
  });

  it('shows a failure with Retry, which asks again', async () => {
    let calls = 0;
    demoServer.use(
      http.get('*/v1/vouchers/', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ detail: 'Vouchers are being rebuilt.' }, { status: 503 }) : HttpResponse.json({ items: [voucherJson(4)], paginate: { totalItems: 1, itemsPerPage: 10, num_pages: 1, page: 1 } });
      }),
    );
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vouchers are being rebuilt.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Cliente 4' })).toBeInTheDocument();
  });

  it('in Spanish, sends an amount typed with a decimal comma in the API format', async () => {
    await useLanguage('es', NAMESPACES);
    const queries = serveVouchers([voucherJson(1)]);
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    await table('Comprobantes de abono');
    const amount = screen.getByRole('textbox', { name: 'Monto del abono' });
    await user.type(amount, '1500,50');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]).toMatchObject({ monto_abono: '1500.50' });
    expect(amount).toHaveValue('1500,50');
  });

  it('in Spanish, refuses a dot with a hint and holds Filter until the amount can be read', async () => {
    await useLanguage('es', NAMESPACES);
    const queries = serveVouchers([voucherJson(1)]);
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    await table('Comprobantes de abono');
    const amount = screen.getByRole('textbox', { name: 'Monto del abono' });
    await user.type(amount, '1.500');
    expect(amount).toHaveAccessibleDescription('Escriba el monto sin puntos de miles; use coma para los decimales.');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    // Held: the list is not filtered without the amount the user typed; the field says why.
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('1.500');
    await user.clear(amount);
    await user.type(amount, '1500');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]).toMatchObject({ monto_abono: '1500' });
  });

  it('reads the demo API in Spanish', async () => {
    await useLanguage('es', NAMESPACES);
    await renderPage(PayoutVouchersPage, PATH, 'manager');
    expect(await headers('Comprobantes de abono')).toEqual(['', 'RUT / documento', 'Nombre', 'Banco', 'Monto', 'Estado del abono', 'Fecha de abono', 'Forma de abono', 'Empresa', 'Comprobante']);
    expect(screen.getByRole('status')).toHaveTextContent(/^Comprobantes encontrados: \d+$/);
    expect(screen.getAllByRole('link', { name: /^Descargar comprobante del abono a / }).length).toBeGreaterThan(0);
  });
});

describe('refunds voucher of a payroll, from the vouchers page', () => {
  beforeEach(() => useLanguage('en', NAMESPACES));

  it('opens in a dialog and offers the voucher of a payroll as a link to the PDF', async () => {
    serveVouchers([voucherJson(1)]);
    demoServer.use(
      http.get('*/v1/pdf_refunds/', ({ request }) =>
        new URL(request.url).searchParams.get('uploaded_file_id') === '40'
          ? HttpResponse.json({ url: '/api/v1/pdf_refunds/40.pdf' })
          : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutVouchersPage, PATH, 'carga');
    await user.click(await screen.findByRole('button', { name: 'Refunds voucher of a payroll' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refunds voucher of a payroll' }));
    const form = within(dialog.getByRole('form', { name: 'Refunds voucher of a payroll' }));
    await user.click(form.getByRole('button', { name: 'Get the refunds voucher' }));
    expect(await form.findByRole('alert')).toHaveTextContent('All fields are required');
    await user.type(form.getByRole('textbox', { name: 'Payroll number' }), '40');
    await user.click(form.getByRole('button', { name: 'Get the refunds voucher' }));
    const link = await form.findByRole('link', { name: 'Open the voucher (PDF)' });
    expect(link).toHaveAttribute('href', '/api/v1/pdf_refunds/40.pdf');
    expect(link).toHaveAttribute('target', '_blank');

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
