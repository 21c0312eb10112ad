import type { Page } from '@playwright/test';
import { simplePng } from '../../../demo-api/balances/fileBytes';
import { expect, test } from '../support/fixtures';

/**
 * Balance attachments on their way (issue 13): Add balance shows the browser's upload progress
 * and offers 'Cancel upload'. A `slow-` attachment is received slowly by the demo API
 * (demo-api/http/slowUpload.ts), so both can be seen without any sleep.
 */

/** The demo receives a slow- attachment for 4 s (SLOW_UPLOAD_MS): the answer waits that long. */
const ANSWER_MS = 15_000;
const SLOW_PNG = { name: 'slow-transfer.png', mimeType: 'image/png', buffer: Buffer.from(simplePng(120, 60, [[30, 120, 200]])) };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openFilledAdd(page: Page, document: string) {
  await page.getByRole('button', { name: 'Add balance' }).click();
  const add = page.getByRole('dialog', { name: 'Add balance' });
  await choose(page, 'Type', 'Outbound settlement');
  await choose(page, 'Merchant', 'Comercial Andes SpA');
  await choose(page, 'Currency', 'USD');
  await add.getByRole('textbox', { name: 'Document number', exact: true }).fill(document);
  await add.getByRole('textbox', { name: 'Amount', exact: true }).fill('75');
  await add.getByRole('textbox', { name: 'Comment' }).fill('Wire received');
  await add.locator('input[type="file"]').setInputFiles([SLOW_PNG]);
  await expect(add.getByText(SLOW_PNG.name)).toBeVisible();
  return add;
}

test.beforeEach(async ({ page, demo }) => {
  await demo.reset();
  await demo.signInAt(page, 'admin', '/settlements/topups');
  await expect(page.getByRole('heading', { name: 'Settlements & Topups' })).toBeVisible();
});

test('adding a balance with an attachment shows the upload progress, then the result', async ({ page }) => {
  const add = await openFilledAdd(page, 'E2E-PROGRESS-1');
  await add.getByRole('button', { name: 'Save' }).click();
  const bar = add.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  // The share, and the bytes of the attachment's size (the send is a job, issue 28).
  await expect(add.getByText(/^100% · [\d.,]+ k?B of [\d.,]+ k?B$/)).toBeVisible();
  await expect(page.getByText('Balance added successfully')).toBeVisible({ timeout: ANSWER_MS });
  await expect(add).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'E2E-PROGRESS-1' })).toBeVisible();
});

test('cancelling the upload keeps the dialog as it was and saves nothing', async ({ page }) => {
  const add = await openFilledAdd(page, 'E2E-PROGRESS-2');
  const failed = page.waitForEvent('requestfailed', (request) => request.method() === 'POST' && /company_balance_list\/(\?|$)/.test(request.url()));
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await add.getByRole('button', { name: 'Cancel upload' }).click();
  await failed;
  await expect(add.getByRole('status')).toHaveText('Upload cancelled. What you typed and the attached files are kept.');
  await expect(add.getByRole('textbox', { name: 'Document number', exact: true })).toHaveValue('E2E-PROGRESS-2');
  await expect(add.getByText(SLOW_PNG.name)).toBeVisible();
  await expect(add.getByRole('progressbar')).toBeHidden();
  // Saving again goes through once; its answer comes after the cancelled one's would have.
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Balance added successfully')).toBeVisible({ timeout: ANSWER_MS });
  await expect(page.getByRole('row').filter({ hasText: 'E2E-PROGRESS-2' })).toHaveCount(1);
});
