import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSession } from '@app/platform/storage';
import { ProfilePage } from '@app/settings/profile/ProfilePage';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn, type SettingsWorld } from '../component/settings/support';
import { modelPaths, replay, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { MISSING_PROFILE, NEW_NAME, profileUpdateModel, type ProfileUpdateEventName } from './events/profileUpdate';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/**
 * My profile's personal data, replayed on the real page. Paths that reach the 404 are played
 * by alpsadmin (provider staff have no merchant profile in the demo); the others by admin.
 */

const PATH = '/v1/user_profile';
const paths = modelPaths(profileUpdateModel);

let world: SettingsWorld;
let hold: RequestHold;
let held: HeldRequest | null = null;

beforeAll(() => useLanguage('en', SETTINGS_NAMESPACES));
afterEach(() => hold?.discard());

const first = () => screen.getByRole('textbox', { name: 'First name' });
const update = () => screen.getByRole('button', { name: 'Update' });

const events: Record<ProfileUpdateEventName, (ctx: StepContext) => Promise<void>> = {
  'the user updates the name': async () => {
    notifications.clean();
    await world.user.clear(first());
    await world.user.type(first(), NEW_NAME.first_name);
    await world.user.click(update());
    held = await hold.next(PATH);
    await world.user.click(update()).catch(() => {});
    expect(hold.pending()).toHaveLength(1);
  },
  'the user empties a name and updates': async () => {
    await world.user.clear(first());
    await world.user.click(update()).catch(() => {});
  },
  'the server saves it': async () => held!.pass(),
  // The demo API answers alpsadmin's update with 404 (no merchant profile).
  'the server answers 404': async () => held!.pass(),
  'the user leaves while saving': async () => held!.abort(),
  'the user edits again': async () => {
    await world.user.type(first(), ' ');
    await world.user.type(first(), '{Backspace}');
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  editing: async (ctx) => {
    await waitFor(() => expect(first()).toBeEnabled());
    if (ctx.via === 'the user empties a name and updates') {
      expect(update()).toBeDisabled();
      expect(screen.getByText('Please, enter your first name')).toBeInTheDocument();
      expect(hold.pending()).toHaveLength(0);
    }
  },
  updating: async () => {
    await waitFor(() => expect(update()).toHaveAttribute('data-loading', 'true'));
  },
  updated: async () => {
    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    // The session, and with it the top bar, has the new name.
    await waitFor(() => expect(readSession()?.user.first_name).toBe(NEW_NAME.first_name));
    expect(world.actor.getSnapshot().context.session?.user.first_name).toBe(NEW_NAME.first_name);
  },
  failed: async () => {
    expect(await screen.findByText(MISSING_PROFILE)).toBeInTheDocument();
    expect(first()).toHaveValue(NEW_NAME.first_name);
    expect(readSession()?.user.first_name).not.toBe(NEW_NAME.first_name);
  },
};

describe('profile update, replayed on My profile', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    await replay(path, {
      start: async () => {
        notifications.clean();
        await signIn(path.labels.includes('the server answers 404') ? 'alpsadmin' : 'admin');
        hold = holdRequests([PATH]);
        held = null;
        world = renderSettingsPage('/profile', ProfilePage);
        await screen.findByRole('textbox', { name: 'First name' });
      },
      events,
      states,
    });
  });
});
