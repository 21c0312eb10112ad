import { notifications, notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { SignInAgainInput } from '@machines/access/signInAgain';
import { avatarFor } from '@machines/access/avatar';
import { toSessionUser, type LoginAnswer } from '@machines/access/sessionUser';
import { SignInAgain } from '@app/access/signInAgain/SignInAgain';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor, type SessionActor } from '@app/session/sessionActor';
import { accessCalls } from '@app/app/loadOnDemand';
import { readSession, readSignOutReason, VERSION_KEY, writeSession } from '@app/platform/storage';
import { formOpened } from '@app/platform/openForms';
import { QA_TOOLS, recordWith } from '@app/platform/inspect';
import { login, loginSecondFactor } from '@app/api/calls/access';
import { loadCountries } from '@app/api/calls/reference';
import { navigation } from '@app/platform/navigation';
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES } from '@demo-api/store/seed/access';
import { db } from '@demo-api/store';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { signInAgainModel, type SignInAgainEventName } from './events/signInAgain';
import { releaseCodes } from './support/releaseCode';
import { holdRequests, type RequestHold } from './support/network';

/**
 * The sign-in over the page's paths (issue 29), each replayed on the real dialog: a real
 * session of the user is stored, the real session actor restores it, and a request of the page
 * meets a real 401 while a form is open; the session then asks for the password over the page
 * (the host mounts the dialog, which runs the chart). The dialog's login, second step and me
 * requests are held at the fetch boundary so the busy states can be seen; each outcome event
 * then lets the demo API answer (or fails the request for real).
 */

const paths = modelPaths(signInAgainModel);
const SUPPORT = 'Service unavailable, contact to support@localhost';
const NETWORK = 'Check your network connection';
const NOTE = 'Half a payroll note';
const DIALOG = 'Your session ended';

interface World {
  actor: SessionActor;
  user: UserEvent;
  hold: RequestHold;
  /** The user whose session ended, and the token it had. */
  username: string;
  expiredToken: string;
  /** The page's request that met the 401: how it ended, once it has. */
  pageRequest: { settled: false } | { settled: true; ok: boolean; error?: unknown };
  /** The dialog chart's last snapshot, as the QA recorder sees it. */
  dialogChart: AnyMachineSnapshot | null;
  /** Codes of the app for this path: each right one from a later 30-second step (a reused one is refused). */
  codes: ReturnType<typeof releaseCodes>;
  recoveryUsed: number;
  go: ReturnType<typeof vi.fn<(to: string) => void>>;
}

let world: World | null = null;

afterEach(() => {
  world?.actor.stop();
  world = null;
});

const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const toasts = () => notificationsStore.getState().notifications;
const dialog = () => screen.findByRole('dialog', { name: DIALOG });
const signInButton = () => screen.findByRole('button', { name: 'Sign in' });
const signOutButton = () => screen.findByRole('button', { name: 'Sign out' });
const usernameField = () => screen.findByRole('textbox', { name: 'Username' });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });
const heldPaths = () => w().hold.pending().map((held) => held.path);

/** The page behind the dialog: a form the user was filling in when the session ended. */
function OpenForm() {
  const [note, setNote] = useState('');
  return (
    <form aria-label="Payroll note">
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
    </form>
  );
}

/** A real session of `username`, as the demo API knows it (verificada's with her last recovery code). */
async function realSession(username: string) {
  let answer: LoginAnswer = await login({ username, password: DEMO_PASSWORD });
  if (answer.second_factor) {
    const challenge = answer.second_factor.challenge;
    answer = await loginSecondFactor({ challenge, method: 'recovery', value: DEMO_RECOVERY_CODES[DEMO_RECOVERY_CODES.length - 1]! });
  }
  return toSessionUser(answer, avatarFor(answer.token!));
}

