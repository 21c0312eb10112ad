import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { payoutRow, payoutsTable, payrollIdOf, startAt } from '../support/payouts';
import { demoCodeNow, enterReleaseCode, giveSecondFactor } from '../support/secondFactor';

/**
 * Bulk actions on the payout list (issue 25): every payroll the filters match, selected across
 * pages, approved in batches as aprobador1; the rows the user may not approve are named and not
 * sent, a simulated failure of two rows ends in 'N of M' with Retry failed, and retrying them
 * leaves nothing the user may still approve.
 */

const bar = (page: Page) => page.getByRole('group', { name: 'Actions on the selected rows' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Approve the selected payouts' });
const FAILED_NOW = 'The payroll could not be changed just now. Try again.';

/** Ticks the page, then every matching payroll; answers how many match. */
async function selectAllMatching(page: Page): Promise<number> {
  await page.getByRole('checkbox', { name: 'Select the payouts on this page' }).check();
  const offer = page.getByRole('button', { name: /^Select all \d+ matching$/ });
  const matching = Number(/\d+/.exec((await offer.textContent()) ?? '')![0]);
  await offer.click();
  await expect(page.getByText(`All ${matching} matching rows are selected.`)).toBeVisible();
  await expect(bar(page)).toContainText(`${matching} selected`);
  return matching;
}

test('aprobador1 approves every matching payroll they may, in batches, and retries the two that failed', async ({ page, demo, request }) => {
  test.setTimeout(90_000);
  await startAt(page, demo);
  await demo.signInAt(page, 'aprobador1', '/payouts/list');
  await giveSecondFactor(request, 'aprobador1');
  const waiting = payoutsTable(page).getByRole('row').filter({ hasText: 'Waiting for approver 1' });
  await expect(waiting.first()).toBeVisible();
  // The demo API's own hook: the next action on these two fails once, as a server hiccup would.
  const failing = [await payrollIdOf(waiting.nth(0)), await payrollIdOf(waiting.nth(1))];
  expect((await request.post('/__demo/payroll-action-failures', { data: { ids: failing } })).ok()).toBe(true);

  const matching = await selectAllMatching(page);
  expect(matching).toBeGreaterThanOrEqual(150);
  await expectAccessible(page, 'the bulk bar');
  await bar(page).getByRole('button', { name: 'Approve', exact: true }).click();

  // The server judged every matching payroll: those aprobador1 may approve, the rest named.
  const summary = dialog(page).getByText(new RegExp(`^\\d+ of the ${matching} selected payouts will be approved\\.$`));
  await expect(summary).toBeVisible();
  const allowed = Number(/^\d+/.exec((await summary.textContent()) ?? '')![0]);
  expect(allowed).toBeGreaterThan(2);
  await expect(dialog(page).getByText(`${matching - allowed} payouts will not be sent:`)).toBeVisible();
  await expect(dialog(page).getByRole('listitem')).toHaveCount(matching - allowed);
  await expect(dialog(page).getByRole('group', { name: 'Transfers and amount per currency' })).toContainText(/ in \d+ transfers/);
  await expectAccessible(page, 'the bulk approval confirmation');

  // Some are above Comercial Andes' threshold (issue 26): one code releases the whole selection.
  await enterReleaseCode(dialog(page), demoCodeNow());
  const confirm = dialog(page).getByRole('button', { name: `Approve ${allowed}` });
  // A double click sends once: the second lands on a dialog that has moved on.
  await confirm.dblclick();
  await expect(dialog(page).getByRole('status')).toHaveText(`${allowed - 2} of ${allowed} approved`);
  for (const id of failing) await expect(dialog(page).getByText(new RegExp(`^Payout ${id} \\(.+\\): ${FAILED_NOW}$`))).toBeVisible();
  await expectAccessible(page, 'the bulk approval tally');

  await dialog(page).getByRole('button', { name: 'Retry failed' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(`${allowed} of ${allowed} approved`);
  await expect(dialog(page).getByRole('button', { name: 'Retry failed' })).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(bar(page)).toBeHidden();

  // Nothing aprobador1 may approve is left among the same matches.
  await selectAllMatching(page);
  await bar(page).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog(page).getByText(new RegExp(`^None of the \\d+ selected payouts can be approved by you now\\.$`))).toBeVisible();
});

test('a bulk approval with the keyboard alone: tick two rows, approve, close', async ({ page, demo, request }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'aprobador1', '/payouts/list');
  await giveSecondFactor(request, 'aprobador1');
  const waiting = payoutsTable(page).getByRole('row').filter({ hasText: 'Waiting for approver 1' });
  const ids = [await payrollIdOf(waiting.nth(0)), await payrollIdOf(waiting.nth(1))];
  for (const id of ids) {
    await tabTo(page, page.getByRole('checkbox', { name: `Select payout ${id}` }));
    await page.keyboard.press('Space');
  }
  await expect(bar(page)).toContainText('2 selected');
  await tabTo(page, bar(page).getByRole('button', { name: 'Approve', exact: true }));
  await page.keyboard.press('Enter');
  // Above the threshold (issue 26) the dialog opens on the code's first box: the code, then Enter signs.
  const firstBox = dialog(page).getByRole('textbox', { name: 'Code from your app' }).first();
  await expect(firstBox).toBeFocused();
  await page.keyboard.type(demoCodeNow());
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('status')).toHaveText('2 of 2 approved');
  // The tally takes the focus on its Close button.
  await expect(dialog(page).getByRole('button', { name: 'Close', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  for (const id of ids) await expect(payoutRow(page, id)).toContainText('Waiting for approver 2');
});
