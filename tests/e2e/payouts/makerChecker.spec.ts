import type { Page } from '@playwright/test';
import { atPath, signOutFromMenu } from '../support/app';
import { expect, test, type Demo } from '../support/fixtures';
import {
  advanceServerClock,
  approveFromList,
  chooseFile,
  downloadTemplate,
  expectActions,
  firstWaitingFor,
  isApiCall,
  openActions,
  openFromMenu,
  payoutRow,
  recordApiCalls,
  SERVER_BANK_MS,
  startAt,
  uploadAndProcess,
  XLSX_TYPE,
} from '../support/payouts';

/**
 * The maker-checker path (issue 3, spec 01 sections 2, 4 and 5): carga uploads a payroll and
 * watches it being processed, aprobador1 then aprobador2 approve it, the bank pays it, and
 * every step shows in the list, the detail and the transactions. And an approver's rejection,
 * which needs a reason.
 */

const MERCHANT = 'Comercial Andes SpA';

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
});

/** Signs out through the user menu and signs `username` in, then opens the payout list. */
async function switchUser(page: Page, demo: Demo, username: string): Promise<void> {
  await signOutFromMenu(page);
  await expect(page).toHaveURL(atPath('/login'));
  await demo.signIn(page, username);
  await openFromMenu(page, 'Payouts', 'Payouts list');
  await expect(page).toHaveURL(atPath('/payouts/list'));
}

const statusCell = (page: Page, id: number, status: string) =>
  payoutRow(page, id).getByRole('cell', { name: status, exact: true });

