import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_MS } from '@machines/dashboards/dashboardRefresh';
import { DashboardPage } from '@app/dashboards/dashboard/DashboardPage';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { signInAs } from '../unit/demo-api/payoutsSupport';
import { dashboardRefreshModel, type DashboardRefreshEventName } from './events/dashboardRefresh';
import { holdRequests, type RequestHold } from './support/network';

/**
 * The refresh chart's paths, replayed on the real dashboard page (real binding, real calls)
 * for carga against the demo API. /v1/dashboard/data is held so loading and refreshing can be
 * seen; the wall clock the tick reads is moved with a spy, the 500 ms tick itself runs for real.
 */

const paths = modelPaths(dashboardRefreshModel);
const DATA = '/v1/dashboard/data';

interface World {
  user: UserEvent;
  hold: RequestHold;
  /** How far the wall clock was moved. */
  shiftMs: number;
  /** The wall clock before any move (a second move must not wrap the first). */
  realNow: () => number;
}
let world: World | null = null;
afterEach(() => {
  world?.hold.discard();
  world = null;
  vi.restoreAllMocks();
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const payoutSummary = () => screen.queryByRole('table', { name: 'Payout summary' });
const refreshButton = () => screen.getByRole('button', { name: 'Refresh all metrics' });

/** The oldest data request still held (waiting for it if none is). */
const nextData = () => w().hold.next(DATA);

const events: Record<DashboardRefreshEventName, (ctx: StepContext) => Promise<void>> = {
  'the page opens': async () => {
    renderView(<DashboardPage />);
  },
  'the figures load': async () => (await nextData()).pass(),
  'the figures fail to load': async () => {
    demoServer.use(
      http.get(`*${DATA}`, () => HttpResponse.json({ detail: 'Metrics are being recalculated.' }, { status: 503 }), { once: true }),
    );
    (await nextData()).pass();
  },
  'a 500 ms tick': async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
  },
  'a 500 ms tick after a failure': async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
  },
  'the clock reads under 10 minutes': async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(w().hold.pending().filter((held) => held.path === DATA)).toHaveLength(0);
  },
  'the clock reads 10 minutes': async () => {
    w().shiftMs += REFRESH_MS;
    const { realNow, shiftMs } = w();
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + shiftMs);
    await nextData();
  },
  'refresh all metrics': async () => {
    await w().user.click(refreshButton());
  },
  'apply the filter': async () => {
    const form = screen.getByRole('form', { name: 'Dashboard filters' });
    const withFigures = payoutSummary() !== null;
    if (withFigures) {
      await w().user.click(within(form).getByLabelText('Currency', { selector: 'input' }));
      await w().user.click(await screen.findByRole('option', { name: 'USD' }));
    }
    await w().user.click(within(form).getByRole('button', { name: 'Filter' }));
    // The figures asked for are the filter's (before figures, the currency list is still empty).
    const asked = new URL((await nextData()).url, window.location.href).searchParams;
    expect(asked.get('currency')).toBe(withFigures ? 'USD' : null);
    expect(asked.get('fecha_fin')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  },
  'try again': async () => {
    await w().user.click(screen.getByRole('button', { name: 'Try again' }));
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void> | void> = {
  idle: () => {
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  },
  loading: async () => {
    await nextData();
    expect(payoutSummary()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  ready: async () => {
    await waitFor(() => expect(payoutSummary()).not.toBeNull());
    expect(within(payoutSummary()!).getByRole('rowheader', { name: 'Successful' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(refreshButton()).toBeEnabled());
  },
  refreshing: async () => {
    await nextData();
    // The figures stay on screen while they reload.
    expect(payoutSummary()).not.toBeNull();
    await waitFor(() => expect(refreshButton()).toBeDisabled());
  },
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The metrics could not be loaded');
    expect(alert).toHaveTextContent('Metrics are being recalculated.');
  },
};

const handlers: ReplayHandlers<{ query: unknown }> = {
  start: async () => {
    await signInAs('carga');
    world = { user: userEvent.setup({ delay: null }), hold: holdRequests([DATA]), shiftMs: 0, realNow: Date.now.bind(Date) };
  },
  events,
  states,
};

describe('dashboardRefresh model, replayed on the real dashboard', () => {
  beforeAll(() => useLanguage('en', ['dashboard', 'filters', 'shell']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(10);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
