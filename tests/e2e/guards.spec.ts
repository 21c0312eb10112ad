import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  atPath,
  expectSignedOut,
  expectStoredSession,
  mainMenu,
  storedSession,
  tokenIsLive,
  userMenuButton,
  usedThisDeviceBefore,
  USERS,
} from './support/app';

/**
 * Route guards (spec 01 section 2): no session goes to /login; profiles that match none of
 * the route's roles go to /logout, which signs out and lands on /login. Also the catch-all,
 * the signed-in visit to /login, and the dashboard-version check (section 4).
 */

test.beforeEach(async ({ demo }) => {
  await demo.reset();
});

/**
 * The main frame's paths in order from now on, SPA (history API) navigations included; a repeat
 * of the same path is kept once: the router settling the URL it loaded on, or a list writing its
 * query into the address of the page already shown (search params only, the path unchanged).
 */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  let last = new URL(page.url()).pathname;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const pathname = new URL(frame.url()).pathname;
    if (pathname !== last) paths.push(pathname);
    last = pathname;
  });
  return paths;
}

/**
 * Records every text of `heading` that ever enters the page, through a MutationObserver
 * installed before any page script runs: a forbidden page that renders for a single frame
 * is caught, not only one that stays long enough to be sampled.
 */
async function watchForText(page: Page, texts: readonly string[]): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__e2eSeen', (_source, text: string) => {
    seen.push(text);
  });
  await page.addInitScript((watched: readonly string[]) => {
    const report = (window as unknown as { __e2eSeen: (text: string) => void }).__e2eSeen;
    const check = () => {
      const body = document.body?.innerText ?? '';
      for (const text of watched) if (body.includes(text)) void report(text);
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
  return seen;
}

test('signed out, typing a protected URL goes to /login', async ({ page }) => {
  // Visit /login first: this device then holds the current dashboard version, so the
  // redirects below are the guard's and not the version check's.
  await usedThisDeviceBefore(page);
  const seen = await watchForText(page, ['This area is coming soon', 'Sorry, page not found']);
  for (const target of ['/', '/payouts/list', '/users', '/payroll/view/5', '/nope']) {
    await test.step(target, async () => {
      await page.goto(target);
      await expectSignedOut(page);
    });
  }
  expect(seen, 'no protected page showed').toEqual([]);
});

test.describe('profiles that do not match go to /logout and end signed out on /login', () => {
  const cases = [
    { username: 'carga', target: '/users', forbidden: 'Manage users' },
    { username: 'carga', target: '/payments/merchant/info', forbidden: 'Merchant info' },
    { username: 'admin', target: '/payouts/upload', forbidden: 'Upload payout' },
  ] as const;

  for (const { username, target, forbidden } of cases) {
    test(`${username} typing ${target}`, async ({ page, demo }) => {
      await demo.signInThroughForm(page, username);
      await expect(userMenuButton(page, USERS[username].name)).toBeVisible();
      const token = (await storedSession(page))!.token;

      const seen = await watchForText(page, [forbidden, 'This area is coming soon']);
      const paths = recordPaths(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) apiCalls.push(pathname);
      });
      const logoutCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/logout');

      await page.goto(target);
      await expectSignedOut(page);
      await logoutCall;

      expect(paths, 'went through /logout to /login').toEqual([target, '/logout', '/login']);
      expect(seen, `"${forbidden}" never showed`).toEqual([]);
      expect(apiCalls, 'only the logout call was made').toEqual(['/api/v1/logout']);
      // Signed out for real: the server no longer accepts the old token.
      await expect.poll(() => tokenIsLive(page, token)).toBe(false);
    });
  }
});

test('carga typing /payouts/upload sees the upload page inside the shell', async ({ page, demo }) => {
  await demo.signInThroughForm(page, 'carga');
  await page.goto('/payouts/upload');
  await expect(page).toHaveURL(atPath('/payouts/upload'));
  await expect(page.getByRole('heading', { name: 'Upload payout', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await expect(userMenuButton(page, USERS.carga.name)).toBeVisible();
});

for (const username of ['carga', 'admin'] as const) {
  test(`${username}, signed in, opening /login goes to ${USERS[username].landing}`, async ({ page, demo }) => {
    await demo.signInThroughForm(page, username);
    // From a page that is not the landing one, so that staying put would show.
    await page.goto('/balance');
    await expect(page.getByRole('heading', { name: 'Balance', level: 1 })).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveURL(atPath(USERS[username].landing));
    await expect(userMenuButton(page, USERS[username].name)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
    await expectStoredSession(page, true);
  });
}

test('an unknown path shows "Sorry, page not found" inside the shell', async ({ page, demo }) => {
  await demo.signInThroughForm(page, 'aprobador1');
  await page.goto('/nope/not/here');
  await expect(page).toHaveURL(atPath('/nope/not/here'));
  await expect(page.getByRole('heading', { name: 'Sorry, page not found' })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await expect(userMenuButton(page, USERS.aprobador1.name)).toBeVisible();
  // Its way out works.
  await page.getByRole('link', { name: 'Go to the summary' }).click();
  await expect(page).toHaveURL(atPath('/resume'));
  await expect(page.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();
});

test('a stored dashboard version other than 1.0.0 clears the session and goes to /login', async ({ page, demo }) => {
  await demo.signInThroughForm(page, 'manager');
  await page.goto('/payouts/list');
  await expect(page.getByRole('heading', { name: 'Payouts list', level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.localStorage.setItem('dashboard_version', '0.9.0');
    window.localStorage.setItem('lang', 'en');
  });

  await page.reload();
  await expectSignedOut(page);
  // The check saves the current version, so the next sign-in is not thrown out again,
  // and it removes only the session: the language is a device setting and stays.
  expect(await page.evaluate(() => window.localStorage.getItem('dashboard_version'))).toBe('1.0.0');
  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('en');

  await demo.signInThroughForm(page, 'manager');
  await page.goto('/payouts/list');
  await expect(page.getByRole('heading', { name: 'Payouts list', level: 1 })).toBeVisible();
});

test('on /login a different stored version is updated without signing anyone out of the page', async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('e2e-seeded')) {
      window.sessionStorage.setItem('e2e-seeded', '1');
      window.localStorage.setItem('dashboard_version', '0.9.0');
    }
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('dashboard_version'))).toBe('1.0.0');
  await expect(page).toHaveURL(atPath('/login'));
});
