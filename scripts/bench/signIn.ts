import type { Browser, Page } from '@playwright/test';

/** Every demo user's password (README.md, "Demo users"). */
export const DEMO_PASSWORD = 'demo1234';

export const USERNAME_FIELD = 'input[autocomplete="username"]';
export const PASSWORD_FIELD = 'input[autocomplete="current-password"]';

/** What the browser keeps of a signed-in user, to start other contexts signed in. */
export interface SignedIn {
  readonly user: string;
  readonly token: string;
  readonly sessionStorage: Readonly<Record<string, string>>;
  readonly localStorage: Readonly<Record<string, string>>;
}

/** Fills the login form and presses Sign in (the page must be on /login). */
export async function submitLogin(page: Page, user: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator(USERNAME_FIELD).fill(user);
  await page.locator(PASSWORD_FIELD).fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Types the credentials as a person would (pointer, keys), without pressing Sign in. */
export async function typeLogin(page: Page, user: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator(USERNAME_FIELD).click();
  await page.keyboard.type(user);
  await page.locator(PASSWORD_FIELD).click();
  await page.keyboard.type(password);
}

export const pressSignIn = (page: Page): Promise<void> => page.locator('form button[type="submit"]').click();

/** Signs in through the login form and the demo API, in a context of its own. */
export async function signIn(browser: Browser, base: string, user: string): Promise<SignedIn> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await submitLogin(page, user);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
    const stored = await page.evaluate(() => ({
      session: Object.fromEntries(Object.entries(sessionStorage)),
      local: Object.fromEntries(Object.entries(localStorage)),
    }));
    const token = (JSON.parse(stored.session.user ?? '{}') as { token?: string }).token;
    if (!token) throw new Error(`${user} signed in, but session storage holds no token`);
    return { user, token, sessionStorage: stored.session, localStorage: stored.local };
  } finally {
    await context.close();
  }
}