async function start(ctx: StepContext<SignInAgainInput>) {
  const username = ctx.start.input.expired.user.username!;
  notifications.clean();
  window.localStorage.setItem(VERSION_KEY, '1.0.0');
  const session = await realSession(username);
  writeSession(session);
  window.history.replaceState(null, '', '/');
  const go = vi.fn<(to: string) => void>();
  Object.assign(navigation, { go, reload: vi.fn() });
  const actor = createSessionActor(accessCalls);
  world = {
    actor,
    user: userEvent.setup({ delay: null }),
    hold: holdRequests(['/v1/login', '/v1/login/second_factor', '/v1/me']),
    username,
    expiredToken: session.token,
    pageRequest: { settled: false },
    dialogChart: null,
    codes: releaseCodes(),
    recoveryUsed: 0,
    go,
  };
  // The dialog's chart, as the in-app inspector records it: where it really is.
  recordWith((inspection) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const snapshot = inspection.snapshot as AnyMachineSnapshot;
    if (snapshot.machine?.id === 'signInAgain' && world) world.dialogChart = snapshot;
  });
  actor.start();
  expect(actor.getSnapshot().value).toBe('signedIn');
  renderView(
    <SessionProvider actor={actor}>
      <OpenForm />
      <SignInAgain />
    </SessionProvider>,
  );
  // The user is filling in a form that writes…
  const note = await screen.findByRole('textbox', { name: 'Note' });
  formOpened();
  await w().user.type(note, NOTE);
  // …when the session ends on the server, and the page's next request meets a 401.
  db.access.sessions.clear();
  // (It may settle after the test, when the page is torn down: this test's world, not the next.)
  const here = w();
  loadCountries([1]).then(
    () => (here.pageRequest = { settled: true, ok: true }),
    (error: unknown) => (here.pageRequest = { settled: true, ok: false, error }),
  );
  await waitFor(() => expect(actor.getSnapshot().value).toBe('signingInAgain'));
}

async function typePassword({ event }: StepContext<SignInAgainInput>) {
  const { user } = w();
  // The dialog offers the username of the session that ended; the user types the password.
  expect(await usernameField()).toHaveValue(String(event!.username));
  const secret = passwordField();
  await user.clear(secret);
  await user.type(secret, String(event!.password));
  await user.click(await signInButton());
}

async function typeSecondFactor({ event }: StepContext<SignInAgainInput>) {
  const { user } = w();
  const recovery = event!.method === 'recovery';
  if (recovery !== Boolean(screen.queryByRole('textbox', { name: 'Recovery code' }))) {
    await user.click(screen.getByRole('button', { name: recovery ? 'Use a recovery code instead' : 'Use a code from your app instead' }));
  }
  if (recovery) {
    const field = await screen.findByRole('textbox', { name: 'Recovery code' });
    await user.clear(field);
    await user.type(field, DEMO_RECOVERY_CODES[w().recoveryUsed++]!);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    return;
  }
  // The sixth digit sends it, as an autofilled code would.
  const [first] = await screen.findAllByRole('textbox', { name: 'Code from your app' });
  await user.click(first!);
  await user.keyboard(event!.value === 'right' ? w().codes.right() : w().codes.wrong());
}

const failNextRequest = (method: 'get' | 'post', path: string, response: () => Response) =>
  demoServer.use(http[method](`*${path}`, response, { once: true }));

/** A login answer the client accepts but that cannot make a session: no companies, no mids. */
const incompleteAnswer = () =>
  HttpResponse.json({
    token: 'incomplete-token',
    user: { first_name: 'Camila', last_name: 'Rojas', type_of_user__id: 3 },
    companies: [],
    profile_names: [],
    mids: [],
    country_ids: [],
    url_template_upload_by_country: {},
  });

const events: Record<SignInAgainEventName, (ctx: StepContext<SignInAgainInput>) => Promise<void>> = {
  'carga types her password': typePassword,
  'verificada types her password': typePassword,
  'carga types a wrong password': typePassword,
  // The demo API answers each as it really does for the credentials typed.
  'login answers': async () => (await w().hold.next('/v1/login')).pass(),
  'login asks for a second factor': async () => (await w().hold.next('/v1/login')).pass(),
  'login refuses the credentials': async () => (await w().hold.next('/v1/login')).pass(),
  'login answers without companies or mids': async () => {
    failNextRequest('post', '/v1/login', incompleteAnswer);
    (await w().hold.next('/v1/login')).pass();
  },
  'login answer fails its checks': async () => {
    failNextRequest('post', '/v1/login', () => HttpResponse.json({ token: 42, user: 'carga' }));
    (await w().hold.next('/v1/login')).pass();
  },
  'login request cancelled': async () => (await w().hold.next('/v1/login')).abort(),
  'login gets no response': async () => {
    failNextRequest('post', '/v1/login', () => HttpResponse.error());
    (await w().hold.next('/v1/login')).pass();
  },
  'enter the code from the app': typeSecondFactor,
  'enter a wrong code': typeSecondFactor,
  'enter a recovery code': typeSecondFactor,
  'back to the password': async () => w().user.click(await screen.findByRole('button', { name: 'Back to the password' })),
  'second step answers': async () => (await w().hold.next('/v1/login/second_factor')).pass(),
  'second step refuses the code': async () => (await w().hold.next('/v1/login/second_factor')).pass(),
  'second step answers without companies or mids': async () => {
    failNextRequest('post', '/v1/login/second_factor', incompleteAnswer);
    (await w().hold.next('/v1/login/second_factor')).pass();
  },
  'second step says the sign-in expired': async () => {
    // The challenge's five minutes have passed.
    db.access.secondFactorChallenges.clear();
    (await w().hold.next('/v1/login/second_factor')).pass();
  },
  'second step answer fails its checks': async () => {
    failNextRequest('post', '/v1/login/second_factor', () => HttpResponse.json({ token: 42 }));
    (await w().hold.next('/v1/login/second_factor')).pass();
  },
  'second step request cancelled': async () => (await w().hold.next('/v1/login/second_factor')).abort(),
  'me answers (carga)': async () => (await w().hold.next('/v1/me')).pass(),
  'me answers (verificada)': async () => (await w().hold.next('/v1/me')).pass(),
  'me gets no response': async () => {
    failNextRequest('get', '/v1/me', () => HttpResponse.error());
    (await w().hold.next('/v1/me')).pass();
  },
  'the user signs out': async () => w().user.click(await signOutButton()),
};

