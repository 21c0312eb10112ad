import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { businessToday } from '@app/platform/businessToday';
import { describe, expect, it } from 'vitest';
import { PayoutReportPage } from '@app/payouts/payoutReport/PayoutReportPage';
import { useLanguage } from '../../support/render';
import { renderPage, reportRowJson, sentQuery, serveRows } from '../payoutTransactions/support';

const PATH = '/payouts/report';
const REPORT = '/v1/summary_sales_report/';
const NAMESPACES = ['payoutReport', 'payoutTransactions', 'payouts', 'filters', 'shell'];

/** The last 15 days in the report's own date format, YYYY/MM/DD. */
const last15Days = () => ({
  fecha_inicio: dayjs(businessToday()).subtract(15, 'day').format('YYYY/MM/DD'),
  fecha_fin: dayjs(businessToday()).format('YYYY/MM/DD'),
});

const table = () => screen.findByRole('table', { name: 'Transactions report' });

async function pickOption(user: UserEvent, combobox: string, option: string) {
  const box = screen.getByRole('combobox', { name: combobox });
  if (box.getAttribute('aria-expanded') !== 'true') await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('transactions report page', () => {
  it('asks for the last 15 days as YYYY/MM/DD, 10 per page, without empty filters, and shows the columns', async () => {
    await useLanguage('en', NAMESPACES);
    const served = serveRows(REPORT, () => [reportRowJson(1), reportRowJson(2, { transfer_status: 4 })], 'report');
    await renderPage(PayoutReportPage, PATH);
    const grid = await table();
    expect(sentQuery(served.last())).toEqual({ itemsPerPage: '10', page: '1', exclude_fields: 'bank_reference', ...last15Days() });
    expect(served.last().get('fecha_inicio')).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);

    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '',
      'Merchant',
      'Payout number',
      'Transaction number',
      'Transfer status',
      'Document ID',
      'Credit note',
      'Destination account',
      'Account type',
      'Actions',
    ]);
    const row = (await within(grid).findByRole('cell', { name: 'TX-2' })).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '',
      'Comercial Andes SpA',
      '700',
      'TX-2',
      'Rejected by bank',
      '22.222.002-2',
      'NC-2',
      'ACC-2',
      'Cuenta vista',
      'Details',
    ]);
  });

  it('offers the transaction statuses 1, 2, 5, 4 in that order and sends the chosen ones', async () => {
    await useLanguage('en', NAMESPACES);
    const served = serveRows(REPORT, () => [reportRowJson(1)], 'report');
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutReportPage, PATH, 'alpsadmin');
    await table();
    await user.click(screen.getByRole('combobox', { name: 'Transaction status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'In process',
      'Approved',
      'Approved by bank',
      'Rejected by bank',
    ]);
    await pickOption(user, 'Transaction status', 'Approved by bank');
    await pickOption(user, 'Transaction status', 'In process');
    await pickOption(user, 'Merchants', 'Minera Pacífico Ltda');
    await pickOption(user, 'Country', 'Mexico');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(served.last().get('transfer_status')).toBe('5,1'));
    expect(sentQuery(served.last())).toEqual({
      itemsPerPage: '10',
      page: '1',
      exclude_fields: 'bank_reference',
      ...last15Days(),
      transfer_status: '5,1',
      company_id: '2',
      country_id: '3',
    });
  });

  it('lets alpsadmin pick at most 7 merchants', async () => {
    await useLanguage('en', NAMESPACES);
    const served = serveRows(REPORT, () => [reportRowJson(1)], 'report');
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutReportPage, PATH, 'alpsadmin');
    await table();
    const merchants = screen.getByRole('combobox', { name: 'Merchants' });
    await user.click(merchants);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(8);
    for (const option of options) await user.click(option);
    expect(await screen.findByText('You can select up to 7 merchants.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(served.last().get('company_id')).toBe('1,2,3,4,5,6,7'));
  });

  it('keeps its filters for the next visit (session storage)', async () => {
    await useLanguage('en', NAMESPACES);
    const served = serveRows(REPORT, () => Array.from({ length: 12 }, (_, i) => reportRowJson(i + 1)), 'report');
    const user = userEvent.setup({ delay: null });
    const first = await renderPage(PayoutReportPage, PATH);
    await table();
    await pickOption(user, 'Transaction status', 'Rejected by bank');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(served.last().get('transfer_status')).toBe('4'));
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'TX-12' });
    first.unmount();

    served.requests.length = 0;
    await renderPage(PayoutReportPage, PATH);
    await screen.findByRole('cell', { name: 'TX-12' });
    expect(sentQuery(served.last())).toMatchObject({ transfer_status: '4', page: '2', ...last15Days() });
    const pill = screen.getByRole('combobox', { name: 'Transaction status' }).closest('.mantine-MultiSelect-root')!;
    expect(pill).toHaveTextContent('Rejected by bank');
  });

  it('opens a row in a full-screen modal with all its fields', async () => {
    await useLanguage('en', NAMESPACES);
    serveRows(
      REPORT,
      () => [reportRowJson(5, { responsefrombank: { estado_abono: 'ABONADO', motivo: null, fecha_abono: '2025-02-03' } })],
      'report',
    );
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutReportPage, PATH);
    await user.click(await screen.findByRole('button', { name: 'Details of transaction 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction 5' });
    // Mantine marks a full-screen modal's content (the dialog) with data-full-screen.
    expect(dialog).toHaveAttribute('data-full-screen', 'true');
    const value = (label: string) => within(within(dialog).getByRole('rowheader', { name: label }).closest('tr')!).getByRole('cell');
    expect(value('Merchant')).toHaveTextContent('Comercial Andes SpA');
    expect(value('Payout number')).toHaveTextContent('701');
    expect(value('Transaction number')).toHaveTextContent('TX-5');
    expect(value('Transfer status')).toHaveTextContent('Approved');
    expect(value('Document ID')).toHaveTextContent('22.222.005-2');
    expect(value('Name')).toHaveTextContent('Persona 5');
    expect(value('Amount')).toHaveTextContent('CLP 98.765,40');
    expect(value('Bank')).toHaveTextContent('Banco Estado');
    expect(value('Bank response')).toHaveTextContent('ABONADO');
    expect(value('Bank reason')).toHaveTextContent('Not given');
    expect(value('Bank payment date')).toHaveTextContent('2025-02-03');
    expect(value('Created (UTC)')).toHaveTextContent('30-01-2025 15:00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when nothing matches', async () => {
    await useLanguage('en', NAMESPACES);
    serveRows(REPORT, () => [], 'report');
    await renderPage(PayoutReportPage, PATH);
    expect(await screen.findByRole('status')).toHaveTextContent('No data found for the selected filter');
  });

  it('speaks Spanish', async () => {
    await useLanguage('es', NAMESPACES);
    serveRows(REPORT, () => [reportRowJson(3, { transfer_status: 5 })], 'report');
    const user = userEvent.setup({ delay: null });
    await renderPage(PayoutReportPage, PATH);
    expect(await screen.findByRole('heading', { name: 'Reporte de transacciones' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Reporte de transacciones' });
    expect(within(grid).getByRole('columnheader', { name: 'Cuenta de destino' })).toBeInTheDocument();
    expect(within(grid).getByText('Aprobada por el banco')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Estado de la transacción' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'En proceso',
      'Aprobada',
      'Aprobada por el banco',
      'Rechazada por el banco',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(grid).getByRole('button', { name: 'Detalle de la transacción 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transacción 3' });
    expect(within(dialog).getByText('CLP 98.765,40')).toBeInTheDocument();
  });
});
