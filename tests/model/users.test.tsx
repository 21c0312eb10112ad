import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UsersPage } from '@app/settings/users/UsersPage';
import { db } from '@demo-api/store';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn, type SettingsWorld } from '../component/settings/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { NEW_USER, TAKEN, TOGGLED, usersModel, type UsersEventName } from './events/users';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/** The user list's dialogs and Enable/Disable, replayed on the real users page as admin. */

const CREATE = '/v1/user/';
const LEVELS = '/v1/user/levels';
const STATUS = `/v1/user/${TOGGLED.id}/`;
const paths = modelPaths(usersModel);

let world: SettingsWorld;
let hold: RequestHold;
let held: HeldRequest | null = null;

beforeAll(() => useLanguage('en', SETTINGS_NAMESPACES));
afterEach(() => hold?.discard());

const addDialog = () => screen.queryByRole('dialog', { name: 'Add user' });
const profileDialog = () => screen.queryByRole('dialog', { name: `Edit the profile of ${TOGGLED.username}` });
const record = () => db.settings.users.find((u) => u.id === TOGGLED.id)!;
const refuse = (method: 'post' | 'put', path: string, body: string[] | Record<string, string[]>) => {
  demoServer.use(http[method](`*${path}`, () => HttpResponse.json(body, { status: 400 }), { once: true }));
  held!.pass();
};

async function chooseProfile(label: string | null) {
  const dialog = within((addDialog() ?? profileDialog())!);
  const select = dialog.getByRole('combobox', { name: 'Profile' });
  if (label === null) {
    await world.user.click(dialog.getByLabelText('Clear the profile'));
    return;
  }
  await world.user.click(select);
  await world.user.click(await screen.findByRole('option', { name: label }));
}

const events: Record<UsersEventName, (ctx: StepContext) => Promise<void>> = {
  'the user opens Add user': () => world.user.click(screen.getByRole('button', { name: 'Add user' })),
  'the user fills the form': async () => {
    const dialog = within(addDialog()!);
    for (const [label, value] of [['First name', NEW_USER.first_name], ['Last name', NEW_USER.last_name], ['Email', NEW_USER.email]] as const) {
      await world.user.clear(dialog.getByRole('textbox', { name: label }));
      await world.user.click(dialog.getByRole('textbox', { name: label }));
      await world.user.paste(value);
    }
    await chooseProfile('Customer Service');
  },
  'the user saves the new user': async (ctx) => {
    notifications.clean();
    const dialog = addDialog() ? within(addDialog()!) : within(profileDialog()!);
    const save = dialog.getByRole('button', { name: addDialog() ? 'Create user' : 'Save' });
    await world.user.click(save);
    if (ctx.snapshot.matches('creating')) held = await hold.next(CREATE);
    if (ctx.snapshot.matches('savingProfile')) held = await hold.next(LEVELS);
    if (held) {
      await world.user.click(save).catch(() => {});
      expect(hold.pending()).toHaveLength(1);
    }
  },
  'the user cancels': async () => {
    const dialog = within((addDialog() ?? profileDialog())!);
    await world.user.click(dialog.getByRole('button', { name: 'Cancel' }));
  },
  'the user is created': async () => held!.pass(),
  'creating is refused': async () => refuse('post', CREATE, [TAKEN]),
  'the user leaves while creating': async () => held!.abort(),
  'the user opens Edit profile': () => world.user.click(screen.getByRole('button', { name: `Edit the profile of ${TOGGLED.username}` })),
  'the user clears the profile': () => chooseProfile(null),
  'the user picks a profile': () => chooseProfile('Manager'),
  'the profile is saved': async () => held!.pass(),
  'the profile is refused': async () => refuse('post', LEVELS, { level: ['You cannot change your own profile.'] }),
  'the user leaves while saving the profile': async () => held!.abort(),
  'the user disables a user': async () => {
    notifications.clean();
    await world.user.click(screen.getByRole('button', { name: `Disable ${TOGGLED.username}` }));
    held = await hold.next(STATUS);
  },
  'the status is saved': async () => held!.pass(),
  'the status is refused': async () => refuse('put', STATUS, { is_active: ['You cannot disable your own user.'] }),
  'the user leaves while toggling': async () => held!.abort(),
};

const context = (ctx: StepContext) => ctx.snapshot.context as { draft: { email: string }; profile: string };

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  idle: async (ctx) => {
    await waitFor(() => expect(addDialog()).not.toBeInTheDocument());
    await waitFor(() => expect(profileDialog()).not.toBeInTheDocument());
    switch (ctx.via) {
      case 'the user is created':
        // The list loads again (the held GET of the same path).
        (await hold.next(CREATE)).pass();
        expect(await screen.findByText('user created successfully')).toBeInTheDocument();
        expect(await screen.findByText(NEW_USER.email)).toBeInTheDocument();
        break;
      case 'the profile is saved':
        (await hold.next(CREATE)).pass();
        expect(await screen.findByText('user updated successfully')).toBeInTheDocument();
        expect(record().profile).toBe((ctx.previous!.context as { profile: string }).profile);
        break;
      case 'the status is saved':
        (await hold.next(CREATE)).pass();
        expect(await screen.findByText('status updated successfully')).toBeInTheDocument();
        expect(record().is_active).toBe(false);
        expect(await screen.findByRole('button', { name: `Enable ${TOGGLED.username}` })).toBeInTheDocument();
        break;
      case 'the status is refused':
        expect(await screen.findByText('You cannot disable your own user.')).toBeInTheDocument();
        expect(record().is_active).toBe(true);
        break;
      default:
        break;
    }
  },
  adding: async (ctx) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add user' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create user' })).not.toHaveAttribute('data-loading'));
    if (context(ctx).draft.email !== '') expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(NEW_USER.email);
    if (ctx.via === 'the user saves the new user') {
      expect(dialog.getByText('First name is required')).toBeInTheDocument();
      expect(dialog.getByText('Profile is required')).toBeInTheDocument();
    }
    if (ctx.via === 'creating is refused') expect(dialog.getByRole('alert')).toHaveTextContent(TAKEN);
  },
  creating: async () => {
    await waitFor(() => expect(within(addDialog()!).getByRole('button', { name: 'Create user' })).toHaveAttribute('data-loading', 'true'));
  },
  editingProfile: async (ctx) => {
    const dialog = within(await screen.findByRole('dialog', { name: `Edit the profile of ${TOGGLED.username}` }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading'));
    if (ctx.via === 'the user saves the new user') expect(dialog.getByText('Profile is required')).toBeInTheDocument();
    if (ctx.via === 'the profile is refused') expect(dialog.getByRole('alert')).toHaveTextContent('You cannot change your own profile.');
  },
  savingProfile: async () => {
    await waitFor(() => expect(within(profileDialog()!).getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true'));
  },
  toggling: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: `Disable ${TOGGLED.username}` })).toHaveAttribute('data-loading', 'true'));
  },
};

describe('user list actions, replayed on the users page', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', { timeout: 60_000 }, async (_, path) => {
    await replay(path, {
      start: async () => {
        notifications.clean();
        await signIn('admin');
        held = null;
        world = renderSettingsPage('/users', UsersPage);
        await screen.findByRole('button', { name: `Disable ${TOGGLED.username}` });
        // Held from here: the list's own GET /v1/user/ shares the create call's path.
        hold = holdRequests([CREATE, LEVELS, STATUS]);
      },
      events,
      states,
    });
  });
});