/** While the dialog is up: the page behind it keeps what was typed, its request waits, nobody was sent anywhere. */
async function expectPageWaits() {
  expect(w().actor.getSnapshot().value).toBe('signingInAgain');
  expect(await dialog()).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Note', hidden: true })).toHaveValue(NOTE);
  expect(w().pageRequest.settled).toBe(false);
  expect(w().go).not.toHaveBeenCalled();
  // Said in the dialog, where the user looks, never in a toast.
  expect(toasts()).toHaveLength(0);
}

/** What the password step says after each way back to it (null: nothing). */
const saidOnThePassword: Partial<Record<SignInAgainEventName | 'start', string | RegExp | null>> = {
  start: null,
  'login request cancelled': null,
  'back to the password': null,
  'login refuses the credentials': 'Unable to log in with provided credentials.',
  'login answers without companies or mids': SUPPORT,
  'login answer fails its checks': SUPPORT,
  'second step answers without companies or mids': SUPPORT,
  'login gets no response': NETWORK,
  'me gets no response': NETWORK,
  'second step says the sign-in expired': /Your sign-in took too long/,
};

/** What the code step says after each way to it (null: nothing). */
const saidOnTheCode: Partial<Record<SignInAgainEventName, string | null>> = {
  'login asks for a second factor': null,
  'second step request cancelled': null,
  'second step refuses the code': 'That code is not right. Check the app and try again.',
  'second step answer fails its checks': 'The server sent an answer this page cannot read. It has been reported; please try again later.',
};

