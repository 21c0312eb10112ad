import { expect, test } from '../support/fixtures';
import { confirmApproval, openFirstWaitingDetail, startAt } from '../support/payouts';

/**
 * Issue 29, no write applied twice: the server approves, then the answer is lost on the way
 * back (the demo's drop-after-acting). The approver sees the failure and presses Approval again:
 * the same intent, so the same Idempotency-Key, and the server gives its first answer again
 * rather than acting twice. The History has one approval.
 */

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
});

test('an approval whose answer was lost: pressing Approval again shows it done, and it was applied once', async ({ page, demo }) => {
  const { id, header, entries } = await openFirstWaitingDetail(page, demo);
  const before = await entries.count();

  const keys: (string | null)[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/v1/payroll/approved')) keys.push(sent.headers()['idempotency-key'] ?? null);
  });
  // The server acts, then the connection drops before its answer reaches the page. (The demo's
  // own fault, POST /__demo/drop-after-acting, drops it at the server; Chromium then sends the
  // POST again by itself on another kept-alive connection, same key, and the page never sees
  // the failure: keys make that silent resend safe too. Here the page must see it.)
  await page.route('**/v1/payroll/approved*', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  }, { times: 1 });

  // No answer at all: the spec's text for it (document 01, section 8).
  const lost = page.getByText(/^Service unavailable, contact to support@/);
  const done = page.getByText(`Payroll ${id} approved. It now waits for the second approver.`);
  await header.getByRole('button', { name: 'Approval', exact: true }).click();
  await confirmApproval(page, id);
  await expect(lost).toBeVisible();
  // Nothing told the page it changed: Approval is still offered, and the user presses it again.
  await header.getByRole('button', { name: 'Approval', exact: true }).click();
  await confirmApproval(page, id);
  await expect(done).toBeVisible();

  await expect(header.getByRole('button', { name: 'Approval', exact: true })).toHaveCount(0);
  await expect(entries).toHaveCount(before + 1);
  await expect(entries.last()).toContainText(/^Approved.*By: Javier Muñoz \(APROBADOR_1\)/);
  // Every send of this one intent carried one key.
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{24}-\d+$/);
  expect(keys[1]).toBe(keys[0]);
});
