import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { atPath, expectLoginPage, PASSWORD, usedThisDeviceBefore, userMenuButton, USERS } from './support/app';

/**
 * Password recovery and reset (spec 01 sections 2, 4, 5 and 8): a valid email sends a link;
 * the link opens a form that needs two equal passwords; a bad link offers a new email.
 */

const FIXED_LINK = '/account/reset_password?token=demo-reset-token&b64e=Y2FyZ2FAZGVtby5leGFtcGxl';
const INVALID =
  'The token is invalid or expired. Please request a new email reset for instructions';

test.beforeEach(async ({ demo }) => {
  await demo.reset();
});

async function outbox(request: APIRequestContext): Promise<{ to: string; link: string }[]> {
  const response = await request.get('/__demo/outbox');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { to: string; link: string }[] }).items;
}

async function requestInstructions(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send instructions' }).click();
}

async function choosePassword(page: Page, password: string, confirm = password): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(confirm);
  await page.getByRole('button', { name: 'Change password' }).click();
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('an invalid email is refused in place and keeps what was typed', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(atPath('/account/recover_password'));

  await requestInstructions(page, 'carga@demo');
  await expect(page.getByText('Please, enter a valid email')).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue('carga@demo');
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('We have successfully sent an email with instructions!')).toHaveCount(0);
  expect(await outbox(request)).toEqual([]);
});

test('recover, follow the e-mailed link, choose a new password and sign in with it', async ({ page, request }) => {
  await usedThisDeviceBefore(page);
  await page.goto('/account/recover_password');
  await requestInstructions(page, 'carga@demo.example');
  await expect(page.getByText('We have successfully sent an email with instructions!')).toBeVisible();

  const mails = await outbox(request);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.to).toBe('carga@demo.example');
  const link = mails[0]!.link;
  expect(link).toMatch(/^\/account\/reset_password\?token=[^&]+&b64e=/);

  await page.goto(link);
  await expect(page.getByText('Minimum 8 characters')).toBeVisible();
  await choosePassword(page, 'fresh-pass-42');
  await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expectLoginPage(page);
  // The old password no longer works ...
  await signIn(page, 'carga', PASSWORD);
  await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
  // ... the new one does.
  await signIn(page, 'carga', 'fresh-pass-42');
  await expect(page).toHaveURL(atPath('/'));
  await expect(userMenuButton(page, USERS.carga.name)).toBeVisible();

  // The e-mailed link was single-use.
  await page.goto(link);
  await expect(page.getByText(INVALID)).toBeVisible();
});

test('an unknown address gets the same answer and no e-mail', async ({ page, request }) => {
  await usedThisDeviceBefore(page);
  await page.goto('/account/recover_password');
  await requestInstructions(page, 'nobody@demo.example');
  await expect(page.getByText('We have successfully sent an email with instructions!')).toBeVisible();
  expect(await outbox(request)).toEqual([]);
});

test('two different passwords are refused with "Please check the passwords"', async ({ page }) => {
  await usedThisDeviceBefore(page);
  await page.goto(FIXED_LINK);
  await choosePassword(page, 'fresh-pass-42', 'fresh-pass-43');
  await expect(page.getByText('Please check the passwords')).toBeVisible();
  await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toHaveCount(0);
  // An empty pair is refused the same way.
  await choosePassword(page, '', '');
  await expect(page.getByText('Please check the passwords')).toBeVisible();

  // The password did not change.
  await page.goto('/login');
  await signIn(page, 'carga', PASSWORD);
  await expect(page).toHaveURL(atPath('/'));
});

test('the fixed demo link works', async ({ page }) => {
  await usedThisDeviceBefore(page);
  await page.goto(FIXED_LINK);
  await choosePassword(page, 'fixed-link-pass');
  await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();
  await page.goto('/login');
  await signIn(page, 'carga', 'fixed-link-pass');
  await expect(page).toHaveURL(atPath('/'));
});

const badLinks = {
  'a tampered token': '/account/reset_password?token=demo-reset-tokeX&b64e=Y2FyZ2FAZGVtby5leGFtcGxl',
  'another user’s email': '/account/reset_password?token=demo-reset-token&b64e=YWRtaW5AZGVtby5leGFtcGxl',
  'a link without the token': '/account/reset_password?b64e=Y2FyZ2FAZGVtby5leGFtcGxl',
  'a link without the email': '/account/reset_password?token=demo-reset-token',
};

test('a bad link is invalid and offers a new email', async ({ page }) => {
  await usedThisDeviceBefore(page);
  for (const [what, link] of Object.entries(badLinks)) {
    await test.step(what, async () => {
      await page.goto(link);
      await expect(page.getByRole('alert').filter({ hasText: INVALID })).toBeVisible();
      await expect(page.getByLabel(/^New password/)).toHaveCount(0);

      const again = page.getByRole('link', { name: 'Request a new email' });
      await expect(again).toHaveAttribute('href', '/account/recover_password');
      await again.click();
      await expect(page).toHaveURL(atPath('/account/recover_password'));
      await expect(page.getByRole('heading', { name: 'Recover your password', level: 1 })).toBeVisible();
    });
  }
});

test.describe('on a device that never opened the app', () => {
  // With no stored dashboard version the version check runs, and must spare public pages:
  // an e-mailed reset link is often opened on a device that never used the app.
  for (const [what, target, heading] of [
    ['the e-mailed reset link', FIXED_LINK, 'Choose a new password'],
    ['the recovery page', '/account/recover_password', 'Recover your password'],
  ] as const) {
    test(`${what} opens`, async ({ page }) => {
      await page.goto(target);
      // The redirect, if any, happens before the first render: the first page heading shown
      // tells, read once it is visible (a slow machine may take seconds to show any).
      const first = page.getByRole('heading', { level: 1 });
      await expect(first).toBeVisible();
      expect(await first.textContent()).toBe(heading);
      await expect(page).toHaveURL(atPath(new URL(target, 'http://x').pathname));
    });
  }
});