const states: Record<string, (ctx: StepContext<SignInAgainInput>) => Promise<void>> = {
  asking: async (ctx) => {
    await expectPageWaits();
    const said = saidOnThePassword[ctx.via as SignInAgainEventName | 'start'];
    if (said === undefined) throw new Error(`No check for asking via ${ctx.via}`);
    // The password step, ready: the username of the session that ended offered.
    expect(await usernameField()).toHaveValue(w().username);
    await waitFor(async () => expect(await signInButton()).toBeEnabled());
    expect(await signInButton()).not.toHaveAttribute('data-loading');
    expect(await signOutButton()).toBeEnabled();
    expect(screen.queryByRole('form', { name: 'Two-step verification' })).toBeNull();
    if (said === null) expect(screen.queryByRole('alert')).toBeNull();
    else expect(await screen.findByRole('alert')).toHaveTextContent(said);
    // The password typed stays for another try, but not on the first ask.
    if (ctx.via === 'start') {
      expect(passwordField()).toHaveValue('');
      // The focus is in the dialog (on its first field: Mantine's focus trap overrides the
      // password's autoFocus, see the report of issue 29's tests).
      await waitFor(async () => expect(await dialog()).toContainElement(document.activeElement as HTMLElement));
    } else expect(passwordField()).not.toHaveValue('');
    // The 401 cleared the storage; nothing half-made is left there (after /v1/me failed either).
    expect(readSession()).toBeNull();
  },
  signingIn: async () => {
    await expectPageWaits();
    const button = await signInButton();
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    expect(button).toBeDisabled();
    // Nobody signs out halfway through a sign-in.
    expect(await signOutButton()).toBeDisabled();
    // An earlier error is gone while the new try runs.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await usernameField()).toHaveValue(w().username);
    expect(heldPaths()).toContain('/v1/login');
    expect(readSession()).toBeNull();
  },
  '{"secondFactor":"enteringCode"}': async (ctx) => {
    await expectPageWaits();
    // The password was right; the code is asked for before any session exists.
    const form = await screen.findByRole('form', { name: 'Two-step verification' });
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect(readSession()).toBeNull();
    const said = saidOnTheCode[ctx.via as SignInAgainEventName];
    if (said === undefined) throw new Error(`No check for enteringCode via ${ctx.via}`);
    if (said === null) {
      expect(within(form).queryByText(/not right|cannot read|network/)).toBeNull();
    } else {
      expect(await within(form).findByText(said)).toBeVisible();
    }
    // Not busy: the boxes take a code (empty for the next one), typed from the first box.
    const boxes = within(form).getAllByRole('textbox', { name: 'Code from your app' });
    expect(boxes).toHaveLength(6);
    for (const box of boxes) {
      expect(box).toHaveValue('');
      expect(box).not.toHaveAttribute('readonly');
    }
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    expect(within(form).getByRole('button', { name: 'Verify' })).not.toHaveAttribute('data-loading');
  },
  '{"secondFactor":"verifying"}': async () => {
    await expectPageWaits();
    const form = await screen.findByRole('form', { name: 'Two-step verification' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Verify' })).toHaveAttribute('data-loading'));
    // No error of an earlier try under the field while this one is checked.
    expect(within(form).queryByText(/not right|cannot read/)).toBeNull();
    expect(heldPaths()).toContain('/v1/login/second_factor');
    expect(readSession()).toBeNull();
  },
  loadingMe: async () => {
    await expectPageWaits();
    // The login answer is stored (with its new token) before /v1/me is asked; the dialog stays busy.
    await waitFor(() => expect(readSession()?.user.username).toBe(w().username));
    expect(readSession()?.token).toBeTruthy();
    expect(readSession()?.token).not.toBe(w().expiredToken);
    expect(await signInButton()).toHaveAttribute('data-loading');
    expect(await signOutButton()).toBeDisabled();
    expect(heldPaths()).toContain('/v1/me');
  },
  signedIn: async () => {
    const { actor, go } = w();
    // The session took the new one and the dialog is gone; the page is where it was.
    await waitFor(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue(NOTE);
    const stored = readSession();
    expect(stored?.user.username).toBe(w().username);
    expect(stored?.loggedIn).toBe(true);
    expect(stored?.token).toBeTruthy();
    expect(stored?.token).not.toBe(w().expiredToken);
    expect(actor.getSnapshot().context.session?.token).toBe(stored?.token);
    // The same user: the request that met the 401 went again with the new token, and answered.
    await waitFor(() => expect(w().pageRequest).toEqual({ settled: true, ok: true }));
    expect(go).not.toHaveBeenCalled();
    expect(readSignOutReason()).toBeNull();
    expect(toasts()).toHaveLength(0);
  },
  gaveUp: async () => {
    const { actor, go } = w();
    // Signed out: to /login, which says why; the dialog is gone.
    await waitFor(() => expect(actor.getSnapshot().value).toBe('signedOut'));
    expect(go).toHaveBeenCalledWith('/login');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());
    expect(readSession()).toBeNull();
    expect(readSignOutReason()).toBe('expired');
    // The request that met the 401 fails as it did.
    await waitFor(() => expect(w().pageRequest.settled).toBe(true));
    expect(w().pageRequest).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
  },
};

const valueText = (snapshot: AnyMachineSnapshot) => (typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value));

const handlers: ReplayHandlers<SignInAgainInput> = {
  start,
  events: Object.fromEntries(
    Object.entries(events).map(([name, run]) => [
      name,
      async (ctx: StepContext<SignInAgainInput>) => {
        notifications.clean();
        await run(ctx);
      },
    ]),
  ),
  states: Object.fromEntries(
    Object.entries(states).map(([value, check]) => [
      value,
      async (ctx: StepContext<SignInAgainInput>) => {
        // The dialog's real chart is where the model says.
        await waitFor(() => expect(w().dialogChart && valueText(w().dialogChart!)).toBe(value));
        await check(ctx);
      },
    ]),
  ),
};

describe('signInAgain model, replayed on the real dialog over an open form', () => {
  beforeAll(() => useLanguage('en', ['signInAgain']));

  it('runs with the QA recorder built in (it reads the dialog chart through it)', () => {
    expect(QA_TOOLS).toBe(true);
  });

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
