import { userMenuButton } from '../support/app';
import { expect, test } from '../support/fixtures';
import { chooseSpanish, expectToast, startSettings } from './support';

/** My profile and the password change (spec 02 sections 2, 5 and 8). */

test.beforeEach(async ({ context, demo }) => {
  await startSettings(context, demo);
});

test('the user menu opens My profile; a new name shows in the top bar at once', async ({ page, demo }) => {
  await demo.signIn(page, 'manager');
  await userMenuButton(page, 'Diego Fernández').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const first = page.getByRole('textbox', { name: 'First name' });
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await first.fill('');
  await expect(page.getByText('Please, enter your first name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await first.fill('Diego Andrés');
  await page.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, 'Data updated successfully');
  await expect(userMenuButton(page, 'Diego Andrés Fernández')).toBeVisible();
  await page.reload();
  await expect(userMenuButton(page, 'Diego Andrés Fernández')).toBeVisible();
});

test('password change: the form messages, one toast per refused field, then the new password signs in', async ({ page, demo }) => {
  await demo.signInAt(page, 'carga', '/change_password');
  await page.getByLabel('New password', { exact: true }).fill('n3w-Secret!');
  await page.getByLabel('Confirm new password').fill('other');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Please, check form before continue');
  await expect(page.getByText('Please, enter your old password')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('Old password').fill('wrong-one');
  await page.getByLabel('New password', { exact: true }).fill('123');
  await page.getByLabel('Confirm new password').fill('123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Old password: Your old password was entered incorrectly. Please enter it again.');
  await expectToast(page, 'Confirm new password: This password is too short. It must contain at least 8 characters. This password is entirely numeric.');
  await expect(page.getByLabel('Old password')).toHaveValue('wrong-one');

  await page.getByLabel('Old password').fill('demo1234');
  await page.getByLabel('New password', { exact: true }).fill('n3w-Secret!');
  await page.getByLabel('Confirm new password').fill('n3w-Secret!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed successfully');
  await expect(page.getByLabel('Old password')).toHaveValue('');

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login/);
  await page.getByLabel(/^Username/).fill('carga');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectToast(page, 'Unable to log in with provided credentials.');
  await demo.signInThroughForm(page, 'carga', 'n3w-Secret!');
  await expect(userMenuButton(page)).toBeVisible();
});

test('Spanish: profile messages', async ({ page, demo }) => {
  await demo.signInAt(page, 'admin', '/profile');
  await chooseSpanish(page);
  await page.getByRole('textbox', { name: 'Apellido' }).fill('');
  await expect(page.getByText('Por favor, ingrese su apellido')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expectToast(page, 'Por favor, revise el formulario antes de continuar');
});