test('carga uploads the template unchanged, aprobador1 then aprobador2 approve it, and the bank pays it', async ({
  page,
  demo,
  request,
}) => {
  // Four sign-ins, an upload and three screens beside a second worker on a two-core machine:
  // about 50 s of real work today, so 90 s as for the same path in audit.spec.ts.
  test.setTimeout(90_000);
  await demo.signIn(page, 'carga');
  await openFromMenu(page, 'Payouts', 'Upload Payout');
  await expect(page.getByRole('heading', { name: 'Upload payout', level: 1 })).toBeVisible();
  // carga has one merchant: it is chosen already, and its template is offered.
  await expect(page.getByRole('combobox', { name: 'Merchant' })).toHaveValue(MERCHANT);
  const template = await downloadTemplate(page, request, MERCHANT);

  const fileName = 'nomina_demo_e2e.xlsx';
  await chooseFile(page, { name: fileName, mimeType: XLSX_TYPE, buffer: template });
  await expect(page.getByText(`Chosen file: ${fileName}`)).toBeVisible();
  const id = await uploadAndProcess(page, request, fileName);

  const outcome = page.getByRole('status').filter({ hasText: 'Payout uploaded successfully' });
  await expect(outcome).toBeVisible();
  await expect(outcome.getByText('Under approval', { exact: true })).toBeVisible();
  await expect(outcome.getByRole('link', { name: `View payroll ${id}` })).toBeVisible();

  // carga, the maker, may delete it while it waits, never approve it.
  await openFromMenu(page, 'Payouts', 'Payouts list');
  await expect(statusCell(page, id, 'Under approval')).toBeVisible();
  await expect(payoutRow(page, id).getByRole('cell', { name: 'Waiting for approver 1', exact: true })).toBeVisible();
  await expect(payoutRow(page, id).getByRole('cell', { name: fileName, exact: true })).toBeVisible();
  await expectActions(page, id, { approve: false, reject: false, delete: true });

  // aprobador2 is not the approver it waits for.
  await switchUser(page, demo, 'aprobador2');
  await expect(statusCell(page, id, 'Under approval')).toBeVisible();
  await expectActions(page, id, { approve: false, reject: false, delete: false });

  // aprobador1 approves: it passes to approver 2.
  await switchUser(page, demo, 'aprobador1');
  await expectActions(page, id, { approve: true, reject: true, delete: false });
  await approveFromList(page, id);
  await expect(page.getByText(`Payroll ${id} approved. It now waits for the second approver.`)).toBeVisible();
  await expect(payoutRow(page, id).getByRole('cell', { name: 'Waiting for approver 2', exact: true })).toBeVisible();
  await expect(statusCell(page, id, 'Under approval')).toBeVisible();
  await expectActions(page, id, { approve: false, reject: false, delete: false });

  // aprobador2 approves: approved, on its way to the bank.
  await switchUser(page, demo, 'aprobador2');
  await expectActions(page, id, { approve: true, reject: true, delete: false });
  await approveFromList(page, id);
  await expect(page.getByText(`Payroll ${id} approved. It will be sent to the bank.`)).toBeVisible();
  await expect(statusCell(page, id, 'Approved')).toBeVisible();

  // The bank answers (demo clock); the list shows it on the next load.
  await advanceServerClock(request, SERVER_BANK_MS);
  await page.getByRole('button', { name: 'Refresh the list' }).click();
  await expect(statusCell(page, id, 'Approved by bank')).toBeVisible();

  // The detail: every line paid.
  await (await openActions(page, id)).getByRole('menuitem', { name: 'See details' }).click();
  await expect(page).toHaveURL(atPath(`/payroll/view/${id}`));
  await expect(page.getByRole('heading', { name: `Payroll ${id}`, level: 2 })).toBeVisible();
  await expect(page.getByText(fileName, { exact: true })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(lines).toHaveCount(3);
  for (const line of await lines.all()) {
    await expect(line.getByText('Approved by bank', { exact: true })).toBeVisible();
    await expect(line.getByText('Paid', { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(atPath('/payouts/list'));

  // The transactions page lists its lines, each linking back to the payroll.
  await openFromMenu(page, 'Payouts', 'Transactions');
  await page.getByRole('textbox', { name: 'Payout number' }).fill(String(id));
  const filtered = page.waitForResponse(
    (response) => isApiCall(response.request(), 'transactions') && response.url().includes(`uploaded_file__id=${id}`),
  );
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await filtered;
  const transactions = page.getByRole('table', { name: 'Payout transactions' });
  await expect(transactions.getByRole('link', { name: `Open payout ${id}` })).toHaveCount(3);
  await expect(transactions.getByText('Approved by bank', { exact: true })).toHaveCount(3);
  await transactions.getByRole('link', { name: `Open payout ${id}` }).first().click();
  await expect(page).toHaveURL(atPath(`/payroll/view/${id}`));
  await expect(page.getByRole('heading', { name: `Payroll ${id}`, level: 2 })).toBeVisible();
});

test('an approver rejects a payroll: a reason is required, then it is Rejected with that reason', async ({ page, demo }) => {
  await demo.signIn(page, 'aprobador1');
  await openFromMenu(page, 'Payouts', 'Payouts list');
  const id = await firstWaitingFor(page, 1);
  const rejections = recordApiCalls(page, 'payroll/reject', 'POST');

  await (await openActions(page, id)).getByRole('menuitem', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Reject payout ${id}` });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: 'Reason for the rejection' });

  // Without a reason: refused in the dialog, nothing sent.
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('You must indicate the reason for the rejection')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  expect(rejections, 'no rejection was sent without a reason').toHaveLength(0);

  const why = 'Cuenta destino duplicada';
  await reason.fill(why);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Payroll ${id} rejected.`)).toBeVisible();
  expect(rejections).toHaveLength(1);
  const sent = new URLSearchParams(rejections[0]!.postData() ?? '');
  expect({ id: sent.get('uploaded_file_id'), reason: sent.get('detail') }).toEqual({ id: String(id), reason: why });

  await expect(statusCell(page, id, 'Rejected')).toBeVisible();
  await expect(payoutRow(page, id).getByRole('cell', { name: why, exact: true })).toBeVisible();
  await expectActions(page, id, { approve: false, reject: false, delete: false });
});
