import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { UsersPage } from '@app/settings/users/UsersPage';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn } from '../component/settings/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { resourceModel, type ResourceEventName } from './events/resource';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/**
 * The resource chart, replayed on the users page (admin): the list loads, fails with Retry,
 * and loads again after an action (disabling a user), still showing the rows meanwhile.
 */

const PATH = '/v1/user/';
const paths = modelPaths(resourceModel);

let hold: RequestHold;
let held: HeldRequest | null = null;

beforeAll(() => useLanguage('en', SETTINGS_NAMESPACES));
afterEach(() => hold?.discard());

const events: Record<ResourceEventName, (ctx: StepContext) => Promise<void>> = {
  'the data arrives': async () => held!.pass(),
  'the server fails': async () => {
    demoServer.use(http.get(`*${PATH}`, () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }), { once: true }));
    held!.pass();
  },
  'the user retries': async () => {
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    held = await hold.next(PATH);
  },
  'the page reloads them': async () => {
    await userEvent.setup().click(screen.getByRole('button', { name: 'Disable carga' }));
    held = await hold.next(PATH);
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  loading: async (ctx) => {
    expect(await screen.findByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('The users could not be loaded')).not.toBeInTheDocument();
    // A reload keeps the rows it had on screen.
    if (ctx.via === 'the page reloads them') expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument();
  },
  ready: async (ctx) => {
    await waitFor(() => expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument());
    expect(screen.getAllByRole('row')).toHaveLength(43);
    if (ctx.via === 'the data arrives' && ctx.history.includes('the page reloads them')) {
      expect(screen.getByRole('button', { name: 'Enable carga' })).toBeInTheDocument();
    }
  },
  failed: async () => {
    const alert = (await screen.findByText('The users could not be loaded')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent('Server error');
  },
};

describe('resource chart, replayed on the users page', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    await replay(path, {
      start: async () => {
        await signIn('admin');
        hold = holdRequests([PATH]);
        renderSettingsPage('/users', UsersPage);
        held = await hold.next(PATH);
      },
      events,
      states,
    });
  });
});
