import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { EXAMPLE_LINES, TEMPLATE_COLUMNS, type RawLine } from '../../../demo-api/payouts/template.ts';
import { atPath, mainMenu } from './app';
import { enterReleaseCode } from './secondFactor';
import type { Demo } from './fixtures';

/**
 * The payouts area as its end-to-end specs need it (English texts from locales/en unless a
 * spec passes its own). Times: demo-api/README.md "Upload and processing" and spec 01 section 9.
 */

/** A fixed instant for specs whose dates matter: the demo clock and the browser's agree on it. */
export const NOW = '2026-11-20T15:00:00.000Z';
/** The demo API shows an upload's result this long after it (PROCESSING_MS). */
export const SERVER_PROCESSING_MS = 4_000;
/** The demo bank answers this long after the last approval (BANK_MS). */
export const SERVER_BANK_MS = 6_000;
/** The upload page asks for the status this often (POLL_INTERVAL_MS). */
export const POLL_MS = 10_000;

/**
 * Pins the demo API's clock and the browser's to the same instant, so that "today" in the
 * filters is the day of the seeded data. The browser clock is Playwright's (installed before
 * any page loads): time flows from `now`, and a spec may jump it forward to skip the upload's
 * polling waits.
 */
export async function startAt(page: Page, demo: Demo, now: string = NOW): Promise<void> {
  await demo.reset(now);
  await page.clock.install({ time: new Date(now) });
}

/** Moves the demo API's clock (processing, the bank's answer): the browser's stays put. */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post('/__demo/clock', { data: { advanceMs: ms } });
  expect(response.ok(), `POST /__demo/clock answered ${response.status()}`).toBe(true);
}

/** Whether a request is the API call at `path` (under /api/v1), whatever its query. */
export const isApiCall = (request: Request, path: string, method = 'GET'): boolean =>
  request.method() === method && new URL(request.url()).pathname.replace(/\/+$/, '') === `/api/v1/${path}`;

/** Collects every call to `/api/v1/<path>` from now on (to prove that one was never made). */
export function recordApiCalls(page: Page, path: string, method = 'GET'): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isApiCall(request, path, method)) calls.push(request);
  });
  return calls;
}

// ---------------------------------------------------------------------------------------------
// Upload

export const DROP_ZONE = 'Payroll file: drop it here or press to choose it';

/**
 * The drop zone's file input (what "press to choose it" opens). It carries the drop zone's
 * label too; in Chromium's tree a file input is a button inside the drop zone's group.
 */
export const fileInput = (page: Page): Locator =>
  page.getByLabel(DROP_ZONE, { exact: true }).and(page.locator('input[type="file"]'));

export interface PayrollFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/** The template the upload page links to, fetched as the browser would (file links need no token). */
export async function downloadTemplate(page: Page, request: APIRequestContext, merchant: string): Promise<Buffer> {
  const link = page.getByRole('link', { name: `Download the upload template for ${merchant}` });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href, 'the template link has an address').toBeTruthy();
  const response = await request.get(new URL(href!, page.url()).toString());
  expect(response.ok(), `GET ${href} answered ${response.status()}`).toBe(true);
  return response.body();
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A csv file: the template's English header (or `header`), then the lines. */
export function payrollCsv(name: string, lines: readonly RawLine[], header?: readonly string[]): PayrollFile {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const rows = [
    header ?? TEMPLATE_COLUMNS.map((column) => column.en),
    ...lines.map((line) => TEMPLATE_COLUMNS.map((column) => line[column.field])),
  ];
  const text = rows.map((row) => row.map(cell).join(',')).join('\n') + '\n';
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

/** The valid Chilean example lines of the template (company 1 is Chilean). */
export const CHILEAN_LINES: readonly RawLine[] = EXAMPLE_LINES.CL;

/** Chooses a file through the drop zone's input, as "press to choose it" would. */
export async function chooseFile(page: Page, file: PayrollFile): Promise<void> {
  await fileInput(page).setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
}

/**
 * Presses Upload and sees the file being processed, lets the server finish (demo clock), then
 * skips the browser's clock to the next status check: none before 10 s, one at 10 s. The
 * browser's clock is paused meanwhile and runs again at the end. Returns the payroll id.
 */
export async function uploadAndProcess(page: Page, request: APIRequestContext, fileName: string): Promise<number> {
  // The installed clock follows real time; on a slow machine seconds of it pass between the
  // upload and the first skip and stand in for part of the interval. Paused, only runFor moves it
  // (pauseAt cannot go back, hence the one-second step ahead of the page's own clock).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const checks = recordApiCalls(page, 'get_upload_payroll');
  const uploaded = page.waitForResponse((response) => isApiCall(response.request(), 'upload_payroll', 'POST'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const answer = (await (await uploaded).json()) as { data_origin: { id: number } };
  await expect(page.getByRole('status').filter({ hasText: `Processing ${fileName}` })).toBeVisible();
  await advanceServerClock(request, SERVER_PROCESSING_MS);

  await page.clock.runFor(POLL_MS - 1_000);
  expect(checks, 'no status check before 10 seconds').toHaveLength(0);
  const checked = page.waitForResponse((response) => isApiCall(response.request(), 'get_upload_payroll'), {
    timeout: 3_000,
  });
  await page.clock.runFor(1_000);
  await checked;
  await page.clock.resume();
  return answer.data_origin.id;
}

// ---------------------------------------------------------------------------------------------
// Payout list

export const payoutsTable = (page: Page): Locator => page.getByRole('table', { name: 'Payouts' });

/** The list's row of payroll `id` (its ID cell). */
export const payoutRow = (page: Page, id: number): Locator =>
  payoutsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

/** A payout row's id: its only cell of digits alone (the selection checkbox's cell, when shown, comes first). */
export async function payrollIdOf(row: Locator): Promise<number> {
  const id = Number(await row.getByRole('cell').filter({ hasText: /^\d+$/ }).first().textContent());
  expect(Number.isInteger(id) && id > 0, 'the row has a payroll id').toBe(true);
  return id;
}

/** The id of the first row of the list whose detail says it waits for approver `level`. */
export async function firstWaitingFor(page: Page, level: 1 | 2): Promise<number> {
  const row = payoutsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: `Waiting for approver ${level}`, exact: true }) })
    .first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Under approval', exact: true })).toBeVisible();
  return payrollIdOf(row);
}

