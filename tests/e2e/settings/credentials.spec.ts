import { expect, test } from '../support/fixtures';
import { userMenuButton } from '../support/app';
import { chooseSpanish, clipboardText, expectToast, MASK, startSettings } from './support';

/**
 * Credentials (spec 02 sections 2 and 6): masked keys with show and copy, the environment
 * selector only with prod and test, Generate and Keep for ADMIN and MANAGER only, and a pair
 * that was generated and not kept is never shown as saved; leaving with it asks first.
 */

test.beforeEach(async ({ context, demo }) => {
  await startSettings(context, demo);
});

test('admin: show and copy, Generate then Keep, and merchant info shows the kept keys', async ({ page, demo }) => {
  await demo.signInAt(page, 'admin', '/payments/credentials');
  const current = page.getByRole('textbox', { name: 'Public key' }).first();
  await expect(current).toHaveValue(MASK);
  await expect(page.getByRole('radio', { name: 'Production' })).toBeChecked();
  await page.getByRole('button', { name: 'Show Public key' }).first().click();
  const oldKey = await current.inputValue();
  expect(oldKey).toMatch(/^pk_live_/);
  await page.getByRole('button', { name: 'Copy Secure key' }).first().click();
  await expectToast(page, 'Secure key copied');
  expect(await clipboardText(page)).toMatch(/^sk_live_[0-9a-f]{40}$/);

  await page.getByRole('button', { name: 'Generate' }).click();
  await expectToast(page, 'Credentials generated successfully');
  const pending = page.getByRole('region', { name: 'New credentials, not saved yet' });
  await pending.getByRole('button', { name: 'Show Public key' }).click();
  const newKey = await pending.getByRole('textbox', { name: 'Public key' }).inputValue();
  expect(newKey).not.toBe(oldKey);
  // Not kept yet: the current pair is still the old one.
  await expect(current).toHaveValue(oldKey);

  await page.getByRole('button', { name: 'Keep' }).click();
  await expectToast(page, 'Credential saved successfully');
  await expect(pending).toBeHidden();
  await page.getByRole('button', { name: 'Show Public key' }).click();
  await expect(page.getByRole('textbox', { name: 'Public key' })).toHaveValue(newKey);

  await page.reload();
  await page.getByRole('button', { name: 'Show Public key' }).click();
  await expect(page.getByRole('textbox', { name: 'Public key' })).toHaveValue(newKey);

  await page.goto('/payments/merchant/info');
  await page.getByRole('tab', { name: 'Credentials' }).click();
  await page.getByRole('button', { name: 'Show Public key' }).click();
  await expect(page.getByRole('textbox', { name: 'Public key' })).toHaveValue(newKey);
});

test('leaving with generated keys that were not kept asks first; staying keeps them, leaving discards them', async ({ page, demo }) => {
  await demo.signInAt(page, 'manager', '/payments/credentials');
  await page.getByRole('button', { name: 'Generate' }).click();
  const pending = page.getByRole('region', { name: 'New credentials, not saved yet' });
  await expect(pending).toBeVisible();
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without keeping?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/payments\/credentials$/);
  await expect(pending).toBeVisible();

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await ask.getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goBack();
  await expect(page.getByRole('region', { name: 'New credentials, not saved yet' })).toBeHidden();
});

test('a test-only uploader: no environment selector, no Generate or Keep', async ({ page, demo }) => {
  await demo.signInAt(page, 'carga', '/payments/credentials');
  await expect(page.getByRole('textbox', { name: 'Public key' })).toHaveValue(MASK);
  await page.getByRole('button', { name: 'Show Public key' }).click();
  await expect(page.getByRole('textbox', { name: 'Public key' })).toHaveValue(/^pk_test_/);
  await expect(page.getByText('Environment', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Keep' })).toHaveCount(0);
});

test('Spanish: the environment selector for a manager, test keys on request', async ({ page, demo }) => {
  await demo.signInAt(page, 'manager', '/payments/credentials');
  await chooseSpanish(page);
  await expect(page.getByRole('heading', { name: 'Credenciales', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Producción' })).toBeChecked();
  await page.getByText('Pruebas', { exact: true }).click();
  await page.getByRole('button', { name: 'Mostrar Llave pública' }).click();
  await expect(page.getByRole('textbox', { name: 'Llave pública' })).toHaveValue(/^pk_test_/);
  await page.getByRole('button', { name: 'Copiar Llave pública' }).click();
  await expectToast(page, 'Llave pública copiada');
});
