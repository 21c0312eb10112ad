import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { payoutRow, payoutsTable, payrollIdOf, startAt } from '../support/payouts';
import { demoCodeNow, enterReleaseCode, giveSecondFactor } from '../support/secondFactor';

/**
 * Issue 29, no write applied twice, for a bulk approval: the server approves the batch, then
 * its answer is lost on the way back. The tally names both rows as failed; 'Retry failed' sends
 * that batch again with the same Idempotency-Key, so the server gives its first answer (both
 * approved) rather than acting twice. Each payroll's ledger has one approval.
 * (As in lostAnswer.spec.ts, the answer is dropped in the browser, where the page sees it.)
 */

const bar = (page: Page) => page.getByRole('group', { name: 'Actions on the selected rows' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Approve the selected payouts' });
const isBatch = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v1/payroll/bulk/approved');

/** A token of aprobador1's, taken before their second factor is on (a sign-in then asks a code). */
async function tokenOf(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/login', { data: { username: 'aprobador1', password: 'demo1234' } });
  return ((await login.json()) as { token: string }).token;
}

/** The approvals in a payroll's ledger, read from the demo API. */
async function approvalsOf(request: APIRequestContext, token: string, id: number): Promise<number> {
  const history = await request.get(`/api/v1/payrolls/${id}/history/`, { headers: { Authorization: `Token ${token}` } });
  expect(history.ok()).toBe(true);
  const { items } = (await history.json()) as { items: { event: string }[] };
  return items.filter((entry) => entry.event === 'APPROVE').length;
}

test('a bulk approval whose answer was lost: Retry failed shows both approved, and each was approved once', async ({ page, demo, request }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'aprobador1', '/payouts/list');
  const token = await tokenOf(request);
  await giveSecondFactor(request, 'aprobador1');
  const waiting = payoutsTable(page).getByRole('row').filter({ hasText: 'Waiting for approver 1' });
  const ids = [await payrollIdOf(waiting.nth(0)), await payrollIdOf(waiting.nth(1))];
  for (const id of ids) expect(await approvalsOf(request, token, id)).toBe(0);

  const keys: (string | null)[] = [];
  page.on('request', (sent) => {
    if (isBatch(sent)) keys.push(sent.headers()['idempotency-key'] ?? null);
  });
  // The server acts, then the connection drops before its answer reaches the page.
  await page.route(
    (url) => url.pathname.endsWith('/v1/payroll/bulk/approved'),
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times: 1 },
  );

  for (const id of ids) await page.getByRole('checkbox', { name: `Select payout ${id}` }).check();
  await expect(bar(page)).toContainText('2 selected');
  await bar(page).getByRole('button', { name: 'Approve', exact: true }).click();
  await enterReleaseCode(dialog(page), demoCodeNow());
  await dialog(page).getByRole('button', { name: 'Approve 2' }).click();

  // No answer: both rows of the batch are named with the spec's text for it.
  await expect(dialog(page).getByRole('status')).toHaveText('0 of 2 approved');
  for (const id of ids) await expect(dialog(page).getByText(new RegExp(`^Payout ${id} \\(.+\\): Service unavailable, contact to support@`))).toBeVisible();
  // The server did approve them.
  for (const id of ids) expect(await approvalsOf(request, token, id)).toBe(1);

  await dialog(page).getByRole('button', { name: 'Retry failed' }).click();
  // The first answer again: both approved, nothing failed.
  await expect(dialog(page).getByRole('status')).toHaveText('2 of 2 approved');
  await expect(dialog(page).getByRole('button', { name: 'Retry failed' })).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
  for (const id of ids) await expect(payoutRow(page, id)).toContainText('Waiting for approver 2');

  // One approval each in the ledger, and every send of the batch carried one key.
  for (const id of ids) expect(await approvalsOf(request, token, id)).toBe(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{24}-\d+$/);
  expect(keys[1]).toBe(keys[0]);
});
