import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLanguage } from '@app/i18n/language';
import { PaymentDetail } from '@app/payments/paymentDetail/PaymentDetail';
import { db } from '@demo-api/store';
import { signInAs } from '../payrollDetail/demoApi';
import { demoServer } from '../../support/demoServer';
import { renderView, useLanguage } from '../../support/render';
import { operationWhere, PAYMENT_DETAIL_NAMESPACES } from './support';

/** The transaction detail against the demo API, signed in as admin. */

const rowsOf = (table: HTMLElement) =>
  Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
  );

async function open(operationId: number) {
  const onClose = vi.fn();
  renderView(<PaymentDetail operationId={operationId} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: `Transaction ${operationId}` });
  await within(dialog).findByRole('table', { name: 'Identification' });
  return { dialog, onClose, user: userEvent.setup() };
}

describe('payment detail', () => {
  beforeEach(async () => {
    await useLanguage('en', PAYMENT_DETAIL_NAMESPACES);
    await signInAs('admin');
  });
  afterEach(() => notifications.clean());

  it('shows identification, costs as money and percentages, card data and shopper, in UTC', async () => {
    const record = operationWhere((r) => r.card?.source === 'extra_data' && r.last_status === 3 && r.commission?.fee_usd !== null && r.commission?.markup !== null && r.commission?.settlement_date !== null && r.commission?.operation_tax !== null && typeof r.shopper_information === 'string' && r.shopper_information.endsWith('}'));
    const { dialog } = await open(record.operation_id);
    const identification = rowsOf(within(dialog).getByRole('table', { name: 'Identification' }));
    expect(identification).toMatchObject({
      Status: 'Completed and notified',
      'Operation id': String(record.operation_id),
      Reference: record.merchant_trans_id,
    });
    const created = new Date(record.createdMs);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(identification['Request date (UTC)']).toBe(
      `${pad(created.getUTCDate())}-${pad(created.getUTCMonth() + 1)}-${created.getUTCFullYear()} ${pad(created.getUTCHours())}:${pad(created.getUTCMinutes())}:${pad(created.getUTCSeconds())}`,
    );
    expect(identification['Update date (UTC)']).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    const costs = rowsOf(within(dialog).getByRole('table', { name: 'Costs' }));
    const c = record.commission!;
    const percent = (ratio: string) => `${(Number(ratio) * 100).toFixed(2).replace('.', ',')} %`;
    expect(costs['Merchant fee']).toBe(percent(c.merchant_fee!));
    expect(costs['Operation tax']).toBe(percent(c.operation_tax!));
    expect(costs['Fee (USD)']).toMatch(/^USD \d[\d.]*,\d{2}$/);
    expect(costs.Fee).toMatch(new RegExp(`^${record.currency} `));
    const [y, m, d] = c.settlement_date!.split('-');
    expect(costs['Settlement date']).toBe(`${d}-${m}-${y}`);
    expect(Object.values(costs)).not.toContain('Pending');
    const card = rowsOf(within(dialog).getByRole('table', { name: 'Payment Information' }));
    expect(card).toEqual({ 'Card number': record.card!.number, 'Authorization number': record.card!.auth, 'Card brand': record.card!.brand });
    const shopper = JSON.parse(record.shopper_information as string) as Record<string, string>;
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Shopper Information' }))).toEqual({
      Document: shopper.Num_doc_identi,
      'First name': shopper.name_shopper,
      'Last name': shopper.las_name_Shopper,
    });
  });

  it('says Pending for each absent cost', async () => {
    const partial = operationWhere((r) => r.commission !== null && r.commission.fee_usd === null && r.commission.markup === null);
    const { dialog } = await open(partial.operation_id);
    const costs = rowsOf(within(dialog).getByRole('table', { name: 'Costs' }));
    expect(costs).toMatchObject({ 'Fee (USD)': 'Pending', 'Tax (USD)': 'Pending', 'Net amount (USD)': 'Pending', Markup: 'Pending' });
    expect(costs.Fee).not.toBe('Pending');
  });

  it('shows card data from the card transaction record, a rejection with its code, and Pending for every cost without a commission', async () => {
    const tbk = operationWhere((r) => r.card?.source === 'tbk_transaction' && r.last_status === 4 && r.rejection?.message !== null);
    const { dialog } = await open(tbk.operation_id);
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Payment Information' }))).toMatchObject({ 'Card number': tbk.card!.number, 'Card brand': tbk.card!.brand });
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Rejection' }))).toEqual({
      'Rejection message': tbk.rejection!.message,
      'Rejection code': tbk.rejection!.code,
    });
    expect(tbk.commission).toBeNull();
    expect(new Set(Object.values(rowsOf(within(dialog).getByRole('table', { name: 'Costs' }))))).toEqual(new Set(['Pending']));
  });

  it('shows what a shopper_information cut short holds, and no card data without a card', async () => {
    const cut = operationWhere((r) => typeof r.shopper_information === 'string' && !r.shopper_information.endsWith('}') && r.card === null);
    const { dialog } = await open(cut.operation_id);
    const shopper = rowsOf(within(dialog).getByRole('table', { name: 'Shopper Information' }));
    expect(shopper.Document).not.toBe('Not given');
    expect(shopper['First name']).toMatch(/\w/);
    expect(shopper['Last name']).toBe('Not given');
    expect(within(dialog).getByText('No card data for this transaction.')).toBeInTheDocument();
  });

  it('lists the notifications newest first; see details shows request and response as formatted JSON text', async () => {
    const record = operationWhere((r) => r.last_status === 2 && r.seededLogSize >= 2 && r.operation_id % 5 === 0);
    const { dialog, user } = await open(record.operation_id);
    const log = within(dialog).getByRole('list', { name: 'Notifications Log' });
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(record.seededLogSize);
    const entries = db.payments.byId.get(record.operation_id)!.log!;
    const first = entries[0]!;
    const code = (first.response as { http_status_code: number }).http_status_code;
    expect(items[0]).toHaveTextContent(`Status code ${code}`);
    await user.click(within(items[0]!).getByRole('button', { name: /^see details/ }));
    const entry = await screen.findByRole('dialog', { name: /^Notification of \d{2}-\d{2}-\d{4} / });
    // This operation stores the request as JSON text: it is shown decoded and indented.
    expect(typeof first.request).toBe('string');
    expect(within(entry).getByLabelText('Request').textContent).toBe(JSON.stringify(JSON.parse(first.request as string), null, 2));
    const response = within(entry).getByLabelText('Response').textContent!;
    expect(response).toBe(JSON.stringify(first.response, null, 2));
    // The endpoint's HTML body stays text, never markup.
    expect(entry.querySelector('h1, body, html')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Notification of/ })).toBeNull());
    // Escape closed only the dialog on top.
    expect(screen.getByRole('dialog', { name: `Transaction ${record.operation_id}` })).toBeInTheDocument();
  });

  it('shows a 50-entry log whole, the last attempt (a 200) first', async () => {
    const { dialog } = await open(db.payments.longLogOperationId);
    const items = within(within(dialog).getByRole('list', { name: 'Notifications Log' })).getAllByRole('listitem');
    expect(items).toHaveLength(50);
    expect(items[0]).toHaveTextContent('Status code 200');
    expect(within(dialog).getByText('Notifications sent: 50, newest first; times in UTC')).toBeInTheDocument();
  });

  it('says so when no notification was sent', async () => {
    const created = operationWhere((r) => r.last_status === 1);
    const { dialog } = await open(created.operation_id);
    expect(within(dialog).getByText('No notification has been sent for this transaction.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Renotify operation \d+$/ })).toBeNull();
  });

  it('renotifies from the log for statuses 2 and 3 and shows the new entry', async () => {
    const record = operationWhere((r) => r.last_status === 2 && !r.notifyFails);
    const { dialog, user } = await open(record.operation_id);
    const before = within(within(dialog).getByRole('list', { name: 'Notifications Log' })).getAllByRole('listitem').length;
    await user.click(within(dialog).getByRole('button', { name: /^Renotify operation \d+$/ }));
    // Escape leaves the confirmation, not the detail.
    await screen.findByRole('dialog', { name: `Renotify operation ${record.operation_id}` });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Renotify operation ${record.operation_id}` })).toBeNull());
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Renotify operation \d+$/ }));
    const confirm = await screen.findByRole('dialog', { name: `Renotify operation ${record.operation_id}` });
    await user.click(within(confirm).getByRole('button', { name: 'Send the notification' }));
    const toast = (await screen.findByText(`Notification of operation ${record.operation_id} sent to the merchant.`)).closest('[role="alert"]');
    expect(toast).toHaveTextContent('Notification sent');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(before + 1));
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Status code 200');
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Identification' })).Status).toBe('Completed and notified');
  });

  it('shows a malformed answer as a failure with a retry that loads it', async () => {
    const record = operationWhere((r) => r.last_status === 3);
    demoServer.use(
      http.get(`*/v1/payments/operation/${record.operation_id}/`, () => HttpResponse.json({ operation_id: 'x' }), { once: true }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderView(<PaymentDetail operationId={record.operation_id} onClose={onClose} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The transaction could not be loaded');
    expect(alert).toHaveTextContent('The server sent an answer this page cannot read.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Identification' })).toBeInTheDocument();
  });

  it('tells the list it closed through the onClose it was last given', async () => {
    const record = operationWhere((r) => r.last_status === 5);
    const first = vi.fn();
    const latest = vi.fn();
    const user = userEvent.setup();
    const view = renderView(<PaymentDetail operationId={record.operation_id} onClose={first} />);
    const dialog = await screen.findByRole('dialog', { name: `Transaction ${record.operation_id}` });
    await within(dialog).findByRole('table', { name: 'Identification' });
    view.rerender(<PaymentDetail operationId={record.operation_id} onClose={latest} />);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says not found for another merchant’s operation, and closes', async () => {
    const foreign = db.payments.operations.find((r) => r.merchant_id === 105)!;
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderView(<PaymentDetail operationId={foreign.operation_id} onClose={onClose} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Transaction not found');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('payment detail in Spanish', () => {
  beforeEach(async () => {
    await useLanguage('es', PAYMENT_DETAIL_NAMESPACES);
    saveLanguage('es');
    await signInAs('admin');
  });

  it('names the cards, statuses and Pending in Spanish, amounts as 1.234,56', async () => {
    const record = operationWhere((r) => r.last_status === 3 && r.commission !== null && r.commission.markup === null && Number(r.commission.net_amount) >= 1000);
    const onClose = vi.fn();
    renderView(<PaymentDetail operationId={record.operation_id} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: `Transacción ${record.operation_id}` });
    const identification = await within(dialog).findByRole('table', { name: 'Identificación' });
    expect(rowsOf(identification).Estado).toBe('Completado y notificado');
    const costs = rowsOf(within(dialog).getByRole('table', { name: 'Costos' }));
    expect(costs.Markup).toBe('Pendiente');
    expect(costs['Monto neto']).toMatch(/^[A-Z]{3} \d{1,3}(\.\d{3})+,\d{2}$/);
    expect(within(dialog).getByRole('list', { name: 'Registro de notificaciones' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Reenviar notificación de la operación \d+$/ })).toBeInTheDocument();
  });
});
