import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CHILEAN_LINES, chooseFile, isApiCall, payrollCsv, recordApiCalls, startAt } from '../support/payouts';

/**
 * Upload payout, on its way (issue 13): the browser's own upload progress as a bar with its
 * percent, and 'Cancel upload'. A `slow-` file is received slowly by the demo API
 * (demo-api/http/slowUpload.ts), so the bar and the cancel can be seen without any sleep.
 */

const SLOW = payrollCsv('slow-nomina.csv', CHILEAN_LINES);

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'carga', '/payouts/upload');
  await expect(page.getByRole('heading', { name: 'Upload payout', level: 1 })).toBeVisible();
});

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Upload progress' });

/** How many payrolls carga's merchant has on the demo's server. */
async function payrollCount(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/v1/login', { data: { username: 'carga', password: 'demo1234' } });
  const { token } = (await login.json()) as { token: string };
  const list = await request.get('/api/v1/payrolls/?page=1&itemsPerPage=1&exclude_fields=transactions', { headers: { Authorization: `Token ${token}` } });
  expect(list.ok()).toBe(true);
  return ((await list.json()) as { paginate: { totalItems: number } }).paginate.totalItems;
}

test('the upload shows its progress up to 100 %, then the result', async ({ page }) => {
  await chooseFile(page, SLOW);
  const uploaded = page.waitForResponse((response) => isApiCall(response.request(), 'upload_payroll', 'POST'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  // The whole file has left the browser; the server is still receiving it.
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
  // The share, and the bytes of the file's size (the upload is a job, issue 28).
  await expect(page.getByText(/^100% · [\d.,]+ k?B of [\d.,]+ k?B$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  expect((await uploaded).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: `Processing ${SLOW.name}` })).toBeVisible();
  await expect(progressBar(page)).toBeHidden();
});

test('cancel stops the upload: the file stays chosen, nothing more is sent, nothing is stored', async ({ page, request }) => {
  const before = await payrollCount(request);
  await chooseFile(page, SLOW);
  const uploads = recordApiCalls(page, 'upload_payroll', 'POST');
  const checks = recordApiCalls(page, 'get_upload_payroll');
  const failed = page.waitForEvent('requestfailed', (failedRequest) => isApiCall(failedRequest, 'upload_payroll', 'POST'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(progressBar(page)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel upload' }).click();

  // The request itself was cut, and the form is as it was.
  expect((await failed).failure()?.errorText).toMatch(/ABORTED/);
  await expect(page.getByRole('status').filter({ hasText: 'Upload cancelled' })).toContainText('Your choices are kept');
  await expect(page.getByText(`Chosen file: ${SLOW.name}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Merchant' })).toHaveValue('Comercial Andes SpA');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  await expect(progressBar(page)).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(uploads).toHaveLength(1);
  expect(checks).toHaveLength(0);

  // Sending the same file again goes through. Its answer comes after the cancelled one would
  // have been stored, so one more payroll (not two) proves the cancelled one left nothing.
  const again = page.waitForResponse((response) => isApiCall(response.request(), 'upload_payroll', 'POST'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload cancelled' })).toBeHidden();
  expect((await again).ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: `Processing ${SLOW.name}` })).toBeVisible();
  expect(uploads).toHaveLength(2);
  expect(await payrollCount(request)).toBe(before + 1);
});
