import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { avatarFor } from '@machines/access/avatar';
import { toSessionUser } from '@machines/access/sessionUser';
import { writeSession } from '@app/platform/storage';
import { login } from '@app/api/calls/access';
import { ReferenceDataProvider, useReferenceData } from '@app/referenceData/ReferenceDataContext';
import { DEMO_PASSWORD } from '@demo-api/store/seed/access';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { referenceDataModel, type ReferenceDataEventName } from './events/referenceData';
import { holdRequests, type RequestHold } from './support/network';

/**
 * The reference data chart's paths, replayed on the real provider (real binding, real API
 * client) for a signed-in carga against the demo API. The app settings call is held so the
 * loading state can be seen; the page below the provider shows what it receives.
 */

const paths = modelPaths(referenceDataModel);
const SETTINGS = '/v1/app_settings';

interface World {
  user: UserEvent;
  hold: RequestHold;
}
let world: World | null = null;
afterEach(() => {
  world = null;
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

/** A page below the provider: what it gets from useReferenceData. */
function PageProbe() {
  const data = useReferenceData();
  if (!data) return <p data-testid="page">no reference data yet</p>;
  return (
    <p data-testid="page">
      {`countries ${data.countries.map((c) => c.code).join(',')}; currencies ${data.currencies.join(',')}; max days ${data.settings.date_range_limit_settings.max_days_range}`}
    </p>
  );
}

const page = () => screen.getByTestId('page');

const events: Record<ReferenceDataEventName, (ctx: StepContext) => Promise<void>> = {
  'reference data loads': async () => (await w().hold.next(SETTINGS)).pass(),
  'a reference call fails': async () => {
    demoServer.use(
      http.get(`*${SETTINGS}`, () => HttpResponse.json({ detail: 'Settings are being updated.' }, { status: 503 }), {
        once: true,
      }),
    );
    (await w().hold.next(SETTINGS)).pass();
  },
  'try again': async () => {
    await w().user.click(screen.getByRole('button', { name: 'Try again' }));
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  loading: async () => {
    await w().hold.next(SETTINGS);
    expect(page()).toHaveTextContent('no reference data yet');
    expect(screen.queryByRole('alert')).toBeNull();
  },
  ready: async () => {
    // carga's one country (Chile) and the demo API's currencies and settings.
    await waitFor(() =>
      expect(page()).toHaveTextContent('countries CL; currencies CLP,PEN,MXN,USD,EUR,BRL; max days 120'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  },
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some settings could not be loaded');
    expect(alert).toHaveTextContent('Settings are being updated.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    // The page below still renders, with its defaults.
    expect(page()).toHaveTextContent('no reference data yet');
  },
};

const handlers: ReplayHandlers<undefined> = {
  start: async () => {
    const answer = await login({ username: 'carga', password: DEMO_PASSWORD });
    writeSession(toSessionUser(answer, avatarFor(answer.token!)));
    world = { user: userEvent.setup({ delay: null }), hold: holdRequests([SETTINGS]) };
    renderView(
      <ReferenceDataProvider>
        <PageProbe />
      </ReferenceDataProvider>,
    );
  },
  events,
  states,
};

describe('reference data model, replayed on the real provider', () => {
  beforeAll(() => useLanguage('en', ['shell']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(2);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
