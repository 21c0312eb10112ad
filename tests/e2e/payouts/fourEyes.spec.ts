import { atPath, signOutFromMenu } from '../support/app';
import { expect, test } from '../support/fixtures';
import { chooseFile, downloadTemplate, expectActions, openFromMenu, payoutRow, startAt, uploadAndProcess, XLSX_TYPE } from '../support/payouts';

/**
 * Four-eyes (issue 24): cargaaprobador holds CARGA and APROBADOR_1 in carga's company. What
 * they upload waits for approver 1, their own level, and still they may not sign it: the list
 * and the detail say why, and the demo API refuses the call the UI no longer offers.
 */

const MERCHANT = 'Comercial Andes SpA';
const OWN_UPLOAD = 'You uploaded this payroll: another approver must sign it';

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
});

test('the carga-and-approver user cannot approve their own upload; aprobador1 can', async ({ page, demo, request }) => {
  // Two sign-ins, an upload and three screens beside a second worker on a two-core machine.
  test.setTimeout(90_000);
  await demo.signIn(page, 'cargaaprobador');
  await openFromMenu(page, 'Payouts', 'Upload Payout');
  await expect(page.getByRole('combobox', { name: 'Merchant' })).toHaveValue(MERCHANT);
  const fileName = 'nomina_cuatro_ojos.xlsx';
  await chooseFile(page, { name: fileName, mimeType: XLSX_TYPE, buffer: await downloadTemplate(page, request, MERCHANT) });
  const id = await uploadAndProcess(page, request, fileName);

  await openFromMenu(page, 'Payouts', 'Payouts list');
  const row = payoutRow(page, id);
  await expect(row.getByRole('cell', { name: 'Waiting for approver 1', exact: true })).toBeVisible();
  await expect(row.getByText(OWN_UPLOAD)).toBeVisible();
  await expectActions(page, id, { approve: false, reject: false, delete: true });

  await page.goto(`/payroll/view/${id}`);
  const approval = page.locator('dt').filter({ hasText: /^Approval$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(approval).toHaveText(new RegExp(`^${OWN_UPLOAD}Overdue from `));

  // The server holds the rule too: the call the UI does not offer is refused.
  const token = await page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('user')!) as { token: string }).token);
  const refused = await request.post('/api/v1/payroll/approved', {
    headers: { authorization: `Token ${token}` },
    form: { uploaded_file_id: String(id) },
  });
  expect(refused.status()).toBe(403);
  expect(JSON.stringify(await refused.json())).toContain('You cannot approve or reject a payroll you uploaded');

  // Another approver of the same level may sign it. (The detail is a page of its own, without
  // the shell: sign out from the list.)
  await page.goto('/payouts/list');
  await signOutFromMenu(page);
  await expect(page).toHaveURL(atPath('/login'));
  await demo.signIn(page, 'aprobador1');
  await openFromMenu(page, 'Payouts', 'Payouts list');
  await expect(payoutRow(page, id).getByText(OWN_UPLOAD)).toHaveCount(0);
  await expectActions(page, id, { approve: true, reject: true, delete: false });
});
