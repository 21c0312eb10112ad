import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { avatarFor } from '../../../machines/access/avatar';
import { landingRoute, toSessionUser, type LoginAnswer } from '../../../machines/access/sessionUser';

export interface Demo {
  /** Resets the demo API's store; `now` (ISO 8601) pins the demo clock. */
  reset(now?: string): Promise<void>;
  /**
   * Signs in through the API, as the login page would, and opens the user's landing page. For
   * tests whose subject is not the sign-in itself: the form is covered by the access tests.
   */
  signIn(page: Page, username: string, password?: string): Promise<void>;
  /** Signs in through the API and opens `path` directly (no landing page first). */
  signInAt(page: Page, username: string, path: string): Promise<void>;
  /**
   * Signs in through the API and stays on a blank page of the app's origin: the test sets
   * what else the device holds (the language…) and then opens the page it is about.
   */
  storeSession(page: Page, username: string): Promise<void>;
  /** Signs in through the login form (English labels) and waits to leave /login. */
  signInThroughForm(page: Page, username: string, password?: string): Promise<void>;
}

const PASSWORD = 'demo1234';
/** src/platform/config.ts dashboardVersion: a device that has run the app keeps it (else the session is cleared). */
const DASHBOARD_VERSION = '1.0.0';
/**
 * A small same-origin document (the test's CSP reports, read-only), to reach the origin's
 * storage without loading the app.
 */
const BLANK_ON_ORIGIN = '/__csp-report';

/**
 * What the login page leaves behind after a successful sign-in (src/access/session): the
 * session user under 'user' in session storage, the dashboard version in local storage.
 */
async function signInThroughApi(page: Page, request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/login', { data: { username, password } });
  expect(response.ok(), `POST /api/v1/login for ${username} answered ${response.status()}`).toBe(true);
  const answer = (await response.json()) as LoginAnswer;
  const session = toSessionUser(answer, avatarFor(answer.token!));
  if (!/^https?:/.test(page.url())) await page.goto(BLANK_ON_ORIGIN);
  await page.evaluate(
    ([stored, version]) => {
      window.sessionStorage.setItem('user', stored);
      window.localStorage.setItem('dashboard_version', version);
    },
    [JSON.stringify(session), DASHBOARD_VERSION] as const,
  );
  return landingRoute(session);
}

/**
 * Errors the page logs that are part of normal operation: the browser's own line for every
 * non-2xx answer (a wrong password is a 400, a forgotten token a 401) or a refused request.
 */
const EXPECTED_CONSOLE_ERRORS = [/^Failed to load resource:/];

/** The demo API's header naming a store (demo-api/store/stores.ts). */
const STORE_HEADER = 'x-demo-store';

export const test = base.extend<{ demo: Demo; demoStore: void; pageErrors: string[] }>({
  /**
   * Every request of the test, the page's and `request`'s alike, names the test's own demo
   * store: tests run in parallel without seeing each other's data, resets or clocks. The store
   * is seeded on first use and dropped when the test ends.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const store = `w${testInfo.workerIndex}-${testInfo.testId}-r${testInfo.retry}-${testInfo.repeatEachIndex}`;
    await use({ ...extraHTTPHeaders, [STORE_HEADER]: store });
  },

  /**
   * The test's API requests, each on a connection of its own (`Connection: close`). A pooled
   * connection left idle while the page works is closed by the server after its keep-alive
   * time (5 s); the next request sent on it just then failed with ECONNRESET (seen on the
   * CSP-report read after a test).
   */
  request: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, connection: 'close' } });
    await use(context);
    await context.dispose();
  },

  demo: async ({ request }, use) => {
    await use({
      async reset(now) {
        const response = await request.post('/__demo/reset', { data: { now } });
        expect(response.ok(), `POST /__demo/reset answered ${response.status()}`).toBe(true);
      },
      async signIn(page, username, password = PASSWORD) {
        await page.goto(await signInThroughApi(page, request, username, password));
      },
      async storeSession(page, username) {
        await signInThroughApi(page, request, username, PASSWORD);
      },
      async signInAt(page, username, path) {
        await signInThroughApi(page, request, username, PASSWORD);
        await page.goto(path);
      },
      async signInThroughForm(page, username, password = PASSWORD) {
        if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
        // Anchored: a required field's label may end with an asterisk; nothing else starts so.
        await page.getByLabel(/^Username/).fill(username);
        await page.getByLabel(/^Password/).fill(password);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      },
    });
  },

  /**
   * Once the test is over: fails it when the server's Content Security Policy refused anything
   * its pages did (server/: the browser reports to /__csp-report, kept per demo store), or
   * when a call its pages made, or an answer the demo API gave, broke docs/api/openapi.yaml
   * (server/contractTraffic.ts, CONTRACT_CHECK in playwright.config.ts); then drops the test's
   * demo store (idle stores are dropped anyway).
   */
  demoStore: [
    async ({ request }, use) => {
      await use();
      const reports = (await (await request.get('/__csp-report')).json()) as { reports: unknown[] };
      expect(reports.reports, 'no Content Security Policy violation was reported').toEqual([]);
      const contract = await request.get('/__demo/contract-violations');
      expect(contract.ok(), 'the demo server checks the API contract (CONTRACT_CHECK=1)').toBe(true);
      const { violations } = (await contract.json()) as { violations: unknown[] };
      await request.delete('/__demo/contract-violations');
      expect(violations, 'every call and answer matches docs/api/openapi.yaml (npm run openapi)').toEqual([]);
      await request.delete('/__demo/store');
    },
    { auto: true },
  ],

  /**
   * Automatic: fails a test whose page threw an uncaught error or logged an unexpected
   * console error (React logs what an error boundary caught, so a crash that the app turns
   * into "This page could not be shown" fails the test even if it checked something else).
   * A test that expects such errors can empty the array before it ends.
   */
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(text))) errors.push(`console.error: ${text}`);
      });
      await use(errors);
      expect(errors, 'the page logged no unexpected errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
