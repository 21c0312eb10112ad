import type { Page, Route } from '@playwright/test';
import { fromPromise, type ActorLogic, type AnyMachineSnapshot } from 'xstate';
import { TestModel } from 'xstate/graph';
import { sessionMachine, type SessionInput } from '../../machines/access/session';
import type { Credentials, LoginAnswer, MeAnswer } from '../../machines/access/sessionUser';
import type { ApiFailure } from '../../machines/shared/apiError';
import { expect, test, type Demo } from './support/fixtures';
import {
  atPath,
  expectLoginPage,
  expectStoredSession,
  PASSWORD,
  signOutFromMenu,
  storedSession,
  tokenIsLive,
  usedThisDeviceBefore,
  userMenuButton,
  USERS,
} from './support/app';

/**
 * Model-based test of the session chart (machines/access/session.ts) in the browser.
 *
 * The chart is the model: `TestModel` walks it from `signedOut` with the events below and
 * yields the shortest path to every transition a user can cause through the UI. Each path is
 * replayed in Chromium: every event is a real user action (typing, clicking, opening a URL)
 * or a real server outcome, and after every step the page must show what that state means.
 *
 * How the server outcomes are produced:
 * - The login, me and logout calls are held (page.route) until the outcome step, so that the
 *   busy states (`signingIn`, `loadingMe`, `signingOut`) can be seen. The outcome step then
 *   lets the request through to the demo API (its real answer: success, the 400 of a wrong
 *   password, the empty companies of `incomplete`, the 401 of a forgotten token), or stands in
 *   for a server that is unreachable (the request is aborted) or answers a malformed body (the
 *   real answer with `mids` turned into a string).
 * - "The server forgot the token" is POST /__demo/reset, which drops every session.
 * - UNAUTHORIZED: no signed-in page of this build makes a call that signs out on 401 (the
 *   only such calls are the public recovery ones, and the demo API ignores the token there,
 *   while Django REST framework's TokenAuthentication refuses an unknown token on any view).
 *   So the path sends a signed-in user with a forgotten token to the recovery page, and the
 *   recovery call is answered the way DRF would: when the demo API refuses the token on
 *   /v1/me, the call gets that very 401.
 *
 * Not reachable from the UI, so not in the browser paths:
 * - `checkingVersion` and `restoring` are transient (`always`); their effects are tested in
 *   guards.spec.ts (a different stored version signs out and goes to /login; /login updates
 *   the stored version) and login.spec.ts (a reload restores the stored session).
 * - The `aborted` outcome of login: the login call is made without an abort signal.
 * - UNAUTHORIZED while signing in, loading /v1/me or signing out: those three calls treat a
 *   401 as an ordinary error (`on401: 'error'`). The landing page's early request may be in
 *   flight while /v1/me loads; `loadingMe` leaves the outcome to /v1/me, so the path
 *   "me error: token forgotten" (whose early request hears the 401 too) shows /v1/me's toast.
 */

const CREDENTIALS = {
  good: { username: 'carga', password: PASSWORD },
  wrong: { username: 'carga', password: 'not-the-password' },
  incomplete: { username: 'incomplete', password: PASSWORD },
} as const satisfies Record<string, Credentials>;
type CredentialCase = keyof typeof CREDENTIALS;

// Answers shaped like the demo API's, for the model only (its guards read them).
const completeAnswer: LoginAnswer = {
  token: 'a'.repeat(40),
  user: { id: 1, username: 'carga', first_name: 'Camila', last_name: 'Rojas', type_of_user__id: 3 },
  companies: [{ pk: 1, name: 'Comercial Andes SpA', country_id: 1, url_template_upload: null }],
  profile_names: ['CARGA'],
  mids: [101],
  country_ids: [1],
  url_template_upload_by_country: { '1': '/api/v1/payroll_templates/country/chile.xlsx' },
  env_payments: ['test'],
};
const incompleteAnswer: LoginAnswer = { ...completeAnswer, companies: [], mids: [] };
const meAnswer: MeAnswer = { id: 1, first_name: 'Camila', last_name: 'Rojas', type_of_user__id: 3, profile_names: ['CARGA'] };
const failure = (kind: ApiFailure['kind']): ApiFailure => ({ kind, message: { key: 'x' } as ApiFailure['message'] });

