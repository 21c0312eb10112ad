import { RouterProvider } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecoverPasswordPage } from '@app/access/recoverPassword/RecoverPasswordPage';
import { abortPageRequests } from '@app/platform/pageSignal';
import { db } from '@demo-api/store';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { KNOWN_EMAIL, recoverPasswordModel, type RecoverPasswordEventName } from './events/recoverPassword';
import { holdRequests, type RequestHold } from './support/network';
import { memoryRouter, quietScrolling, stubPage, type MemoryRouter } from './support/router';

/**
 * The recovery chart's paths, replayed on the real page (its real machine binding and API
 * client) against the demo API; the recover request is held so "sending" can be seen.
 */

const paths = modelPaths(recoverPasswordModel);
const RECOVER = '/v1/account/recover_password';

interface World {
  router: MemoryRouter;
  user: UserEvent;
  hold: RequestHold;
  typed: string;
}
let world: World | null = null;
afterEach(() => {
  world = null;
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const emailField = () => screen.findByRole('textbox', { name: 'Email' });
const submitButton = () => screen.findByRole('button', { name: 'Send instructions' });
const INVALID = 'Please, enter a valid email';

async function expectIdleForm() {
  const button = await submitButton();
  await waitFor(() => expect(button).toBeEnabled());
  expect(button).not.toHaveAttribute('data-loading');
  expect(await emailField()).toHaveValue(w().typed);
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
}

async function submit({ event }: StepContext) {
  const { user } = w();
  const field = await emailField();
  await user.clear(field);
  await user.type(field, String(event!.email));
  w().typed = String(event!.email);
  await user.click(await submitButton());
}

const events: Record<RecoverPasswordEventName, (ctx: StepContext) => Promise<void>> = {
  'submit a valid email': submit,
  'submit a malformed email': submit,
  'server sends the instructions': async () => (await w().hold.next(RECOVER)).pass(),
  'server fails': async () => {
    demoServer.use(
      http.get(`*${RECOVER}`, () => HttpResponse.json({ detail: 'Mail service unavailable.' }, { status: 503 }), {
        once: true,
      }),
    );
    (await w().hold.next(RECOVER)).pass();
  },
  // What the router does when the user leaves the page: cancel the page's requests.
  'user leaves while sending': async () => {
    await w().hold.next(RECOVER);
    abortPageRequests();
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  idle: async (ctx) => {
    await expectIdleForm();
    expect(screen.queryByRole('alert')).toBeNull();
    const field = await emailField();
    if (ctx.via === 'submit a malformed email') {
      // Checked on the page: the field says why, and nothing was sent.
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(INVALID);
      expect(w().hold.pending()).toHaveLength(0);
    } else {
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText(INVALID)).toBeNull();
    }
    expect(db.access.outbox).toHaveLength(0);
  },
  sending: async () => {
    // Spec: only a something@something.something address is sent.
    expect(w().typed).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    const button = await submitButton();
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading');
    const held = await w().hold.next(RECOVER);
    expect(new URL(held.url, window.location.href).searchParams.get('email')).toBe(w().typed);
    expect(screen.queryByText(INVALID)).toBeNull();
  },
  sent: async () => {
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Email sent');
    expect(status).toHaveTextContent('We have successfully sent an email with instructions!');
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    // The demo API really mailed a reset link to that address.
    expect(db.access.outbox.map((mail) => mail.to)).toEqual([KNOWN_EMAIL]);
  },
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mail service unavailable.');
    await expectIdleForm();
    expect(screen.queryByText(INVALID)).toBeNull();
    expect(db.access.outbox).toHaveLength(0);
  },
};

const handlers: ReplayHandlers<undefined> = {
  start: () => {
    quietScrolling();
    const router = memoryRouter(
      { '/account/recover_password': RecoverPasswordPage, '/login': stubPage('Sign in (stub)') },
      '/account/recover_password',
    );
    world = { router, user: userEvent.setup({ delay: null }), hold: holdRequests([RECOVER]), typed: '' };
    renderView(<RouterProvider router={router} />);
    return emailField();
  },
  events,
  states,
};

describe('recover password model, replayed on the real page', () => {
  beforeAll(() => useLanguage('en', ['recoverPassword']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(3);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
