import { RouterProvider } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResetPasswordInput } from '@machines/access/resetPassword';
import { ResetPasswordPage } from '@app/access/resetPassword/ResetPasswordPage';
import { abortPageRequests } from '@app/platform/pageSignal';
import { db } from '@demo-api/store';
import { DEMO_PASSWORD, DEMO_RESET_B64E } from '@demo-api/store/seed/access';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { resetPasswordModel, type ResetPasswordEventName } from './events/resetPassword';
import { holdRequests, type RequestHold } from './support/network';
import { memoryRouter, quietScrolling, stubPage } from './support/router';

/**
 * The reset chart's paths, replayed on the real page (real machine binding, real API client)
 * against the demo API; check_token and reset_password are held so the in-flight states show.
 */

const paths = modelPaths(resetPasswordModel);
const CHECK = '/v1/account/check_token';
const RESET = '/v1/account/reset_password';

interface World {
  user: UserEvent;
  hold: RequestHold;
  /** The passwords typed in the last submit. */
  typed: { password: string; confirm: string } | null;
}
let world: World | null = null;
afterEach(() => {
  world = null;
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const newPassword = () => screen.getByLabelText('New password', { selector: 'input' });
const confirmPassword = () => screen.getByLabelText('Confirm password', { selector: 'input' });
const submitButton = () => screen.findByRole('button', { name: 'Change password' });
const cargaPassword = () => db.access.users.find((user) => user.username === 'carga')!.password;

/** The form the page is sending to `path` (held in flight). */
async function formBody(path: string): Promise<URLSearchParams> {
  const held = await w().hold.next(path);
  expect(held.method).toBe('POST');
  expect(held.body).toBeInstanceOf(URLSearchParams);
  return held.body as URLSearchParams;
}

async function submit({ event }: StepContext<ResetPasswordInput>) {
  const { user } = w();
  const password = String(event!.password);
  const confirm = String(event!.confirm);
  await submitButton();
  await user.clear(newPassword());
  await user.type(newPassword(), password);
  await user.clear(confirmPassword());
  await user.type(confirmPassword(), confirm);
  w().typed = { password, confirm };
  await user.click(await submitButton());
}

const events: Record<ResetPasswordEventName, (ctx: StepContext<ResetPasswordInput>) => Promise<void>> = {
  // The demo API answers check_token for the link's token as it really is.
  'server accepts the link': async () => (await w().hold.next(CHECK)).pass(),
  'server rejects the link': async () => (await w().hold.next(CHECK)).pass(),
  'link check fails': async () => {
    demoServer.use(
      http.post(`*${CHECK}`, () => HttpResponse.json({ detail: 'Temporary failure, try again.' }, { status: 500 }), {
        once: true,
      }),
    );
    (await w().hold.next(CHECK)).pass();
  },
  // What the router does when the user leaves the page: cancel the page's requests.
  'user leaves while checking': async () => {
    await w().hold.next(CHECK);
    abortPageRequests();
  },
  'try again': async () => {
    await w().user.click(await screen.findByRole('button', { name: 'Try again' }));
  },
  'submit matching passwords': submit,
  'submit a too short password': submit,
  'submit different passwords': submit,
  // The demo API decides on the password typed (it refuses fewer than 8 characters).
  'server changes the password': async () => (await w().hold.next(RESET)).pass(),
  'server refuses the password': async () => (await w().hold.next(RESET)).pass(),
  'user leaves while saving': async () => {
    await w().hold.next(RESET);
    abortPageRequests();
  },
};

async function expectForm({ busy }: { busy: boolean }) {
  const button = await submitButton();
  if (busy) {
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading');
  } else {
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('data-loading');
  }
  expect(newPassword()).toHaveValue(w().typed?.password ?? '');
  expect(confirmPassword()).toHaveValue(w().typed?.confirm ?? '');
}

const states: Record<string, (ctx: StepContext<ResetPasswordInput>) => Promise<void>> = {
  verifying: async (ctx) => {
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your link…');
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    const body = await formBody(CHECK);
    expect(body.get('token')).toBe(ctx.start.input.token);
    expect(body.get('base64_email')).toBe(ctx.start.input.b64e);
  },
  verificationFailed: async (ctx) => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      ctx.via === 'link check fails' ? 'Temporary failure, try again.' : 'We could not check your link right now.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  },
  invalid: async (ctx) => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The token is invalid or expired. Please request a new email reset for instructions');
    expect(screen.getByRole('link', { name: 'Request a new email' })).toHaveAttribute('href', '/account/recover_password');
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    if (ctx.via === 'start') expect(w().hold.pending()).toHaveLength(0);
  },
  ready: async (ctx) => {
    await expectForm({ busy: false });
    const mismatch = ctx.via === 'submit different passwords';
    if (mismatch) {
      expect(await screen.findByRole('alert')).toHaveTextContent('Please check the passwords');
      expect(w().hold.pending()).toHaveLength(0);
    } else {
      expect(screen.queryByRole('alert')).toBeNull();
    }
    expect(screen.getByText('Minimum 8 characters')).toBeInTheDocument();
    expect(cargaPassword()).toBe(DEMO_PASSWORD);
  },
  submitting: async () => {
    // Spec: sent only when both fields are filled in and equal.
    expect(w().typed!.password).not.toBe('');
    expect(w().typed!.confirm).toBe(w().typed!.password);
    await expectForm({ busy: true });
    const body = await formBody(RESET);
    expect(body.get('password')).toBe(w().typed!.password);
    expect(body.get('base64_email')).toBe(DEMO_RESET_B64E);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  failed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too short. It must contain at least 8 characters.',
    );
    await expectForm({ busy: false });
    expect(cargaPassword()).toBe(DEMO_PASSWORD);
  },
  changed: async () => {
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You can now sign in with it.',
    );
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    // The demo API really changed carga's password.
    expect(cargaPassword()).toBe(w().typed!.password);
  },
};

const handlers: ReplayHandlers<ResetPasswordInput> = {
  start: ({ start }) => {
    quietScrolling();
    const { token, b64e } = start.input;
    const router = memoryRouter(
      {
        '/account/reset_password': () => <ResetPasswordPage token={token} b64e={b64e} />,
        '/account/recover_password': stubPage('Recover password (stub)'),
        '/login': stubPage('Sign in (stub)'),
      },
      '/account/reset_password',
    );
    world = { user: userEvent.setup({ delay: null }), hold: holdRequests([CHECK, RESET]), typed: null };
    renderView(<RouterProvider router={router} />);
    return screen.findByRole('heading', { name: 'Choose a new password' });
  },
  events,
  states,
};

describe('reset password model, replayed on the real page', () => {
  beforeAll(() => useLanguage('en', ['resetPassword']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