/** Every event the model may take, each with `label`: how the browser brings it about. */
type ModelEvent =
  | { type: 'SIGN_IN'; username: string; password: string; label: `SIGN_IN(${CredentialCase})` }
  | { type: 'xstate.done.actor.login'; output: LoginAnswer; label: string; needs: CredentialCase }
  | { type: 'xstate.error.actor.login'; error: ApiFailure; label: string; needs: CredentialCase }
  | { type: 'xstate.done.actor.loadMe'; output: MeAnswer; label: string }
  | { type: 'xstate.error.actor.loadMe'; error: ApiFailure; label: string }
  | { type: 'SIGN_OUT'; label: string }
  | { type: 'xstate.done.actor.logout'; output: unknown; label: string }
  | { type: 'xstate.error.actor.logout'; error: ApiFailure; label: string }
  | { type: 'UNAUTHORIZED'; label: string };

const signIn = (which: CredentialCase): ModelEvent => ({
  type: 'SIGN_IN',
  ...CREDENTIALS[which],
  label: `SIGN_IN(${which})`,
});

const EVENTS: ModelEvent[] = [
  signIn('good'),
  signIn('wrong'),
  signIn('incomplete'),
  { type: 'xstate.done.actor.login', output: completeAnswer, label: 'login done: session', needs: 'good' },
  { type: 'xstate.done.actor.login', output: incompleteAnswer, label: 'login done: no companies', needs: 'incomplete' },
  { type: 'xstate.error.actor.login', error: failure('http'), label: 'login error: 400', needs: 'wrong' },
  { type: 'xstate.error.actor.login', error: failure('network'), label: 'login error: offline', needs: 'good' },
  { type: 'xstate.error.actor.login', error: failure('invalid'), label: 'login error: malformed', needs: 'good' },
  { type: 'xstate.done.actor.loadMe', output: meAnswer, label: 'me done' },
  { type: 'xstate.error.actor.loadMe', error: failure('http'), label: 'me error: token forgotten' },
  { type: 'SIGN_OUT', label: 'SIGN_OUT' },
  { type: 'xstate.done.actor.logout', output: {}, label: 'logout done' },
  { type: 'xstate.error.actor.logout', error: failure('http'), label: 'logout error: token forgotten' },
  { type: 'UNAUTHORIZED', label: 'UNAUTHORIZED' },
];

/** A device that has used the app and is on /login with no session. */
const INPUT: SessionInput = { storedSession: null, storedVersion: '1.0.0', currentVersion: '1.0.0', onPublicPage: true };

/**
 * The chart with a stand-in login actor. The model never runs actors; the stand-in only lets
 * a snapshot tell which credentials the pending login was started with (its input), so the
 * model pairs each login outcome with the credentials that produce it on the real server.
 */
const modelLogic = sessionMachine.provide({
  actors: { login: fromPromise<LoginAnswer, Credentials>(() => new Promise<LoginAnswer>(() => {})) },
});

function pendingCredentials(snapshot: AnyMachineSnapshot): CredentialCase | null {
  const child = snapshot.children.login as { getSnapshot(): { input?: Credentials } } | undefined;
  const input = child?.getSnapshot().input;
  if (!input) return null;
  const found = (Object.keys(CREDENTIALS) as CredentialCase[]).find(
    (key) => CREDENTIALS[key].username === input.username && CREDENTIALS[key].password === input.password,
  );
  return found ?? null;
}

/** Only what a user can bring about through the UI (see the header comment). */
function realizable(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (event.type === 'UNAUTHORIZED') return snapshot.matches('signedIn');
  if ('needs' in event) return pendingCredentials(snapshot) === event.needs;
  return true;
}

const valueOf = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value).replaceAll('"', '');

/** State key: the state, plus the transition that entered it, so every transition gets a path. */
const serializeState = (snapshot: AnyMachineSnapshot, event?: ModelEvent, previous?: AnyMachineSnapshot): string =>
  event && previous ? `${valueOf(previous)} --${event.label}--> ${valueOf(snapshot)}` : valueOf(snapshot);

