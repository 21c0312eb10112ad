import type { Page } from '@playwright/test';
import { simplePdf, simplePng } from '../../../demo-api/balances/fileBytes';
import { expect, test } from '../support/fixtures';

/**
 * Admin (BALANCE_MANAGEMENT) adds an outbound settlement with a PDF and a PNG, sees it, opens
 * its details and files (the PDF drawn page by page, the image full screen, the arrow to the
 * next), downloads one and all, edits only the amount (only that is sent) and deletes it.
 */

const PDF = { name: 'deposit-slip.pdf', mimeType: 'application/pdf', buffer: Buffer.from(simplePdf([['Deposit slip', 'USD 1,250.50'], ['Page two']])) };
const PNG = { name: 'transfer.png', mimeType: 'image/png', buffer: Buffer.from(simplePng(120, 60, [[30, 120, 200], [240, 160, 20]])) };
const DOCUMENT = 'E2E-SETTLE-1';

async function choose(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Chromium does not hand Playwright a multipart body that holds files, so the page records
 * what the app gives the browser for company_balance_list: method and fields (a file as its
 * name). Adds and edits go by XMLHttpRequest (their upload progress), deletes by fetch.
 */
async function recordWrites(page: Page) {
  await page.addInitScript(() => {
    const sent: Array<{ method: string; fields: Record<string, string> | string }> = [];
    (window as unknown as { balanceWrites: typeof sent }).balanceWrites = sent;
    const isWrite = (url: string, method: string | undefined) => /company_balance_list\/(\?|$)/.test(url) && !!method && method.toUpperCase() !== 'GET';
    const record = (method: string, body: unknown) => {
      const fields: Record<string, string> = {};
      if (body instanceof FormData) body.forEach((value, key) => (fields[key] = typeof value === 'string' ? value : `file:${(value as File).name}|${fields[key] ?? ''}`));
      sent.push({ method: method.toUpperCase(), fields: body instanceof FormData ? fields : String(body) });
    };
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (isWrite(url, init?.method)) record(init!.method!, init?.body);
      return original(input, init);
    };
    const opened = new WeakMap<XMLHttpRequest, { method: string; url: string }>();
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      opened.set(this, { method, url: String(url) });
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const request = opened.get(this);
      if (request && isWrite(request.url, request.method)) record(request.method, body);
      return send.call(this, body);
    };
  });
}

const writes = (page: Page) => page.evaluate(() => (window as unknown as { balanceWrites: Array<{ method: string; fields: Record<string, string> | string }> }).balanceWrites);

test('admin adds, views, downloads, edits and deletes an outbound settlement', async ({ page, demo }) => {
  // Five dialogs and a download in one test: 29 s beside another worker, at the default 30 s.
  test.slow();
  await demo.reset();
  await recordWrites(page);
  await demo.signInAt(page, 'admin', '/settlements/topups');
  await expect(page.getByRole('heading', { name: 'Settlements & Topups' })).toBeVisible();
  await expect(page).toHaveTitle(/Settlements & Topups/);

  // Add
  await page.getByRole('button', { name: 'Add balance' }).click();
  const add = page.getByRole('dialog', { name: 'Add balance' });
  await choose(page, 'Type', 'Outbound settlement');
  await expect(add.getByRole('textbox', { name: 'Bill number', exact: true })).toHaveValue('7');
  await choose(page, 'Merchant', 'Comercial Andes SpA');
  await choose(page, 'Currency', 'USD');
  await add.getByRole('textbox', { name: 'Document number', exact: true }).fill(DOCUMENT);
  await add.getByRole('textbox', { name: 'Amount', exact: true }).fill('1250.50');
  await add.getByRole('textbox', { name: 'Comment' }).fill('E2E settlement');
  await add.locator('input[type="file"]').setInputFiles([PDF, PNG]);
  await expect(add.getByText('deposit-slip.pdf')).toBeVisible();
  await add.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Balance added successfully')).toBeVisible();
  // Sent once, the sign restored, both files attached.
  const [added, ...more] = await writes(page);
  expect(more).toEqual([]);
  expect(added).toEqual({
    method: 'POST',
    fields: expect.objectContaining({ balance_type: 'outbound_settlement', company: '1', currency: 'USD', amount: '-1250.5', account_id: '7', document_id: DOCUMENT, bank: '12', comments: 'E2E settlement', files: 'file:transfer.png|file:deposit-slip.pdf|' }),
  });
  await expect(add).toBeHidden();

  // The list (page 1, newest first) shows it with the sign flipped.
  const row = page.getByRole('row').filter({ hasText: DOCUMENT });
  await expect(row).toContainText('USD 1.250,50');

  // Details and the viewer
  await row.getByRole('button', { name: 'See Details' }).click();
  const details = page.getByRole('dialog').filter({ hasText: 'E2E settlement' });
  await expect(details.getByRole('cell', { name: 'admin' })).toBeVisible();
  await details.getByRole('button', { name: 'Open deposit-slip.pdf' }).click();
  const firstPage = page.locator('.react-pdf__Page canvas').first();
  await expect(firstPage).toBeVisible();
  await expect(page.locator('.react-pdf__Page')).toHaveCount(2);
  // Really drawn: the canvas has dark pixels (the text).
  const inked = await firstPage.evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 0) return true;
    return false;
  });
  expect(inked).toBe(true);
  await page.getByRole('button', { name: 'Next file' }).click();
  await expect(page.getByRole('img', { name: 'transfer.png' })).toBeVisible();
  const one = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await one).suggestedFilename()).toBe('transfer.png');
  await page.getByRole('button', { name: 'Close viewer' }).click();
  const all = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download all files' }).click();
  expect((await all).suggestedFilename()).toMatch(/\.zip$/);
  await details.getByRole('button', { name: 'Close' }).click();

  // Edit only the amount: only it is sent, with the sign restored.
  await row.getByRole('button', { name: /More options/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: /Update Balance: Comercial Andes SpA/ });
  const update = edit.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await edit.getByRole('textbox', { name: 'Amount', exact: true }).fill('1300');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('Balance update successfully')).toBeVisible();
  const edited = (await writes(page))[1]!;
  expect(edited.method).toBe('PUT');
  expect(Object.keys(edited.fields).sort()).toEqual(['account_id', 'amount', 'bank', 'comments', 'company', 'currency', 'document_id', 'id']);
  expect(edited.fields).toMatchObject({ amount: '-1300', company: '1', currency: 'USD' });
  await expect(row).toContainText('USD 1.300,00');

  // Delete after the confirmation with the fields.
  await row.getByRole('button', { name: /More options/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete balance' });
  await expect(confirm).toContainText('Are you sure you want to delete this balance?');
  await expect(confirm).toContainText(DOCUMENT);
  await expect(confirm).toContainText('USD 1.300,00');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Balance deleted successfully')).toBeVisible();
  const removed = (await writes(page))[2]!;
  expect(removed.method).toBe('DELETE');
  expect(JSON.parse(removed.fields as string)).toEqual({ company: 1, id: Number((edited.fields as Record<string, string>).id) });
  await expect(page.getByRole('row').filter({ hasText: DOCUMENT })).toHaveCount(0);
});
