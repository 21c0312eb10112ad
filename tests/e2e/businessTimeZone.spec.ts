import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/format/amount';
import { expect, test, type Demo } from './support/fixtures';

/**
 * 'Today', 'this month' and 'the last 15 days' are decided in the business time zone
 * (America/Santiago by default; docs/decisions.md, "One business time zone"), whatever zone the
 * browser is in and whatever day it already is in UTC. The demo API's clock and the browser's
 * are pinned to the same instant.
 */

/** 22:30 in Santiago (UTC-3) on 30 November 2026: UTC is on 1 December. */
const LATE_ON_30_NOV = '2026-12-01T01:30:00Z';
/** 00:30 in Santiago on 30 November 2026: 21:30 on the 29th in Mexico City. */
const EARLY_ON_30_NOV = '2026-11-30T03:30:00Z';
/** 00:30 in Santiago on 1 December 2026. */
const EARLY_ON_1_DEC = '2026-12-01T03:30:00Z';
/** 23:30 in Santiago on 4 April 2026, the second time: clocks went back at 24:00; UTC is on the 5th. */
const AFTER_CLOCKS_WENT_BACK = '2026-04-05T03:30:00Z';

async function openAt(page: Page, demo: Demo, now: string, user: string, path: string) {
  await page.clock.setFixedTime(new Date(now));
  await demo.reset(now);
  await demo.signInAt(page, user, path);
}

const dateRange = (page: Page) => page.getByRole('button', { name: 'Date range' });
const rowsOn = (page: Page, day: string) => page.getByRole('row').filter({ hasText: day });
const moreOptions = { name: /More options/ };

/** Opens Add balance and checks the deposit date: today, this month's first day to today. */
async function expectDepositRange(page: Page, today: string, first: string, last: string) {
  await page.getByRole('button', { name: 'Add balance' }).click();
  const date = page.getByRole('dialog', { name: 'Add balance' }).getByRole('button', { name: 'Deposit date' });
  await expect(date).toHaveText(today);
  await date.click();
  await expect(page.getByRole('button', { name: first, exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: last, exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
}

test.describe('in Santiago', () => {
  test.use({ timezoneId: 'America/Santiago' });

  test('at 22:30 on 30 November, November is still this month', async ({ page, demo }) => {
    await openAt(page, demo, LATE_ON_30_NOV, 'admin', '/settlements/topups');
    await expect(dateRange(page)).toHaveText('15/11/2026 – 30/11/2026');
    // The top up the demo deposits today, and an earlier entry of November: both changeable.
    for (const day of ['30/11/2026', '20/11/2026']) {
      await expect(rowsOn(page, day).first()).toBeVisible();
      await expect(rowsOn(page, day).first().getByRole('button', moreOptions)).toBeVisible();
    }
    await expectDepositRange(page, '30/11/2026', '1 November 2026', '30 November 2026');
  });

  test('at 00:30 on 1 December, November entries can no longer be changed', async ({ page, demo }) => {
    await openAt(page, demo, EARLY_ON_1_DEC, 'admin', '/settlements/topups');
    await expect(dateRange(page)).toHaveText('16/11/2026 – 01/12/2026');
    await expect(rowsOn(page, '20/11/2026').first()).toBeVisible();
    for (const row of await rowsOn(page, '/11/2026').all()) await expect(row.getByRole('button', moreOptions)).toHaveCount(0);
    await expect(rowsOn(page, '01/12/2026').first().getByRole('button', moreOptions)).toBeVisible();
    await expectDepositRange(page, '01/12/2026', '1 December 2026', '1 December 2026');
  });

  test('on the night clocks go back (4 April 2026), 23:30 the second time is still the 4th', async ({ page, demo }) => {
    await openAt(page, demo, AFTER_CLOCKS_WENT_BACK, 'admin', '/settlements/topups');
    await expect(dateRange(page)).toHaveText('20/03/2026 – 04/04/2026');
    await expect(rowsOn(page, '04/04/2026').first().getByRole('button', moreOptions)).toBeVisible();
    await expectDepositRange(page, '04/04/2026', '1 April 2026', '4 April 2026');
  });

  test("the dashboard's today at 22:30 on 30 November", async ({ page, demo }) => {
    await openAt(page, demo, LATE_ON_30_NOV, 'carga', '/');
    await expect(dateRange(page)).toHaveText('15/11/2026 – 30/11/2026');
    // The top up the demo deposits on the business day (demo-api/store/seed/balances.ts).
    await expect(page.getByRole('region', { name: "Today's top-ups" })).toContainText(formatMoney(1_250_000, 'CLP', { compact: true }));
  });
});

test.describe('with the browser in Mexico City', () => {
  test.use({ timezoneId: 'America/Mexico_City' });

  test('at 00:30 on 30 November in Santiago (the 29th in Mexico City), today is the 30th', async ({ page, demo }) => {
    await openAt(page, demo, EARLY_ON_30_NOV, 'admin', '/settlements/topups');
    await expect(dateRange(page)).toHaveText('15/11/2026 – 30/11/2026');
    await expect(rowsOn(page, '30/11/2026').first().getByRole('button', moreOptions)).toBeVisible();
    await expectDepositRange(page, '30/11/2026', '1 November 2026', '30 November 2026');
  });
});