// The chart's event type does not include the invoke outcome events; the model needs them.
const model = new TestModel<AnyMachineSnapshot, ModelEvent, SessionInput>(
  modelLogic as unknown as ActorLogic<AnyMachineSnapshot, ModelEvent, SessionInput>,
  {
  input: INPUT,
  events: EVENTS,
  filterEvents: (snapshot: AnyMachineSnapshot, event: ModelEvent) => snapshot.can(event as never) && realizable(snapshot, event),
  serializeState,
  serializeEvent: (event: ModelEvent) => event.label,
  stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key),
  },
);

const STATES = ['signedOut', 'signingIn', 'loadingMe', 'signedIn', 'signingOut'] as const;

/** Every transition the model can take from the UI, as `from --event--> to`. */
const MODEL_TRANSITIONS = Object.keys(model.getAdjacencyMap()).filter((key) => key.includes('-->'));
const PATHS = model.getShortestPaths();
const covered = new Set<string>();
const coveredStates = new Set<string>();

/** The calls the test holds until their outcome step. */
type Held = 'login' | 'me' | 'logout';

class Browser {
  private readonly queues: Record<Held, Route[]> = { login: [], me: [], logout: [] };
  private readonly waiters: Record<Held, ((route: Route) => void)[]> = { login: [], me: [], logout: [] };
  /** The label of the last event replayed: the state checks show what that event leads to. */
  last = 'xstate.init';
  token: string | null = null;
  logoutCalls = 0;

  constructor(
    readonly page: Page,
    readonly demo: Demo,
  ) {}

  async start(): Promise<void> {
    await this.demo.reset();
    await usedThisDeviceBefore(this.page);
    for (const [name, pathname] of [
      ['login', '/api/v1/login'],
      ['me', '/api/v1/me'],
      ['logout', '/api/v1/logout'],
    ] as const) {
      await this.page.route(
        (url) => url.pathname === pathname,
        (route) => {
          if (name === 'logout') this.logoutCalls += 1;
          const waiter = this.waiters[name].shift();
          if (waiter) waiter(route);
          else this.queues[name].push(route);
        },
      );
    }
    // Something of the session's in local storage, to see that signing out clears it.
    await this.page.evaluate(() => window.localStorage.setItem('e2e-session-marker', 'x'));
  }

  /** The next held request of that call (waits for it to be made). */
  held(name: Held): Promise<Route> {
    const queued = this.queues[name].shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => this.waiters[name].push(resolve));
  }

  /** Waits until that call has been made (and keeps holding it). */
  async arrived(name: Held): Promise<void> {
    this.queues[name].unshift(await this.held(name));
  }

  signInButton() {
    return this.page.getByRole('button', { name: 'Sign in', exact: true });
  }
}

interface Step {
  event: ModelEvent;
  state: AnyMachineSnapshot;
}

