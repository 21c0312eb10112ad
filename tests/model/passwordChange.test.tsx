import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChangePasswordPage } from '@app/settings/profile/ChangePasswordPage';
import { db } from '@demo-api/store';
import { renderSettingsPage, SETTINGS_NAMESPACES, signIn, type SettingsWorld } from '../component/settings/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import { NEW_PASSWORD, passwordChangeModel, type PasswordChangeEventName } from './events/passwordChange';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/** The password change, replayed on the real /change_password page as carga against the demo API. */

const PATH = '/v1/update_password';
const paths = modelPaths(passwordChangeModel);

let world: SettingsWorld;
let hold: RequestHold;
let held: HeldRequest | null = null;

beforeAll(() => useLanguage('en', SETTINGS_NAMESPACES));
afterEach(() => hold?.discard());

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Change password' });
const password = () => db.access.users.find((u) => u.username === 'carga')!.password;

async function fill(values: { old_password: string; new_password1: string; new_password2: string }) {
  for (const [label, value] of [
    ['Old password', values.old_password],
    ['New password', values.new_password1],
    ['Confirm new password', values.new_password2],
  ] as const) {
    await world.user.clear(input(label));
    if (value) await world.user.type(input(label), value);
  }
  notifications.clean();
  await world.user.click(submit());
}

const events: Record<PasswordChangeEventName, (ctx: StepContext) => Promise<void>> = {
  'the user submits a valid change': async ({ event }) => {
    await fill(event as never);
    held = await hold.next(PATH);
    await world.user.click(submit()).catch(() => {});
    expect(hold.pending()).toHaveLength(1);
  },
  'the user submits a mismatch': async ({ event }) => fill(event as never),
  'the server changes it': async () => held!.pass(),
  'the server refuses the fields': async () => {
    demoServer.use(
      http.patch(`*${PATH}`, () => HttpResponse.json({ old_password: ['Your old password was entered incorrectly. Please enter it again.'], new_password2: ['Too common.'] }, { status: 400 }), { once: true }),
    );
    held!.pass();
  },
  'the user leaves while sending': async () => held!.abort(),
  'the user edits again': async () => {
    await world.user.type(input('Old password'), 'x');
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  editing: async (ctx) => {
    await waitFor(() => expect(submit()).not.toHaveAttribute('data-loading'));
    if (ctx.via === 'the user submits a mismatch') {
      expect(await screen.findByText('Please, check form before continue')).toBeInTheDocument();
      expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
      expect(input('New password')).toHaveValue(NEW_PASSWORD);
      expect(hold.pending()).toHaveLength(0);
    }
  },
  changing: async () => {
    await waitFor(() => expect(submit()).toHaveAttribute('data-loading', 'true'));
  },
  changed: async (ctx) => {
    if (ctx.via !== 'the server changes it') return;
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(password()).toBe(NEW_PASSWORD);
    expect(input('Old password')).toHaveValue('');
  },
  failed: async (ctx) => {
    if (ctx.via !== 'the server refuses the fields') return;
    expect(await screen.findByText('Old password: Your old password was entered incorrectly. Please enter it again.')).toBeInTheDocument();
    expect(screen.getByText('Confirm new password: Too common.')).toBeInTheDocument();
    expect(input('New password')).toHaveValue(NEW_PASSWORD);
  },
};

describe('password change, replayed on /change_password', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    await replay(path, {
      start: async () => {
        notifications.clean();
        await signIn('carga');
        hold = holdRequests([PATH]);
        held = null;
        world = renderSettingsPage('/change_password', ChangePasswordPage);
        await screen.findByRole('button', { name: 'Change password' });
      },
      events,
      states,
    });
  });
});
