import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { isApiCall, startAt } from '../support/payouts';

/** The company summary (issue 11): manager's three series, with name, total and amount. */

test('manager sees Uploaded, Sent to bank and Successful for the last 15 days', async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.storeSession(page, 'manager');
  const answer = page.waitForResponse((r) => isApiCall(r.request(), 'summary_companies'));
  await page.goto('/payouts/company/summary');
  const asked = new URL((await answer).url()).searchParams;
  expect(asked.get('fecha_inicio')).toBe('2026-11-05');
  expect(asked.get('fecha_fin')).toBe('2026-11-20');

  await expect(page.getByRole('heading', { name: 'Company summary', level: 1 })).toBeVisible();
  const series = page.getByRole('table', { name: /Payouts by day \(CLP\)/ });
  for (const name of ['Uploaded', 'Sent to bank', 'Successful']) {
    const cells = series.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(/^\d+$/);
    await expect(cells.nth(1)).toHaveText(/\d,\d{2}/);
  }
  await expect(page.getByRole('img', { name: /uploaded, sent to bank and successful/ })).toBeVisible();

  // Another currency is asked for with Filter.
  const form = page.getByRole('form', { name: 'Dashboard filters' });
  await form.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'PEN' }).click();
  const pen = page.waitForResponse((r) => isApiCall(r.request(), 'summary_companies'));
  await form.getByRole('button', { name: 'Filter' }).click();
  expect(new URL((await pen).url()).searchParams.get('currency')).toBe('PEN');
  await expect(page.getByRole('table', { name: /Payouts by day \(PEN\)/ })).toBeVisible();
});