function executors(b: Browser): Record<string, (step: Step) => Promise<void>> {
  const { page, demo } = b;
  return {
    'xstate.init': async () => {
      await b.start();
    },
    SIGN_IN: async ({ event }: Step) => {
      const { username, password } = event as Extract<ModelEvent, { type: 'SIGN_IN' }>;
      await page.getByLabel(/^Username/).fill(username);
      await page.getByLabel(/^Password/).fill(password);
      await b.signInButton().click();
      await b.arrived('login');
    },
    'xstate.done.actor.login': async ({ state }: Step) => {
      // The real server's answer: a session for carga, no companies for incomplete.
      await (await b.held('login')).continue();
      if (state.matches('loadingMe')) await b.arrived('me');
    },
    'xstate.error.actor.login': async ({ event }: Step) => {
      const route = await b.held('login');
      const kind = (event as Extract<ModelEvent, { type: 'xstate.error.actor.login' }>).error.kind;
      if (kind === 'network') await route.abort('internetdisconnected');
      else if (kind === 'invalid') {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, mids: '101' } });
      } else await route.continue(); // the real 400 of a wrong password
    },
    'xstate.done.actor.loadMe': async () => {
      const landed = page.waitForURL(atPath(USERS.carga.landing));
      await (await b.held('me')).continue();
      await landed;
    },
    'xstate.error.actor.loadMe': async () => {
      await demo.reset(); // the server forgets the token just issued
      await (await b.held('me')).continue();
    },
    SIGN_OUT: async ({ state }: Step) => {
      if (state.matches('signingOut')) {
        b.token = (await storedSession(page))?.token ?? null;
        await signOutFromMenu(page, USERS.carga.name);
        await b.arrived('logout');
      } else {
        // Signed out already: typing /logout.
        await page.goto('/logout');
      }
    },
    'xstate.done.actor.logout': async () => {
      await (await b.held('logout')).continue();
    },
    'xstate.error.actor.logout': async () => {
      await demo.reset();
      await (await b.held('logout')).continue(); // 401: the token is gone
    },
    UNAUTHORIZED: async () => {
      b.token = (await storedSession(page))?.token ?? null;
      await page.route(
        (url) => url.pathname === '/api/v1/account/recover_password',
        async (route) => {
          // Django REST framework's TokenAuthentication: an unknown token is refused on any view.
          if (await route.request().headerValue('authorization')) {
            const probe = await route.fetch({ url: new URL('/api/v1/me', route.request().url()).href, method: 'GET' });
            if (probe.status() === 401) return route.fulfill({ response: probe });
          }
          return route.continue();
        },
      );
      await demo.reset(); // the server forgets the token
      await page.goto('/account/recover_password');
      await page.getByLabel(/^Email/).fill('carga@demo.example');
      await page.getByRole('button', { name: 'Send instructions' }).click();
    },
  };
}

