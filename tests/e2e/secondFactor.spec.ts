import type { Page } from '@playwright/test';
import { DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '../../demo-api/store/seed/access';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { codeAt, wrongDemoCode } from './support/secondFactor';
import { atPath, expectLoginPage, expectStoredSession, PASSWORD, signOutFromMenu, usedThisDeviceBefore, userMenuButton } from './support/app';

/**
 * A second factor at sign-in (issue 26): after a right password, a user with a second factor
 * is asked for a code from the app or a recovery code, and only then has a session.
 */

async function enterPassword(page: Page, username: string) {
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a code from the app finishes the sign-in; a wrong one is refused and nothing is stored', async ({ page }) => {
  await usedThisDeviceBefore(page);
  await enterPassword(page, 'verificada');

  await expect(page.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
  await expectStoredSession(page, false);
  await expectAccessible(page, 'the sign-in code step');

  const boxes = page.getByRole('textbox', { name: 'Code from your app' });
  await expect(boxes).toHaveCount(6);
  const wrong = wrongDemoCode();
  await boxes.first().pressSequentially(wrong);
  await expect(page.getByText('That code is not right. Check the app and try again.')).toBeVisible();
  await expect(page).toHaveURL(atPath('/login'));
  await expectStoredSession(page, false);

  await boxes.first().pressSequentially(codeAt(DEMO_TOTP_SECRET, Date.now()));
  await expect(page).toHaveURL(atPath('/'));
  await expect(userMenuButton(page, 'Elena Vargas')).toBeVisible();
  await expectStoredSession(page, true);
  // Nothing of the second factor is kept in the browser.
  const kept = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage }));
  expect(kept).not.toMatch(/challenge|second_factor|recovery/i);
});

test('a recovery code signs in once; the same code is refused the second time (in Spanish)', async ({ page }) => {
  await usedThisDeviceBefore(page);
  await enterPassword(page, 'verificada');
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(DEMO_RECOVERY_CODES[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(userMenuButton(page, 'Elena Vargas')).toBeVisible();

  await signOutFromMenu(page, 'Elena Vargas');
  await expectLoginPage(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Español', { exact: true }).click();
  await reloaded;
  await page.getByLabel(/^Usuario/).fill('verificada');
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByRole('textbox', { name: 'Código de recuperación' }).fill(DEMO_RECOVERY_CODES[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Ese código de recuperación no es correcto o ya fue utilizado.')).toBeVisible();
  await expectStoredSession(page, false);

  // Back to the password: the username is still there.
  await page.getByRole('button', { name: 'Volver al inicio de sesión' }).click();
  await expect(page.getByLabel(/^Usuario/)).toHaveValue('verificada');
});

test('carga turns two-step verification on from My profile, then signs in with a code', async ({ page, demo }) => {
  await demo.signInAt(page, 'carga', '/profile');
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Turn on' }).click();

  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await section.getByRole('button', { name: "Can't scan it?" }).click();
  const secret = (await section.locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page, 'two-step verification set-up');

  await section.getByRole('textbox', { name: 'Code from your app' }).first().pressSequentially(codeAt(secret, Date.now()));
  await section.getByRole('button', { name: 'Turn on' }).click();

  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const done = section.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await section.getByRole('checkbox', { name: 'I have kept these codes somewhere safe' }).check();
  await done.click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();

  await signOutFromMenu(page, 'Camila Rojas');
  await expectLoginPage(page);
  await enterPassword(page, 'carga');
  await expect(page.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
  // The enrolment used this 30-second step's code; the next step's is still inside the window.
  await page.getByRole('textbox', { name: 'Code from your app' }).first().pressSequentially(codeAt(secret, Date.now() + 30_000));
  await expect(userMenuButton(page, 'Camila Rojas')).toBeVisible();
  await expect(page).toHaveURL(atPath('/'));
});
