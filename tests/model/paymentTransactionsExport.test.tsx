import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { abortPageRequests } from '@app/platform/pageSignal';
import { PaymentTransactionsPage } from '@app/payments/paymentTransactions/PaymentTransactionsPage';
import { useVirtualLayout } from '../support/virtualLayout';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { renderPage } from '../component/payoutTransactions/support';
import { PAYMENTS_REPORT_URL, paymentTransactionsExportModel, type PaymentTransactionsExportEventName } from './events/paymentTransactionsExport';
import { holdRequests, type RequestHold } from './support/network';

useVirtualLayout();

/**
 * The payments Export chart's paths, replayed on the real payments list (its binding, API
 * client and status reading) against msw answers of the export call, held so "exporting"
 * can be seen. The list itself answers one row, before the hold starts.
 */

const paths = modelPaths(paymentTransactionsExportModel);
const CALL = '/v1/payments/operation/';
const ROW = { operation_id: 4242, merchant_trans_id: 'AND-4242', channel: 1, currency: 'CLP', amount: 10, last_status: 3, fec_creacion: '2026-11-20T10:00:00Z' };

interface World {
  user: UserEvent;
  hold: RequestHold;
  opened: string[];
}
let world: World | null = null;
afterEach(() => {
  world = null;
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const exportButton = () => screen.getByRole('button', { name: /^(Export|Exporting\.\.\.)$/ });

async function answer(response: () => Response) {
  demoServer.use(http.get(`*${CALL}`, response, { once: true }));
  (await w().hold.next(CALL)).pass();
}

const events: Record<PaymentTransactionsExportEventName, (ctx: StepContext) => Promise<void>> = {
  'the user exports': async () => {
    await w().user.click(exportButton());
  },
  'the report is ready (201 with a url)': () => answer(() => HttpResponse.json({ url: PAYMENTS_REPORT_URL, total_rows: 3 }, { status: 201 })),
  'the report is emailed': () => answer(() => HttpResponse.json({ send_via_email: true }, { status: 202 })),
  'the report url is null': () => answer(() => HttpResponse.json({ url: null }, { status: 201 })),
  'the server answers 500': () => answer(() => HttpResponse.json({ detail: 'Internal error' }, { status: 500 })),
  'the server cannot be reached': () => answer(() => HttpResponse.error()),
  // What the router does when the user leaves the page: cancel the page's requests.
  'the user leaves while exporting': async () => {
    await w().hold.next(CALL);
    abortPageRequests();
  },
  'the user closes the message': async () => {
    await w().user.click(screen.getByRole('button', { name: 'Close message' }));
  },
};

async function outcome(role: 'status' | 'alert', title: string) {
  const message = await screen.findByRole(role, { name: title });
  await waitFor(() => expect(exportButton()).toBeEnabled());
  expect(exportButton()).toHaveTextContent(/^Export$/);
  expect(within(message).getByRole('button', { name: 'Close message' })).toBeInTheDocument();
  return message;
}

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  idle: async () => {
    await waitFor(() => expect(exportButton()).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Close message' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(w().hold.pending()).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'AND-4242' })).toBeInTheDocument();
  },
  exporting: async () => {
    await waitFor(() => expect(exportButton()).toBeDisabled());
    expect(exportButton()).toHaveTextContent('Exporting...');
    const held = await w().hold.next(CALL);
    const query = new URL(held.url, window.location.href).searchParams;
    expect(query.get('export')).toBe('true');
    expect(query.get('limit')).toBe('20000');
    expect(w().hold.pending()).toHaveLength(1);
  },
  opened: async () => {
    const message = await outcome('status', 'Report ready');
    expect(message).toHaveTextContent('The report has been opened in a new tab.');
    expect(w().opened.at(-1)).toBe(PAYMENTS_REPORT_URL);
  },
  emailed: async () => {
    const message = await outcome('status', 'Report on its way');
    expect(message.textContent).toContain('Generating report.  It will be sent to your email in a few minutes.');
    expect(w().opened).toEqual([]);
  },
  unavailable: async () => {
    const message = await outcome('alert', 'The payments could not be exported');
    expect(message).toHaveTextContent('Service temporarily unavailable');
    expect(w().opened).toEqual([]);
  },
  failed: async (ctx) => {
    const message = await outcome('alert', 'The payments could not be exported');
    expect(message).toHaveTextContent(
      ctx.via === 'the server cannot be reached' ? `Service unavailable, contact to support@${window.location.hostname}` : 'Internal error',
    );
  },
};

const handlers: ReplayHandlers<undefined> = {
  start: async () => {
    demoServer.use(
      http.get(`*${CALL}`, () => HttpResponse.json({ items: { data: [ROW] }, paginate: { totalItems: 1, itemsPerPage: 10, num_pages: 1, page: 1 } })),
    );
    const opened: string[] = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return { opener: window } as unknown as Window;
    });
    await renderPage(PaymentTransactionsPage, '/payments/transactions', 'admin');
    await screen.findByRole('cell', { name: 'AND-4242' });
    world = { user: userEvent.setup({ delay: null }), hold: holdRequests([CALL]), opened };
  },
  events,
  states,
};

describe('payments export model, replayed on the real payments list', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', ['paymentTransactions', 'payments', 'filters', 'lists', 'shell']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
