import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { startAt } from '../support/payouts';

/** /resume: the user's own summary (docs/decisions.md, "Dashboards"). */

test('the first approver sees the payrolls waiting for them and opens one', async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'aprobador1', '/resume');
  await expect(page.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();
  await expect(page.getByText('Hello, Javier')).toBeVisible();
  const waiting = page.getByRole('region', { name: /Waiting for your approval: \d+/ });
  await expect(waiting).toBeVisible();
  const links = waiting.getByRole('link', { name: /^Payroll \d+/ });
  await expect(links.first()).toBeVisible();
  await links.first().click();
  await expect(page).toHaveURL(/\/payroll\/view\/\d+$/);
});

test('carga sees what became of its uploads and nothing waiting for it', async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signInAt(page, 'carga', '/resume');
  await expect(page.getByRole('region', { name: /Uploaded by you: [1-9]/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for your approval: 0' })).toContainText('Nothing is waiting for your approval.');
});