/**
 * aprobador1 signs in, opens the payout list and the detail of the first payroll waiting for
 * approver 1: its id, its header region and its History's entries once the History is shown.
 */
export async function openFirstWaitingDetail(page: Page, demo: Demo): Promise<{ id: number; header: Locator; history: Locator; entries: Locator }> {
  await demo.signIn(page, 'aprobador1');
  await openFromMenu(page, 'Payouts', 'Payouts list');
  const id = await firstWaitingFor(page, 1);
  await (await openActions(page, id)).getByRole('menuitem', { name: 'See details' }).click();
  await expect(page).toHaveURL(atPath(`/payroll/view/${id}`));
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Verified', { exact: true })).toBeVisible();
  return { id, header: page.getByRole('region', { name: `Payroll ${id}` }), history, entries: history.locator('.mantine-Timeline-item') };
}

/** Opens a row's actions menu and returns it. */
export async function openActions(page: Page, id: number): Promise<Locator> {
  await page.getByRole('button', { name: `Actions for payout ${id}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for payout ${id}` });
  await expect(menu).toBeVisible();
  return menu;
}

/** Approves a payroll from its row: Approval, then Approve in its confirmation (issue 24). */
export async function approveFromList(page: Page, id: number): Promise<void> {
  await (await openActions(page, id)).getByRole('menuitem', { name: 'Approval', exact: true }).click();
  await confirmApproval(page, id);
}

/**
 * Approve in the open confirmation of payroll `id`; the dialog closes once the answer came. A
 * payroll above its company's threshold asks a code from the app first (issue 26): `code`.
 */
export async function confirmApproval(page: Page, id: number, code?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: `Approve payout ${id}` });
  await expect(dialog).toBeVisible();
  if (code !== undefined) await enterReleaseCode(dialog, code);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
}

export interface AllowedActions {
  readonly approve: boolean;
  readonly reject: boolean;
  readonly delete: boolean;
}

/** Opens the row's menu, checks exactly which actions it offers, and closes it. */
export async function expectActions(page: Page, id: number, allowed: AllowedActions): Promise<void> {
  const menu = await openActions(page, id);
  await expect(menu.getByRole('menuitem', { name: 'See details' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Approval', exact: true })).toHaveCount(allowed.approve ? 1 : 0);
  await expect(menu.getByRole('menuitem', { name: 'Reject', exact: true })).toHaveCount(allowed.reject ? 1 : 0);
  await expect(menu.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(allowed.delete ? 1 : 0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/**
 * Opens a page through the side menu, unfolding its group first: a visit inside the app, not a
 * reload. `menu` is the side menu's label in the page's language.
 */
export async function openFromMenu(page: Page, group: string, link: string, menu = 'Main menu'): Promise<void> {
  const nav = mainMenu(page, menu);
  const toggle = nav.getByRole('button', { name: group, exact: true });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await nav.getByRole('link', { name: link, exact: true }).click();
}

// ---------------------------------------------------------------------------------------------
// Dates and language

/**
 * Picks a range in a date range filter's calendar (the month shown must hold both days).
 * `from` and `to` are the calendar's labels of the days: '1 November 2026', '1 noviembre 2026'.
 */
export async function pickDateRange(page: Page, field: Locator, from: string, to: string): Promise<void> {
  await field.click();
  await page.getByRole('button', { name: from, exact: true }).click();
  await page.getByRole('button', { name: to, exact: true }).click();
}

/** Picks a language in a switcher (a radio group) and waits for the reload it causes. */
export async function chooseLanguage(page: Page, groupLabel: string, option: 'English' | 'Español'): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('radiogroup', { name: groupLabel }).getByText(option, { exact: true }).click();
  await reloaded;
}

/** An amount as every screen writes it: dots for thousands, a comma and two decimals. */
export const AMOUNT = /\d{1,3}(\.\d{3})*,\d{2}/;
