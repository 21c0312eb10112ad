import { expect, test } from '../support/fixtures';
import { clipboardText, expectToast, startSettings } from './support';

/** Merchant info (spec 02 section 2): selector, read-only General, copyable Credentials, the notification URL edit. */

test.beforeEach(async ({ context, demo }) => {
  await startSettings(context, demo);
});

test('alpsadmin: merchant selector, General read-only, merchant id copied', async ({ page, demo }) => {
  await demo.signInAt(page, 'alpsadmin', '/payments/merchant/info');
  await page.getByRole('combobox', { name: 'Merchant' }).click();
  await page.getByRole('option', { name: 'Servicios Aztecas (108)' }).click();
  const general = page.getByRole('table', { name: 'General data' });
  await expect(general.getByRole('row', { name: /Business name/ })).toContainText('Servicios Aztecas');
  await expect(general.getByRole('row', { name: /Currency/ })).toContainText('MXN');
  await page.getByRole('tab', { name: 'Credentials' }).click();
  await expect(page.getByRole('textbox', { name: 'Merchant id' })).toHaveValue('108');
  await page.getByRole('button', { name: 'Copy Merchant id' }).click();
  await expectToast(page, 'Merchant id copied');
  expect(await clipboardText(page)).toBe('108');
});

test('admin: Edit then Cancel restores the stored URLs; a bad address is refused; Save stores and sticks', async ({ page, demo }) => {
  await demo.signInAt(page, 'admin', '/payments/merchant/info');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const success = page.getByRole('textbox', { name: 'Success notification URL' });
  const failure = page.getByRole('textbox', { name: 'Failure notification URL' });
  await expect(success).toHaveValue('https://andes.example/webhooks/payments/success');
  await expect(success).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: 'Edit' }).click();
  await success.fill('https://typed.example/discard-me');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(success).toHaveValue('https://andes.example/webhooks/payments/success');

  await page.getByRole('button', { name: 'Edit' }).click();
  await failure.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Enter a valid https:\/\/ address on a public host/)).toBeVisible();
  await expect(failure).toHaveValue('javascript:alert(1)');

  await failure.fill('https://hooks.andes.example/failure');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Notification url updated successfully');
  await expect(failure).toHaveAttribute('readonly', '');
  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('textbox', { name: 'Failure notification URL' })).toHaveValue('https://hooks.andes.example/failure');
});

test('a manager is refused the page', async ({ page, demo }) => {
  await demo.signInAt(page, 'manager', '/payments/merchant/info');
  await expect(page).not.toHaveURL(/merchant\/info/);
});
