import type { APIRequestContext, Page } from '@playwright/test';
import { storedSession } from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { chooseLanguage, isApiCall, startAt, NOW } from '../support/payouts';

/**
 * The transaction detail and Renotify from the payments list (spec 02 sections 2, 7 and 8),
 * as admin on the demo: the cards, 'Pending' costs, the notifications log and its JSON,
 * renotify's three answers (200 success, 403 warning, an error), never sent twice, and Spanish.
 * Operations are picked through the API as the list would show them (last 15 days), then found
 * in the list with its operation ids filter.
 */

interface Operation {
  operation_id: number;
  last_status: number;
  currency: string;
  operation_commission: Record<string, unknown> | null;
}

const DAY = 24 * 60 * 60 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Operations of admin's merchants in the list's default range, asked the way the list asks. */
async function operations(page: Page, request: APIRequestContext, query: Record<string, string>): Promise<Operation[]> {
  const session = await storedSession(page);
  const now = Date.parse(NOW);
  const params = new URLSearchParams({ page: '1', itemsPerPage: '150', 'start-date': day(now - 14 * DAY), 'end-date': day(now), ...query });
  const response = await request.get(`/api/v1/payments/operation/?${params}`, { headers: { Authorization: `Token ${session!.token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { data: Operation[] } }).items.data;
}

/** Filters the list by one operation id and returns its row. */
async function showOperation(page: Page, id: number, texts = { ids: /^Operation ids/, filter: 'Filter', table: 'Payments' }) {
  await page.getByRole('textbox', { name: texts.ids }).fill(String(id));
  await page.getByRole('button', { name: texts.filter, exact: true }).click();
  const row = page.getByRole('table', { name: texts.table }).getByRole('row').filter({ hasText: String(id) });
  await expect(row).toHaveCount(1);
  return row;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.beforeEach(async ({ page, demo }) => {
  // Each test searches the list several times and runs axe on two or three dialogs: 47 s once
  // on a loaded two-core machine, past the 45 s limit for waits, not for what is asserted.
  test.slow();
  await startAt(page, demo);
  await demo.signIn(page, 'admin');
  await expect(page).toHaveURL(/\/payments\/transactions/);
});

test('See Details opens the full-screen detail: cards, Pending costs, the log and its JSON', async ({ page, request }) => {
  const candidates = await operations(page, request, { last_status: '2' });
  const op = candidates.find((o) => o.operation_commission !== null && Object.values(o.operation_commission).includes(null));
  expect(op, 'a completed operation with an absent cost').toBeDefined();
  const row = await showOperation(page, op!.operation_id);
  await row.getByRole('button', { name: `See details of operation ${op!.operation_id}` }).click();

  const detail = page.getByRole('dialog', { name: `Transaction ${op!.operation_id}` });
  await expect(detail).toBeVisible();
  const identification = detail.getByRole('table', { name: 'Identification' });
  await expect(identification.getByRole('row', { name: /^Status/ })).toContainText('Completed without notification');
  await expect(identification.getByRole('row', { name: /^Request date \(UTC\)/ })).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/);
  const costs = detail.getByRole('table', { name: 'Costs' });
  await expect(costs.getByRole('cell', { name: 'Pending' }).first()).toBeVisible();
  await expect(costs.getByRole('row', { name: /^Merchant fee/ })).toContainText(/\d+,\d{2} %/);
  await expect(detail.getByRole('region', { name: 'Payment Information' })).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Shopper Information' })).toBeVisible();
  await expectAccessible(page, 'the transaction detail');

  const log = detail.getByRole('list', { name: 'Notifications Log' });
  const first = log.getByRole('listitem').first();
  await expect(first).toContainText(/Status code \d{3}/);
  await first.getByRole('button', { name: /^see details/ }).click();
  const entry = page.getByRole('dialog', { name: /^Notification of \d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/ });
  await expect(entry.getByLabel('Request')).toContainText(`"operation_id": ${op!.operation_id}`);
  await expect(entry.getByLabel('Response')).toContainText('"http_status_code":');
  await expectAccessible(page, 'a notification’s request and response');
  await page.keyboard.press('Escape');
  await expect(entry).toBeHidden();
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(detail).toBeHidden();
  await expect(row).toBeVisible();
});

test('Renotify: 200 is a success, again at once a 403 warning, a failing endpoint an error; never sent twice', async ({ page, request }) => {
  const completed = await operations(page, request, { last_status: '2' });
  const working = completed.find((o) => o.operation_id % 2 === 0);
  const failing = completed.find((o) => o.operation_id % 2 === 1);
  expect(working && failing, 'status-2 operations with a working and a failing endpoint').toBeTruthy();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (isApiCall(r, 'payments/renotify_operation', 'POST')) calls.push(r.postData() ?? '');
  });

  const renotify = async (id: number, double = false) => {
    const row = await showOperation(page, id);
    await row.getByRole('button', { name: /^Renotify operation \d+$/ }).click();
    const confirm = page.getByRole('dialog', { name: `Renotify operation ${id}` });
    const send = confirm.getByRole('button', { name: 'Send the notification' });
    if (!double) await expectAccessible(page, 'the renotify confirmation');
    if (double) await send.dblclick();
    else await send.click();
    await expect(confirm).toBeHidden();
  };

  await renotify(working!.operation_id, true);
  await expect(toast(page, `Notification of operation ${working!.operation_id} sent to the merchant.`)).toContainText('Notification sent');
  expect(calls).toHaveLength(1);
  expect(new URLSearchParams(calls[0]).get('operation_id')).toBe(String(working!.operation_id));

  await renotify(working!.operation_id);
  await expect(toast(page, `Operation ${working!.operation_id} was notified less than 5 minutes ago. Try again later.`)).toContainText(
    'Notification not sent',
  );

  await renotify(failing!.operation_id);
  await expect(toast(page, `The merchant's notification URL answered HTTP 503.`)).toContainText('Something needs your attention');
  expect(calls).toHaveLength(3);

  // The failed attempt is in the operation's log.
  const row = await showOperation(page, failing!.operation_id);
  await row.getByRole('button', { name: `See details of operation ${failing!.operation_id}` }).click();
  const detail = page.getByRole('dialog', { name: `Transaction ${failing!.operation_id}` });
  await expect(detail.getByRole('list', { name: 'Notifications Log' }).getByRole('listitem').first()).toContainText('Status code 503');
});

test('the detail and Renotify in Spanish', async ({ page, request }) => {
  // The oldest of the newest 150: notified long enough ago for a 200.
  const op = (await operations(page, request, { last_status: '3' })).at(-1);
  await chooseLanguage(page, 'Language', 'Español');
  const row = await showOperation(page, op!.operation_id, { ids: /^IDs de operación/, filter: 'Filtrar', table: 'Pagos' });
  await row.getByRole('button', { name: `Ver detalles de la operación ${op!.operation_id}` }).click();
  const detail = page.getByRole('dialog', { name: `Transacción ${op!.operation_id}` });
  await expect(detail.getByRole('table', { name: 'Identificación' })).toContainText('Completado y notificado');
  await expect(detail.getByRole('list', { name: 'Registro de notificaciones' })).toBeVisible();
  await detail.getByRole('button', { name: /^Reenviar notificación de la operación \d+$/ }).click();
  await page.getByRole('dialog', { name: `Reenviar la notificación de la operación ${op!.operation_id}` }).getByRole('button', { name: 'Enviar la notificación' }).click();
  await expect(toast(page, `Notificación de la operación ${op!.operation_id} enviada al comercio.`)).toContainText('Notificación enviada');
  // The new attempt heads the log.
  await expect(detail.getByRole('list', { name: 'Registro de notificaciones' }).getByRole('listitem').first()).toContainText('Código de estado 200');
});
