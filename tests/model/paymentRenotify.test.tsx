import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRenotifyInput } from '@machines/payments/paymentRenotify';
import { abortPageRequests } from '@app/platform/pageSignal';
import { onUnauthorized } from '@app/api/unauthorized';
import { RenotifyButton } from '@app/payments/paymentRenotify/RenotifyButton';
import { operationWhere } from '../component/paymentDetail/support';
import { signInAs } from '../component/payrollDetail/demoApi';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { FAILED_DETAIL, paymentRenotifyModel, SENT_DETAIL, TOO_SOON_DETAIL, type PaymentRenotifyEventName } from './events/paymentRenotify';
import { holdRequests, type RequestHold } from './support/network';

/**
 * The renotify chart's paths, replayed on the real button (real binding, API client and
 * toasts) signed in as admin against the demo API. The call is held so "sending" can be seen;
 * each answer is an msw override of one reply, and every request that reached the server is
 * counted, so a path proves how many notifications it sent.
 */

const paths = modelPaths(paymentRenotifyModel);
const RENOTIFY = '/v1/payments/renotify_operation/';

interface World {
  user: UserEvent;
  hold: RequestHold;
  operationId: number;
  /** Requests sent, and the confirmations the path made. */
  sent: number;
  confirmed: number;
  /** Requests cancelled in the browser before they reached the server. */
  cancelled: number;
  signedOut: number;
}
let world: World | null = null;
afterEach(() => {
  world?.hold.discard();
  world = null;
  notifications.clean();
  demoServer.events.removeAllListeners();
  onUnauthorized(() => {});
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const answerOnce = (resolver: () => Response) => demoServer.use(http.post(`*${RENOTIFY}`, resolver, { once: true }));
const pass = async () => (await w().hold.next(RENOTIFY)).pass();
const confirmDialog = () => screen.queryByRole('dialog', { name: `Renotify operation ${w().operationId}` });
const toastWith = async (text: string | RegExp) => (await screen.findByText(text, {}, { timeout: 3000 })).closest('[role="alert"]') as HTMLElement;

const events: Record<PaymentRenotifyEventName, (ctx: StepContext<PaymentRenotifyInput>) => Promise<void>> = {
  'user clicks Renotify': async () => {
    notifications.clean();
    await w().user.click(screen.getByRole('button', { name: /^Renotify operation \d+$/ }));
  },
  'user confirms': async () => {
    w().confirmed += 1;
    await w().user.click(within(confirmDialog()!).getByRole('button', { name: 'Send the notification' }));
  },
  'user cancels': async () => {
    await w().user.click(within(confirmDialog()!).getByRole('button', { name: 'Cancel' }));
  },
  'server answers 200': async () => {
    answerOnce(() => HttpResponse.json({ detail: SENT_DETAIL }));
    await pass();
  },
  'server answers 200 without a detail': async () => {
    answerOnce(() => HttpResponse.json({}));
    await pass();
  },
  'server answers 403': async () => {
    answerOnce(() => HttpResponse.json({ detail: TOO_SOON_DETAIL }, { status: 403 }));
    await pass();
  },
  'server answers 502': async () => {
    answerOnce(() => HttpResponse.json({ detail: FAILED_DETAIL }, { status: 502 }));
    await pass();
  },
  'server cannot be reached': async () => {
    answerOnce(() => HttpResponse.error());
    await pass();
  },
  'the session has expired': async () => {
    answerOnce(() => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }));
    await pass();
  },
  'user leaves the page': async () => {
    await w().hold.next(RENOTIFY);
    w().cancelled += 1;
    abortPageRequests();
  },
};

const idleButton = async () => {
  await waitFor(() => expect(confirmDialog()).toBeNull());
  expect(screen.getByRole('button', { name: /^Renotify operation \d+$/ })).toBeEnabled();
  // One request per confirmation, never more.
  expect(w().sent).toBe(w().confirmed - w().cancelled);
};

const states: Record<string, (ctx: StepContext<PaymentRenotifyInput>) => Promise<void>> = {
  '{"ready":"idle"}': async (ctx) => {
    await idleButton();
    if (ctx.via === 'the session has expired') await waitFor(() => expect(w().signedOut).toBe(1));
    // Cancelled, signed out or left: nothing to say.
    expect(screen.queryByRole('alert')).toBeNull();
  },
  confirming: async () => {
    const dialog = await screen.findByRole('dialog', { name: `Renotify operation ${w().operationId}` });
    expect(dialog).toHaveTextContent(`will receive the notification of operation ${w().operationId} again`);
    expect(within(dialog).getByRole('button', { name: 'Send the notification' })).toBeEnabled();
    expect(w().hold.pending()).toHaveLength(0);
  },
  sending: async () => {
    const held = await w().hold.next(RENOTIFY);
    expect(new URLSearchParams(held.body as URLSearchParams).get('operation_id')).toBe(String(w().operationId));
    const dialog = confirmDialog()!;
    expect(within(dialog).getByRole('button', { name: 'Send the notification' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Renotify operation \d+$/, hidden: true })).toBeDisabled();
  },
  '{"ready":"sent"}': async (ctx) => {
    const text = ctx.via === 'server answers 200' ? SENT_DETAIL : 'The notification was sent again.';
    expect(await toastWith(text)).toHaveTextContent('Notification sent');
    await idleButton();
  },
  '{"ready":"refused"}': async () => {
    expect(await toastWith(TOO_SOON_DETAIL)).toHaveTextContent('Notification not sent');
    await idleButton();
  },
  '{"ready":"failed"}': async (ctx) => {
    // No answer at all: spec 02 section 8's contact_support message.
    const text = ctx.via === 'server answers 502' ? FAILED_DETAIL : /^Service unavailable, contact to support@/;
    expect(await toastWith(text)).toHaveTextContent('Something needs your attention');
    await idleButton();
  },
};

const handlers: ReplayHandlers<PaymentRenotifyInput> = {
  start: async () => {
    await signInAs('admin');
    const record = operationWhere((r) => r.last_status === 3);
    world = { user: userEvent.setup({ delay: null }), hold: holdRequests([RENOTIFY]), operationId: record.operation_id, sent: 0, confirmed: 0, cancelled: 0, signedOut: 0 };
    demoServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(RENOTIFY)) w().sent += 1;
    });
    onUnauthorized(() => {
      w().signedOut += 1;
    });
    renderView(<RenotifyButton operationId={record.operation_id} />);
    await screen.findByRole('button', { name: /^Renotify operation \d+$/ });
  },
  events,
  states,
};

describe('renotify model, replayed on the real button', () => {
  beforeAll(() => useLanguage('en', ['paymentRenotify']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(7);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
