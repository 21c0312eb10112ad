import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { atPath, signOutFromMenu } from '../support/app';
import { expect, test, type Demo } from '../support/fixtures';
import {
  advanceServerClock,
  approveFromList,
  CHILEAN_LINES,
  chooseFile,
  openFromMenu,
  payrollCsv,
  SERVER_BANK_MS,
  startAt,
  uploadAndProcess,
} from '../support/payouts';

/**
 * Issue 12, auditors: every transition the maker-checker path makes lands in the payroll's
 * ledger, the payroll's History replays it as verified, the seeded tampered payroll is not,
 * and the audit trail finds the transitions by user and exports the rows it shows.
 */

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
});

async function switchUser(page: Page, demo: Demo, username: string): Promise<void> {
  await signOutFromMenu(page);
  await expect(page).toHaveURL(atPath('/login'));
  await demo.signIn(page, username);
  await openFromMenu(page, 'Payouts', 'Payouts list');
}

async function approve(page: Page, id: number, answer: string): Promise<void> {
  await approveFromList(page, id);
  await expect(page.getByText(answer)).toBeVisible();
}

const history = (page: Page) => page.getByRole('region', { name: 'History' });

test('the maker-checker path is in the History, verified, and the audit trail finds and exports it', async ({ page, demo, request }) => {
  // Four sign-ins, an upload and three screens on a shared two-core machine.
  test.setTimeout(90_000);
  await demo.signIn(page, 'carga');
  await openFromMenu(page, 'Payouts', 'Upload Payout');
  const fileName = 'nomina_auditoria.csv';
  await chooseFile(page, payrollCsv(fileName, CHILEAN_LINES));
  const id = await uploadAndProcess(page, request, fileName);

  await switchUser(page, demo, 'aprobador1');
  await approve(page, id, `Payroll ${id} approved. It now waits for the second approver.`);
  await switchUser(page, demo, 'aprobador2');
  await approve(page, id, `Payroll ${id} approved. It will be sent to the bank.`);
  await advanceServerClock(request, SERVER_BANK_MS);

  // The payroll's History: upload, both approvals and the bank, in order, with their actors.
  await switchUser(page, demo, 'manager');
  await page.goto(`/payroll/view/${id}`);
  await expect(history(page).getByText('Verified', { exact: true })).toBeVisible();
  const items = history(page).locator('.mantine-Timeline-item');
  const texts = await items.allTextContents();
  const people = texts.filter((text) => /By: (?!System)/.test(text));
  expect(people).toHaveLength(4);
  expect(people[0]).toMatch(/^Uploaded.*By: Camila Rojas \(CARGA\)/);
  expect(people[1]).toMatch(/^Approved.*Under approval → Under approval.*By: Javier Muñoz \(APROBADOR_1\)/);
  expect(people[2]).toMatch(/^Approved.*Under approval → Approved.*By: Valentina Soto \(APROBADOR_2\)/);
  expect(people[3]).toMatch(/^Paid by the bank.*Approved → Approved by bank.*By: Bank/);
  await expect(history(page).getByText('Fails the verification')).toHaveCount(0);

  // The audit trail finds aprobador2's transitions, newest (this payroll's) first.
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await openFromMenu(page, 'Payouts', 'Payroll audit trail');
  await expect(page).toHaveURL(atPath('/payouts/audit'));
  await page.getByRole('textbox', { name: 'User' }).fill('aprobador2');
  const filtered = page.waitForResponse((response) => response.url().includes('actor__icontains=aprobador2'));
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await filtered;
  const table = page.getByRole('table', { name: 'Payroll transitions' });
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('link', { name: `Open payroll ${id}` })).toBeVisible();
  await expect(first).toContainText('Valentina Soto (APROBADOR_2)');
  await expect(first).toContainText('Verified');
  const shown = await table.getByRole('row').filter({ has: page.getByRole('cell') }).evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('td')].slice(1, 3).map((cell) => cell.textContent ?? '')),
  );

  // CSV: every matching entry, the table's rows first and in its order.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('payroll-audit-2026-11-20.csv');
  const lines = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('When (UTC),Payroll,Merchant,Event,From,To,By,Profiles,Reason,Verification,Issues');
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.slice(0, shown.length).map((row) => row.slice(0, 2))).toEqual(shown);
  expect(rows[0]).toEqual(expect.arrayContaining([String(id), 'Approved', 'Under approval', 'Valentina Soto (APROBADOR_2)', 'Verified']));
  expect(rows.every((row) => row.includes('Valentina Soto (APROBADOR_2)'))).toBe(true);

  // XLSX: the same rows, read back with the same library.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe('payroll-audit-2026-11-20.xlsx');
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await xlsx.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheetRows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => sheetRows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ''))));
  expect(sheetRows.map((row) => row.slice(0, 2))).toEqual(lines.map((line) => line.split(',').slice(0, 2)));
  expect(sheetRows).toHaveLength(lines.length);
});

test('the seeded tampered payroll shows as not verified, and why', async ({ page, demo }) => {
  await demo.signIn(page, 'admin');
  await openFromMenu(page, 'Payouts', 'Payroll audit trail');
  await page.getByRole('textbox', { name: 'User' }).fill('aprobador1');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved', exact: true }).click();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const table = page.getByRole('table', { name: 'Payroll transitions' });
  const tampered = table.getByRole('row').filter({ hasText: 'Not verified' });
  await expect(tampered).toHaveCount(1);
  await expect(tampered).toContainText('The lifecycle does not let this actor do it');
  await tampered.getByRole('link').click();

  await expect(page).toHaveURL(/\/payroll\/view\/\d+$/);
  await expect(history(page).getByText('Not verified', { exact: true })).toBeVisible();
  const failing = history(page).locator('.mantine-Timeline-item').filter({ hasText: 'Fails the verification' });
  await expect(failing).toHaveCount(1);
  await expect(failing).toContainText('Under approval → Approved');
  await expect(failing).toContainText('Javier Muñoz (APROBADOR_1)');
  await expect(failing).toContainText('The lifecycle does not let this actor do it');
});

test('the payrolls with an altered and a removed entry show as not verified, and why (issue 24)', async ({ page, demo }) => {
  await demo.signIn(page, 'admin');
  // A rejection whose reason was rewritten: a legal transition, caught by its hash alone.
  await page.goto('/payouts/audit?statusIds=6&companyIds=1');
  await page.getByRole('textbox', { name: 'User' }).fill('aprobador1');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const table = page.getByRole('table', { name: 'Payroll transitions' });
  const altered = table.getByRole('row').filter({ hasText: 'Not verified' });
  await expect(altered).toHaveCount(1);
  await expect(altered).toContainText('Approved by phone with the manager');
  await expect(altered).toContainText('Changed after it was recorded: its content does not match its hash');
  await altered.getByRole('link').click();
  await expect(page).toHaveURL(/\/payroll\/view\/\d+$/);
  await expect(history(page).getByText('Not verified', { exact: true })).toBeVisible();
  const rewritten = history(page).locator('.mantine-Timeline-item').filter({ hasText: 'Fails the verification' });
  await expect(rewritten).toHaveCount(1);
  await expect(rewritten).toContainText('Changed after it was recorded');

  // A refused payroll whose 'Processing started' entry was removed: the chain breaks after the gap.
  await page.goto('/payouts/audit?statusIds=3&companyIds=1');
  const broken = table.getByRole('row').filter({ hasText: 'Does not follow the transition before it in the hash chain' });
  await expect(broken).toHaveCount(1);
  await expect(broken).toContainText('Not verified');
});
