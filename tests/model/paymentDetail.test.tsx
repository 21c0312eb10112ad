import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentDetailInput } from '@machines/payments/paymentDetail';
import { abortPageRequests } from '@app/platform/pageSignal';
import { PaymentDetail } from '@app/payments/paymentDetail/PaymentDetail';
import { operationWhere, PAYMENT_DETAIL_NAMESPACES } from '../component/paymentDetail/support';
import { signInAs } from '../component/payrollDetail/demoApi';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { paymentDetailModel, type PaymentDetailEventName } from './events/paymentDetail';
import { holdRequests, type RequestHold } from './support/network';

/**
 * The payment detail chart's paths, replayed on the real dialog (real binding, API client and
 * renotify button) signed in as admin against the demo API: the model's operation is one of
 * admin's completed operations. Its detail call is held so loading can be seen; failures are
 * msw overrides of one answer; the reload is what a renotification from the log triggers.
 */

const paths = modelPaths(paymentDetailModel);

interface World {
  user: UserEvent;
  hold: RequestHold;
  onClose: ReturnType<typeof vi.fn>;
  operationId: number;
}
let world: World | null = null;
afterEach(() => {
  world?.hold.discard();
  world = null;
  notifications.clean();
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const detailPath = () => `/v1/payments/operation/${w().operationId}/`;
const answerOnce = (resolver: () => Response) => demoServer.use(http.get(`*${detailPath()}`, resolver, { once: true }));
const pass = async () => (await w().hold.next(detailPath())).pass();
const dialog = () => screen.getByRole('dialog', { name: `Transaction ${w().operationId}` });

const events: Record<PaymentDetailEventName, (ctx: StepContext<PaymentDetailInput>) => Promise<void>> = {
  'server sends the operation': pass,
  'the operation does not exist': async () => {
    answerOnce(() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
    await pass();
  },
  'server fails': async () => {
    answerOnce(() => HttpResponse.json({ detail: 'Database unavailable.' }, { status: 503 }));
    await pass();
  },
  'the answer is malformed': async () => {
    answerOnce(() => HttpResponse.json({ operation_id: w().operationId, amount: 'lots' }));
    await pass();
  },
  // What the router does when the user starts to leave the page: cancel its requests.
  'the request is cancelled': async () => {
    await w().hold.next(detailPath());
    abortPageRequests();
  },
  'a renotification is answered': async () => {
    const { user } = w();
    await user.click(within(dialog()).getByRole('button', { name: /^Renotify operation \d+$/ }));
    const confirm = await screen.findByRole('dialog', { name: `Renotify operation ${w().operationId}` });
    await user.click(within(confirm).getByRole('button', { name: 'Send the notification' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Renotify operation ${w().operationId}` })).toBeNull());
  },
  'user tries again': async () => {
    await w().user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
  },
  'user closes the dialog': async () => {
    // The dialog's own close button (the first 'Close' in it).
    await w().user.click(within(dialog()).getAllByRole('button', { name: 'Close' })[0]!);
  },
};

const states: Record<string, (ctx: StepContext<PaymentDetailInput>) => Promise<void>> = {
  loading: async () => {
    expect(await within(dialog()).findByRole('status', { name: 'Loading the transaction…' })).toBeInTheDocument();
    await w().hold.next(detailPath());
    expect(screen.queryByRole('table', { name: 'Identification' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  loaded: async () => {
    const identification = await within(dialog()).findByRole('table', { name: 'Identification' });
    expect(identification).toHaveTextContent(String(w().operationId));
    expect(within(dialog()).getByRole('list', { name: 'Notifications Log' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('status')).toBeNull();
  },
  reloading: async () => {
    expect(await within(dialog()).findByRole('status', { name: 'Updating the notifications log…' })).toBeInTheDocument();
    // What was shown stays while the log loads again.
    expect(within(dialog()).getByRole('table', { name: 'Identification' })).toBeInTheDocument();
    await w().hold.next(detailPath());
  },
  notFound: async () => {
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Transaction not found');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
  failed: async (ctx) => {
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('The transaction could not be loaded');
    const said: Partial<Record<string, string>> = {
      'server fails': 'Database unavailable.',
      'the answer is malformed': 'The server sent an answer this page cannot read.',
      // Gone while it reloads: the server's text, with a way to try again.
      'the operation does not exist': 'Not found.',
    };
    expect(alert).toHaveTextContent(said[ctx.via]!);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByRole('table', { name: 'Identification' })).toBeNull();
  },
  closed: async () => {
    await waitFor(() => expect(w().onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const handlers: ReplayHandlers<PaymentDetailInput> = {
  start: async () => {
    await signInAs('admin');
    // A completed operation whose last notification is old: renotify may be answered 200.
    const record = operationWhere((r) => r.last_status === 3 && r.seededLogSize === 2 && !r.notifyFails);
    const onClose = vi.fn();
    world = { user: userEvent.setup({ delay: null }), hold: holdRequests([`/v1/payments/operation/${record.operation_id}/`]), onClose, operationId: record.operation_id };
    renderView(<PaymentDetail operationId={record.operation_id} onClose={onClose} />);
    await screen.findByRole('dialog', { name: `Transaction ${record.operation_id}` });
  },
  events,
  states,
};

describe('payment detail model, replayed on the real dialog', () => {
  beforeAll(() => useLanguage('en', PAYMENT_DETAIL_NAMESPACES));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
