import { RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollDetailInput } from '@machines/payouts/payrollDetail';
import { navigation, registerNavigate } from '@app/platform/navigation';
import { abortPageRequests } from '@app/platform/pageSignal';
import { PayrollDetailPage } from '@app/payouts/payrollDetail/PayrollDetailPage';
import { signInAs, smallPayroll } from '../component/payrollDetail/demoApi';
import { rawPayroll } from '../component/payrollDetail/data';
import { useVirtualLayout } from '../support/virtualLayout';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { payrollDetailModel, type PayrollDetailEventName } from './events/payrollDetail';
import { holdRequests, type RequestHold } from './support/network';
import { memoryRouter, quietScrolling, stubPage, type MemoryRouter } from './support/router';

useVirtualLayout();

/**
 * The payroll detail chart's paths, replayed on the real page (real binding, real API client)
 * in a memory router, signed in as carga against the demo API: the model's payroll is one of
 * carga's seeded payrolls. The payroll and transactions calls are held so loading can be seen;
 * failures are msw overrides of one answer.
 */

const paths = modelPaths(payrollDetailModel);
const TRANSACTIONS = '/v1/transactions/';
const PAYROLLS = '/v1/payrolls/';

interface World {
  user: UserEvent;
  hold: RequestHold;
  router: MemoryRouter;
  /** The seeded payroll standing for the model's MODEL_PAYROLL_ID. */
  payrollId: number;
}
let world: World | null = null;
const originalGo = navigation.go;
afterEach(() => {
  world?.hold.discard();
  world = null;
  registerNavigate(originalGo);
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const payrollPath = () => `${PAYROLLS}${w().payrollId}/`;

async function passBoth() {
  (await w().hold.next(payrollPath())).pass();
  (await w().hold.next(TRANSACTIONS)).pass();
}

/** How far ahead the served payroll's escalation is: time for the page's checks before it passes. */
const DEADLINE_AHEAD_MS = 3_000;
const HOUR_MS = 3_600_000;

const events: Record<PayrollDetailEventName, (ctx: StepContext<PayrollDetailInput>) => Promise<void>> = {
  'server sends the payroll and its transactions': passBoth,
  // Issue 24: waiting for approver 1 since almost 24 hours, its policy's escalation time.
  'server sends a payroll waiting for approval, with a deadline': async () => {
    const levelSince = new Date(Date.now() - 24 * HOUR_MS + DEADLINE_AHEAD_MS).toISOString();
    const waiting = rawPayroll({
      id: w().payrollId,
      status_id: 4,
      status_name: 'under_approval',
      actual_approver_id: 1,
      approval_levels: [1, 2],
      level_since: levelSince,
      escalation_hours: 24,
      expiry_days: 7,
    });
    demoServer.use(http.get(`*${payrollPath()}`, () => HttpResponse.json(waiting), { once: true }));
    await passBoth();
  },
  // The page counts the wait from the payroll's level_since, and loads the payroll again.
  'the approval deadline passes': async () => {
    await w().hold.next(payrollPath(), DEADLINE_AHEAD_MS + 5_000);
  },
  'the payroll does not exist': async () => {
    demoServer.use(http.get(`*${payrollPath()}`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }), { once: true }));
    await passBoth();
  },
  'server fails': async () => {
    demoServer.use(
      http.get(`*${payrollPath()}`, () => HttpResponse.json({ detail: 'Database unavailable.' }, { status: 503 }), { once: true }),
    );
    await passBoth();
  },
  // What the router does when a navigation starts: cancel the page's requests.
  'the request is cancelled': async () => {
    await w().hold.next(TRANSACTIONS);
    abortPageRequests();
  },
  'user tries again': async () => {
    await w().user.click(screen.getByRole('button', { name: 'Try again' }));
  },
  'user closes the page': async () => {
    await w().user.click(screen.getByRole('button', { name: 'Close' }));
  },
};

/** The loaded page: its heading and the seeded payroll's transactions, as the demo API lists them. */
async function showsPayroll() {
  expect(await screen.findByRole('heading', { name: `Payroll ${w().payrollId}` })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Transactions' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.length).toBeGreaterThan(0);
  expect(table).toHaveAttribute('aria-rowcount', String(rows.length + 1));
  expect(screen.queryByRole('status', { name: 'Loading the payroll…' })).toBeNull();
}

const closeButton = () => screen.getByRole('button', { name: 'Close' });

const states: Record<string, (ctx: StepContext<PayrollDetailInput>) => Promise<void>> = {
  loading: async () => {
    expect(await screen.findByRole('status', { name: 'Loading the payroll…' })).toBeInTheDocument();
    expect(closeButton()).toBeEnabled();
    // Spec: up to 1000 transactions of this payroll, in one call.
    const held = await w().hold.next(TRANSACTIONS);
    const query = new URL(held.url, window.location.href).searchParams;
    expect(query.get('uploaded_file__id')).toBe(String(w().payrollId));
    expect(query.get('itemsPerPage')).toBe('1000');
    expect(query.get('page')).toBe('1');
    await w().hold.next(payrollPath());
    expect(screen.queryByRole('alert')).toBeNull();
  },
  '{"ready":"settled"}': async () => {
    await showsPayroll();
    expect(screen.queryByText(/^Expires on /)).toBeNull();
  },
  '{"ready":"awaitingDeadline"}': async () => {
    await showsPayroll();
    // The deadlines the page waits for, from the stored times.
    expect(screen.getByText(/^Overdue from \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} UTC$/)).toBeInTheDocument();
    expect(screen.getByText(/^Expires on \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} UTC$/)).toBeInTheDocument();
    expect(w().hold.pending()).toHaveLength(0);
  },
  notFound: async (ctx) => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payroll not found');
    expect(alert).toHaveTextContent(ctx.start.input.payrollId === null ? 'There is no payroll abc' : `There is no payroll ${w().payrollId}`);
    expect(within(alert).getByRole('button', { name: 'Back to the payouts list' })).toBeEnabled();
    // An id that is not a number never reaches the server.
    if (ctx.start.input.payrollId === null) expect(w().hold.pending()).toHaveLength(0);
  },
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payroll could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByRole('table')).toBeNull();
  },
  closed: async () => {
    expect(await screen.findByTestId('stub-page')).toHaveTextContent('Payouts list (stub)');
    expect(w().router.state.location.pathname).toBe('/payouts/list');
  },
};

const handlers: ReplayHandlers<PayrollDetailInput> = {
  start: async ({ start }) => {
    quietScrolling();
    await signInAs('carga');
    const payrollId = smallPayroll().id;
    const router = memoryRouter(
      {
        '/payroll/view/$id_payroll': PayrollDetailPage,
        '/payouts/list': stubPage('Payouts list (stub)'),
      },
      `/payroll/view/${start.input.payrollId === null ? 'abc' : payrollId}`,
    );
    registerNavigate((to) => void router.navigate({ to, replace: true }));
    world = { user: userEvent.setup({ delay: null }), hold: holdRequests([`${PAYROLLS}${payrollId}/`, TRANSACTIONS]), router, payrollId };
    renderView(<RouterProvider router={router} />);
    await waitFor(() => expect(closeButton()).toBeInTheDocument());
  },
  events,
  states,
};

describe('payroll detail model, replayed on the real page', () => {
  beforeAll(() => useLanguage('en', ['payrollDetail', 'payouts']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(6);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
