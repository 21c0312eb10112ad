import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveLanguage } from '@app/i18n/language';
import { RenotifyButton } from '@app/payments/paymentRenotify/RenotifyButton';
import { logOf } from '@demo-api/payments/present';
import { db } from '@demo-api/store';
import { holdRequests } from '../../model/support/network';
import { signInAs } from '../payrollDetail/demoApi';
import { demoServer } from '../../support/demoServer';
import { dropNextAnswers, keysSent } from '../../support/idempotency';
import { renderView, useLanguage } from '../../support/render';
import { operationWhere } from '../paymentDetail/support';

/** The row's Renotify action against the demo API, signed in as admin. */

const RENOTIFY = '/v1/payments/renotify_operation/';

function countRenotifyCalls() {
  const calls: string[] = [];
  demoServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(RENOTIFY)) calls.push(request.method);
  });
  return calls;
}

async function renotify(operationId: number) {
  const user = userEvent.setup();
  renderView(<RenotifyButton operationId={operationId} />);
  await user.click(await screen.findByRole('button', { name: /^Renotify operation \d+$/ }));
  const dialog = await screen.findByRole('dialog', { name: `Renotify operation ${operationId}` });
  await user.click(within(dialog).getByRole('button', { name: 'Send the notification' }));
  return user;
}

const toastTitled = async (title: string) => {
  const toast = (await screen.findByText(title, {}, { timeout: 3000 })).closest('[role="alert"]') as HTMLElement;
  expect(toast).not.toBeNull();
  return toast;
};

describe('Renotify', () => {
  beforeEach(async () => {
    await useLanguage('en', ['paymentRenotify']);
    await signInAs('admin');
  });
  afterEach(() => {
    notifications.clean();
    demoServer.events.removeAllListeners();
  });

  it('on 200 shows the answer’s detail as a success, sends the user’s env, and the dialog closes', async () => {
    const record = operationWhere((r) => r.last_status === 2 && !r.notifyFails);
    const hold = holdRequests([RENOTIFY]);
    await renotify(record.operation_id);
    const held = await hold.next(RENOTIFY);
    const body = new URLSearchParams(held.body as URLSearchParams);
    expect(Object.fromEntries(body)).toEqual({ operation_id: String(record.operation_id), env: 'prod' });
    held.pass();
    const toast = await toastTitled('Notification sent');
    expect(toast).toHaveTextContent(`Notification of operation ${record.operation_id} sent to the merchant.`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(record.last_status).toBe(3);
  });

  it('on 403 shows the detail as a warning', async () => {
    const id = db.payments.recentlyNotifiedIds[0]!;
    await renotify(id);
    const toast = await toastTitled('Notification not sent');
    expect(toast).toHaveTextContent(`Operation ${id} was notified less than 5 minutes ago. Try again later.`);
  });

  it('on any other refusal shows the detail as an error', async () => {
    const record = operationWhere((r) => r.last_status === 2 && r.notifyFails);
    await renotify(record.operation_id);
    const toast = await toastTitled('Something needs your attention');
    expect(toast).toHaveTextContent(`The merchant's notification URL answered HTTP 503. The notification of operation ${record.operation_id} was not delivered.`);
  });

  it('a lost answer, then Renotify again: the same Idempotency-Key, the kept success, one notification (issue 29)', async () => {
    const record = operationWhere((r) => r.last_status === 2 && !r.notifyFails);
    const keys = keysSent((method, path) => method === 'POST' && path.endsWith(RENOTIFY));
    const before = logOf(record).length;
    await dropNextAnswers(1);
    const user = await renotify(record.operation_id);
    // No answer at all; the server did notify the merchant.
    await screen.findByText(/contact to support/, {}, { timeout: 3000 });
    expect(logOf(record)).toHaveLength(before + 1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: `Renotify operation ${record.operation_id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Renotify operation ${record.operation_id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Send the notification' }));
    // The first answer again, not 'notified less than 5 minutes ago': nothing was sent a second time.
    const toast = await toastTitled('Notification sent');
    expect(toast).toHaveTextContent(`Notification of operation ${record.operation_id} sent to the merchant.`);
    expect(logOf(record)).toHaveLength(before + 1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a success, Renotify again is a new intent: a new key, which the server judges (too soon)', async () => {
    const record = operationWhere((r) => r.last_status === 2 && !r.notifyFails);
    const keys = keysSent((method, path) => method === 'POST' && path.endsWith(RENOTIFY));
    const user = await renotify(record.operation_id);
    await toastTitled('Notification sent');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: `Renotify operation ${record.operation_id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Renotify operation ${record.operation_id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Send the notification' }));
    await toastTitled('Notification not sent');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]!.replace(/-1$/, '-2'));
  });

  it('never sends twice: busy while the request runs, clicks then do nothing', async () => {
    const record = operationWhere((r) => r.last_status === 3);
    const calls = countRenotifyCalls();
    const hold = holdRequests([RENOTIFY]);
    const user = await renotify(record.operation_id);
    const held = await hold.next(RENOTIFY);
    const dialog = screen.getByRole('dialog', { name: `Renotify operation ${record.operation_id}` });
    const send = within(dialog).getByRole('button', { name: 'Send the notification' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(send);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: `Renotify operation ${record.operation_id}` })).toBeInTheDocument();
    expect(hold.pending()).toHaveLength(1);
    held.pass();
    await toastTitled('Notification sent');
    expect(calls).toEqual(['POST']);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const record = operationWhere((r) => r.last_status === 3);
    const calls = countRenotifyCalls();
    const user = userEvent.setup();
    renderView(<RenotifyButton operationId={record.operation_id} />);
    await user.click(await screen.findByRole('button', { name: /^Renotify operation \d+$/ }));
    const dialog = await screen.findByRole('dialog', { name: `Renotify operation ${record.operation_id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('speaks Spanish, and shows the server’s Spanish detail', async () => {
    await useLanguage('es', ['paymentRenotify']);
    saveLanguage('es');
    const id = db.payments.recentlyNotifiedIds[1]!;
    const user = userEvent.setup();
    renderView(<RenotifyButton operationId={id} />);
    await user.click(await screen.findByRole('button', { name: /^Reenviar notificación de la operación \d+$/ }));
    const dialog = await screen.findByRole('dialog', { name: `Reenviar la notificación de la operación ${id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la notificación' }));
    const toast = await toastTitled('Notificación no enviada');
    expect(toast).toHaveTextContent(`La operación ${id} fue notificada hace menos de 5 minutos. Intente más tarde.`);
  });
});