function stateChecks(b: Browser) {
  const { page } = b;
  const host = () => new URL(page.url()).hostname;
  return {
    signedOut: async () => {
      // The toast first: it closes by itself after 4 s, which the checks below can outlast on a
      // busy machine (seen once).
      const toast = (text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
      const toasts: Record<string, string> = {
        'login error: 400': 'Unable to log in with provided credentials.',
        'login done: no companies': `Service unavailable, contact to support@${host()}`,
        'login error: malformed': `Service unavailable, contact to support@${host()}`,
        'login error: offline': 'Check your network connection',
        'me error: token forgotten': 'Invalid token.',
      };
      if (b.last && Object.hasOwn(toasts, b.last)) await toast(toasts[b.last]!);
      await expectLoginPage(page);
      await expectStoredSession(page, false);
      await expect(userMenuButton(page)).toHaveCount(0);
      await expect(b.signInButton()).toBeEnabled();
      switch (b.last) {
        case 'login error: 400':
          await expect(page.getByLabel(/^Username/)).toHaveValue('carga');
          break;
        case 'login done: no companies':
        case 'login error: malformed':
        case 'login error: offline':
        case 'me error: token forgotten':
          break;
        case 'logout done':
        case 'logout error: token forgotten':
        case 'UNAUTHORIZED':
          // Local and session storage cleared; the device settings (version) stay.
          expect(await page.evaluate(() => window.localStorage.getItem('e2e-session-marker'))).toBeNull();
          expect(await page.evaluate(() => window.localStorage.getItem('dashboard_version'))).toBe('1.0.0');
          expect(await tokenIsLive(page, b.token!), 'the old token no longer works').toBe(false);
          break;
        case 'SIGN_OUT':
          // Signed out already, /logout only went to /login: nothing to tell the server.
          expect(b.logoutCalls).toBe(0);
          break;
        default:
          await expect(page.getByText('Something needs your attention')).toHaveCount(0);
      }
    },
    signingIn: async () => {
      await expect(page).toHaveURL(atPath('/login'));
      await expect(b.signInButton()).toBeDisabled();
      await expectStoredSession(page, false);
    },
    loadingMe: async () => {
      await expect(page).toHaveURL(atPath('/login'));
      await expect(b.signInButton()).toBeDisabled();
      // The login answer is stored before /v1/me answers.
      await expectStoredSession(page, true);
      await expect(userMenuButton(page)).toHaveCount(0);
    },
    signedIn: async () => {
      await expect(page).toHaveURL(atPath(USERS.carga.landing));
      await expect(userMenuButton(page, USERS.carga.name)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      const session = await storedSession(page);
      expect(session?.user.first_name).toBe('Camila');
      expect(await tokenIsLive(page, session!.token)).toBe(true);
    },
    signingOut: async () => {
      await expect(page).toHaveURL(atPath('/logout'));
      await expect(page.getByRole('status', { name: 'Signing out…' })).toBeVisible();
      await expectStoredSession(page, true);
    },
  };
}

test.describe('session chart, replayed in the browser', () => {
  // In order, in one worker: the coverage report after the paths adds up what they all saw.
  test.describe.configure({ mode: 'default' });

  test('the model yields a path for every transition reachable from the UI', () => {
    const onPaths = new Set(
      PATHS.flatMap((path) =>
        path.steps.slice(1).map((step, i) => serializeState(step.state, step.event, path.steps[i]!.state)),
      ),
    );
    expect([...onPaths].sort()).toEqual([...MODEL_TRANSITIONS].sort());
    expect([...MODEL_TRANSITIONS].sort()).toEqual(
      [
        'loadingMe --me done--> signedIn',
        'loadingMe --me error: token forgotten--> signedOut',
        'signedIn --SIGN_OUT--> signingOut',
        'signedIn --UNAUTHORIZED--> signedOut',
        'signedOut --SIGN_IN(good)--> signingIn',
        'signedOut --SIGN_IN(incomplete)--> signingIn',
        'signedOut --SIGN_IN(wrong)--> signingIn',
        'signedOut --SIGN_OUT--> signedOut',
        'signingIn --login done: no companies--> signedOut',
        'signingIn --login done: session--> loadingMe',
        'signingIn --login error: 400--> signedOut',
        'signingIn --login error: malformed--> signedOut',
        'signingIn --login error: offline--> signedOut',
        'signingOut --logout done--> signedOut',
        'signingOut --logout error: token forgotten--> signedOut',
      ].sort(),
    );
  });

  for (const path of PATHS) {
    const labels = path.steps.slice(1).map((step) => (step.event as unknown as ModelEvent).label);
    test(`path: ${labels.join(' → ')}`, async ({ page, demo }) => {
      const browser = new Browser(page, demo);
      const events = executors(browser);
      const checks = stateChecks(browser);
      let previous: AnyMachineSnapshot | undefined;
      // TestModel.testPath runs each step's event, then the checks of the state it reached.
      await path.test({
        events: Object.fromEntries(
          Object.entries(events).map(([type, run]) => [
            type,
            async (step: Step) => {
              await run(step);
              browser.last = step.event.label ?? 'xstate.init';
            },
          ]),
        ) as never,
        states: Object.fromEntries(
          STATES.map((name) => [
            name,
            async (snapshot: AnyMachineSnapshot) => {
              await checks[name]();
              coveredStates.add(name);
              const key = previous
                ? `${valueOf(previous)} --${browser.last}--> ${valueOf(snapshot)}`
                : valueOf(snapshot);
              if (previous) covered.add(key);
              previous = snapshot;
            },
          ]),
        ) as never,
      });
    });
  }

  test.afterAll(() => {
    const missing = MODEL_TRANSITIONS.filter((key) => !covered.has(key));
    console.log(
      [
        `Session chart, browser coverage: ${coveredStates.size}/${STATES.length} states, ` +
          `${covered.size}/${MODEL_TRANSITIONS.length} transitions, ${PATHS.length} paths.`,
        `  states: ${[...coveredStates].join(', ')}`,
        ...[...covered].sort().map((key) => `  covered: ${key}`),
        ...missing.map((key) => `  NOT covered: ${key}`),
        '  not reachable from the UI: checkingVersion, restoring (transient; see guards.spec.ts and',
        '  login.spec.ts), login aborted, UNAUTHORIZED outside signedIn (see the header comment).',
      ].join('\n'),
    );
  });
});
