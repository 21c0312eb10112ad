import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { isApiCall, startAt } from './support/payouts';

/**
 * Issue 15: after Sign in, the landing page's data is asked for while GET /v1/me is still on its
 * way (src/platform/prefetch/earlyLoader.ts), and its code came while the user typed (the form's first focus
 * preloads both pages a sign-in may land on, src/app/onDemand.ts). /v1/me is held here until the
 * data's request has been seen: were the request made only once the page rendered, after
 * /v1/me, it would never be seen in time.
 */

const HOLD_MS = 3_000;

/** Holds /v1/me until a request matching `wanted` has left (or HOLD_MS passed); says whether one did. */
async function holdMeUntil(page: Page, wanted: (request: Request) => boolean): Promise<() => boolean> {
  let seen = false;
  let release!: () => void;
  const left = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (request) => {
    if (wanted(request)) {
      seen = true;
      release();
    }
  });
  await page.route('**/api/v1/me*', async (route) => {
    await Promise.race([left, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
    await route.continue();
  });
  return () => seen;
}

/** Every request started from now on, and those that failed (an aborted one fails). */
function record(page: Page) {
  const started: Request[] = [];
  const failed: Request[] = [];
  page.on('request', (request) => started.push(request));
  page.on('requestfailed', (request) => failed.push(request));
  return { started, failed };
}

/**
 * Resolves once the page has made no request for half a second, as a person's typing leaves it.
 * (`waitForLoadState('networkidle')` would not wait: the page reached it once, before the keys.)
 */
async function quiet(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  let last = Date.now();
  const start = (request: Request) => {
    inFlight.add(request);
    last = Date.now();
  };
  const end = (request: Request) => {
    inFlight.delete(request);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await expect.poll(() => inFlight.size === 0 && Date.now() - last > 500, { intervals: [100], timeout: 20_000 }).toBe(true);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

async function fillLogin(page: Page, username: string) {
  await page.goto('/login');
  // The app has taken the form over from the prerendered copy (on a loaded machine that can come
  // after a quick typist's last key; here the keys are meant for the app).
  await expect(page.locator('[data-prerendered-login]')).toHaveCount(0);
  await page.getByLabel(/^Username/).fill(username);
  // Typed key by key, as a person does (the first key also brings the toast container: ToasterHost).
  await page.getByLabel(/^Password/).pressSequentially('demo1234');
}

test("admin's payments are asked for during /v1/me, once, and no page code is left to fetch", async ({ page, demo }) => {
  await startAt(page, demo);
  const isList = (request: Request) => isApiCall(request, 'payments/operation');
  const listBeforeMe = await holdMeUntil(page, isList);
  await fillLogin(page, 'admin');
  // What the focus and the first key asked for has arrived (a person types for longer than this takes).
  await quiet(page);

  const { started, failed } = record(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/transactions(\?|$)/, { timeout: 10_000 });
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11); // header and 10 payments

  expect(listBeforeMe(), 'the list was asked for before /v1/me answered').toBe(true);
  expect(started.filter(isList), 'one request for the first page: the early one was taken').toHaveLength(1);
  expect(failed.filter(isList), 'leaving /login did not cancel it').toEqual([]);
  expect(started.filter((request) => request.resourceType() === 'script').map((request) => request.url())).toEqual([]);
});

test("carga's dashboard figures are asked for during /v1/me, once", async ({ page, demo }) => {
  await startAt(page, demo);
  const isFigures = (request: Request) => isApiCall(request, 'dashboard/data');
  const figuresBeforeMe = await holdMeUntil(page, isFigures);
  await fillLogin(page, 'carga');
  await quiet(page);

  const { started, failed } = record(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payout summary' }).getByText(/^CLP/).first()).toBeVisible();

  expect(figuresBeforeMe(), 'the figures were asked for before /v1/me answered').toBe(true);
  expect(started.filter(isFigures)).toHaveLength(1);
  expect(failed.filter(isFigures)).toEqual([]);
});
