import { expect, test } from '../support/fixtures';
import { clipboardText, expectToast, MASK, startSettings } from './support';

/** Developer pages: test keys, production keys, the API documentation link and the PHP SDK page. */

test.beforeEach(async ({ context, demo }) => {
  await startSettings(context, demo);
});

test('test keys per merchant: masked, shown on request, copied exactly', async ({ page, demo }) => {
  await demo.signInAt(page, 'manager', '/developers/test_keys');
  const merchant = page.getByRole('region', { name: 'Merchant 103' });
  await expect(merchant.getByRole('textbox', { name: 'Secure key' })).toHaveValue(MASK);
  await merchant.getByRole('button', { name: 'Show Secure key' }).click();
  const secure = await merchant.getByRole('textbox', { name: 'Secure key' }).inputValue();
  expect(secure).toMatch(/^sk_test_/);
  await merchant.getByRole('button', { name: 'Copy Secure key' }).click();
  await expectToast(page, 'Secure key copied');
  expect(await clipboardText(page)).toBe(secure);
});

test('production keys come from the API for prod users; a test-only user is told', async ({ page, demo }) => {
  await demo.signInAt(page, 'aprobador2', '/developers/prod_keys');
  await page.getByRole('button', { name: 'Show Public key' }).click();
  await expect(page.getByRole('textbox', { name: 'Public key' })).toHaveValue(/^pk_live_/);
});

test('a test-only user has no production keys', async ({ page, demo }) => {
  await demo.signInAt(page, 'carga', '/developers/prod_keys');
  await expect(page.getByText('Production is not enabled for your user. Contact your administrator.')).toBeVisible();
});

test('the API documentation opens in a new tab; the PHP SDK page explains installation', async ({ page, demo }) => {
  await demo.signInAt(page, 'carga', '/developers/documentacion');
  const link = page.getByRole('link', { name: /Open the API documentation/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await page.goto('/payout');
  await expect(page.getByRole('heading', { name: 'PHP SDK', level: 1 })).toBeVisible();
  await expect(page.getByText('composer require payments-provider/php-sdk')).toBeVisible();
});
