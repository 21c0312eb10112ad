import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DashboardPage } from '@app/dashboards/dashboard/DashboardPage';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { signInAs } from '../unit/demo-api/payoutsSupport';
import { servicesStatusModel, type ServicesStatusEventName } from './events/servicesStatus';
import { holdRequests, type RequestHold } from './support/network';

/**
 * The services status chart's paths, replayed on the real dashboard for carga: the status
 * page's summary.json is held; its failure stays in the panel while the figures still show.
 */

const paths = modelPaths(servicesStatusModel);
const STATUS = '/status/summary.json';

interface World {
  user: UserEvent;
  hold: RequestHold;
}
let world: World | null = null;
afterEach(() => {
  world?.hold.discard();
  world = null;
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const panel = () => screen.getByRole('region', { name: 'Services status' });

const events: Record<ServicesStatusEventName, (ctx: StepContext) => Promise<void>> = {
  'the status page answers': async () => (await w().hold.next(STATUS)).pass(),
  'the status page cannot be read': async () => {
    demoServer.use(http.get(`*${STATUS}`, () => HttpResponse.text('Bad gateway', { status: 502 }), { once: true }));
    (await w().hold.next(STATUS)).pass();
  },
  'reload the status': async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh all metrics' })).toBeEnabled(), { timeout: 5000 });
    await w().user.click(screen.getByRole('button', { name: 'Refresh all metrics' }));
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  loading: async () => {
    await w().hold.next(STATUS);
    expect(within(panel()).queryByText('Error loading services status')).toBeNull();
    // Busy; a reload keeps the last summary on screen meanwhile.
    expect(panel()).toHaveAttribute('aria-busy', 'true');
  },
  ready: async () => {
    await waitFor(() => expect(panel()).toHaveAttribute('aria-busy', 'false'));
    await within(panel()).findByText('Partially Degraded Service');
    expect(within(panel()).getByRole('link', { name: 'Delays confirming bank transfers' })).toHaveAttribute(
      'href',
      'https://status.example.com/incidents/inc-transfers',
    );
    expect(within(panel()).getByText('Bank dispatch upgrade')).toBeInTheDocument();
    // Only maintenances in progress.
    expect(within(panel()).queryByText('Public API database maintenance')).toBeNull();
    expect(within(panel()).getByRole('heading', { name: 'Pay-ins' })).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
  },
  failed: async () => {
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Error loading services status');
    // The rest of the dashboard still works.
    expect(await screen.findByRole('table', { name: 'Payout summary' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  },
};

const handlers: ReplayHandlers<undefined> = {
  start: async () => {
    await signInAs('carga');
    world = { user: userEvent.setup({ delay: null }), hold: holdRequests([STATUS]) };
    renderView(<DashboardPage />);
  },
  events,
  states,
};

describe('servicesStatus model, replayed on the real dashboard', () => {
  beforeAll(async () => {
    await useLanguage('en', ['dashboard', 'filters', 'shell']);
    await signInAs('carga');
    // The first dashboard takes the status load its module began when imported (unheld).
    renderView(<DashboardPage />);
    await screen.findByText('Partially Degraded Service');
    cleanup();
  });

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(2);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
