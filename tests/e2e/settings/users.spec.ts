import { expect, test } from '../support/fixtures';
import { chooseSpanish, expectToast, startSettings } from './support';

/** Manage users (admin only): the list, Enable and Disable, Edit profile, Add user. */

test.beforeEach(async ({ context, demo }) => {
  await startSettings(context, demo);
});

test('admin: disable and enable a user; no Disable on your own row', async ({ page, demo }) => {
  await demo.signInAt(page, 'admin', '/users');
  const table = page.getByRole('table', { name: 'Users' });
  // A header row, the demo's users of companies 1 and 3 (aprobadorlima among them) and 34 extra ones (demo-api/README.md).
  await expect(table.getByRole('row')).toHaveCount(43);
  await expect(table.getByRole('row', { name: /carga@demo\.example/ })).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Disable admin' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Disable carga', exact: true }).click();
  await expectToast(page, 'status updated successfully');
  await expect(table.getByRole('row', { name: /carga@demo\.example/ })).toContainText('Inactive');

  await page.getByRole('button', { name: 'Enable carga', exact: true }).click();
  await expectToast(page, 'status updated successfully');
  await expect(table.getByRole('row', { name: /carga@demo\.example/ })).toContainText('Active');
});

test('admin: Edit profile requires a profile and saves it', async ({ page, demo }) => {
  await demo.signInAt(page, 'admin', '/users');
  await page.getByRole('button', { name: 'Edit the profile of aprobador1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the profile of aprobador1' });
  await dialog.getByRole('combobox', { name: 'Profile' }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'user updated successfully');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /aprobador1@demo\.example/ })).toContainText('Manager');
});

test('admin: Add user says which fields are missing or invalid, keeps what was typed, then creates', async ({ page, demo }) => {
  await demo.signInAt(page, 'admin', '/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Elena');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('elena.paz');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Last name is required')).toBeVisible();
  await expect(dialog.getByText('Email invalid')).toBeVisible();
  await expect(dialog.getByText('Profile is required')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Elena');

  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Paz');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('carga@demo.example');
  await dialog.getByRole('combobox', { name: 'Profile' }).click();
  await page.getByRole('option', { name: 'Customer Service' }).click();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expectToast(page, 'A user with that email already exists.');
  await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Paz');

  await dialog.getByRole('textbox', { name: 'Email' }).fill('elena.paz@shop.example');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expectToast(page, 'user created successfully');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /elena\.paz@shop\.example/ })).toContainText('Customer Service');
});

test('only admins reach the users page and the Settings menu', async ({ page, demo }) => {
  await demo.signInAt(page, 'manager', '/users');
  await expect(page).not.toHaveURL(/\/users$/);
});

test('Spanish: the list and its dialog', async ({ page, demo }) => {
  await demo.signInAt(page, 'admin', '/users');
  await chooseSpanish(page);
  await expect(page.getByRole('heading', { name: 'Administrar usuarios', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar usuario' });
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(dialog.getByText('Nombre es obligatorio')).toBeVisible();
});
