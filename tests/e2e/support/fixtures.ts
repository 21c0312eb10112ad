import { test as base, expect, type Page } from '@playwright/test';

export interface Demo {
  /** Resets the demo API's store; `now` (ISO 8601) pins the demo clock. */
  reset(now?: string): Promise<void>;
  /** Signs in through the login form (English labels) and waits to leave /login. */
  signIn(page: Page, username: string, password?: string): Promise<void>;
}

export const test = base.extend<{ demo: Demo }>({
  demo: async ({ request }, use) => {
    await use({
      async reset(now) {
        const response = await request.post('/__demo/reset', { data: { now } });
        expect(response.ok(), `POST /__demo/reset answered ${response.status()}`).toBe(true);
      },
      async signIn(page, username, password = 'demo1234') {
        if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
        // Anchored: a required field's label may end with an asterisk; nothing else starts so.
        await page.getByLabel(/^Username/).fill(username);
        await page.getByLabel(/^Password/).fill(password);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      },
    });
  },
});

export { expect };
