import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What a user sees and what the browser keeps, read the way the specs need it. Texts are the
 * English ones (locales/en) unless a spec passes its own.
 */

export const PASSWORD = 'demo1234';

/** Who the demo users are (demo-api/README.md) and where the spec says they land. */
export const USERS = {
  carga: { name: 'Camila Rojas', initials: 'CR', landing: '/' },
  aprobador1: { name: 'Javier Muñoz', initials: 'JM', landing: '/' },
  aprobador2: { name: 'Valentina Soto', initials: 'VS', landing: '/' },
  manager: { name: 'Diego Fernández', initials: 'DF', landing: '/' },
  admin: { name: 'Lucía Ramírez', initials: 'LR', landing: '/payments/transactions' },
  alpsadmin: { name: 'Andrés Quispe', initials: 'AQ', landing: '/payments/transactions' },
} as const;

export type DemoUserName = keyof typeof USERS;

/** Matches a URL whose path is exactly `pathname` (any query). */
export const atPath = (pathname: string): RegExp =>
  new RegExp(`^https?://[^/]+${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);

export interface StoredSession {
  token: string;
  avatar: number;
  profile_names: string[];
  mids: number[];
  user: { first_name: string; last_name: string };
}

export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('user'));
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

/** Waits (web-first) until session storage has, or has not, a user with a token. */
export async function expectStoredSession(page: Page, present: boolean): Promise<void> {
  await expect
    .poll(async () => Boolean((await storedSession(page))?.token), {
      message: present ? 'session storage should hold the user' : 'session storage should have no user',
    })
    .toBe(present);
}

/**
 * The device has opened the app before, so it holds the dashboard version: the usual case
 * (the first visit is covered on its own in recovery.spec.ts).
 */
export async function usedThisDeviceBefore(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByLabel(/^(Username|Usuario)/)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('dashboard_version'))).toBe('1.0.0');
}

export const userMenuButton = (page: Page, name?: string): Locator =>
  page.getByRole('button', { name: name ? `${name}, account menu` : /, account menu$/ });

export const mainMenu = (page: Page, label = 'Main menu'): Locator => page.getByRole('navigation', { name: label });

/** The sign-in form as a user sees it (English). */
export async function expectLoginPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Username/)).toBeVisible();
}

/** Signed out: on /login, no user in session storage, and no shell. */
export async function expectSignedOut(page: Page): Promise<void> {
  await expectLoginPage(page);
  await expectStoredSession(page, false);
  await expect(userMenuButton(page)).toHaveCount(0);
}

/** Signs out through the user menu, as a user would. */
export async function signOutFromMenu(page: Page, name?: string): Promise<void> {
  await userMenuButton(page, name).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** Whether the demo API still accepts `token` (GET /api/v1/me answers 200). */
export async function tokenIsLive(page: Page, token: string): Promise<boolean> {
  const response = await page.request.get('/api/v1/me', { headers: { Authorization: `Token ${token}` } });
  return response.ok();
}

/** Group labels of the side menu that fold their links away (English). */
const MENU_GROUPS = ['Payouts', 'Payments', 'Settings', 'Developers'] as const;

/**
 * Opens every folded group of the side menu by clicking its label, as a user would, so that
 * every link the user can reach is on screen.
 */
export async function unfoldMenu(page: Page, groups: readonly string[] = MENU_GROUPS): Promise<void> {
  const nav = mainMenu(page);
  await expect(nav).toBeVisible();
  for (const label of groups) {
    const group = nav.getByText(label, { exact: true });
    if ((await group.count()) === 0) continue;
    // A group is a button that says whether it is expanded; folded links are hidden from the
    // accessibility tree.
    const toggle = nav.getByRole('button', { name: label, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

/**
 * The links of the side menu on screen, in order, as `accessible name -> href`, read from the
 * accessibility tree (what assistive technology announces).
 */
export async function menuLinks(page: Page): Promise<string[]> {
  const snapshot = await mainMenu(page).ariaSnapshot();
  const links: string[] = [];
  let pending: string | null = null;
  for (const line of snapshot.split('\n')) {
    const link = /^\s*- link "(.*)"/.exec(line);
    if (link) {
      if (pending !== null) links.push(`${pending} -> (no href)`);
      pending = link[1]!;
      continue;
    }
    const url = /^\s*- \/url: (.*)$/.exec(line);
    if (url && pending !== null) {
      links.push(`${pending} -> ${url[1]!.trim()}`);
      pending = null;
    }
  }
  if (pending !== null) links.push(`${pending} -> (no href)`);
  return links;
}

/** Opens `path` and waits until it has painted its heading and settled its calls. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/**
 * Opens `path` inside the running app, as Back and Forward do (the router follows the
 * history's popstate), and waits as `openSettled` does: no request for half a second (what
 * Playwright's 'networkidle' means for a load), a heading, no loader. About a fifth of a full
 * load's cost, for tests that walk through many screens where the load is not what they check.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const quiet = quietNetwork(page);
  try {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect.poll(quiet.settled, { message: `requests of ${path} settle`, intervals: [100] }).toBe(true);
  } finally {
    quiet.stop();
  }
  await settled(page);
}

/** Counts the page's requests from now on; `settled` once none has run for `ms`. */
function quietNetwork(page: Page, ms = 500) {
  let running = 0;
  let last = Date.now();
  const started = () => {
    running += 1;
    last = Date.now();
  };
  const ended = () => {
    running -= 1;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: () => running <= 0 && Date.now() - last >= ms,
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}
