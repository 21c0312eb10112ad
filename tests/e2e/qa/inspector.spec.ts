import { copyFileSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { replay } from '../../support/traceReplay';
import { expect, test } from '../support/fixtures';

/**
 * Issue 12, QA: the live inspector follows the real screen. RECORD_TRACE=<file> keeps the
 * exported trace (how tests/fixtures/traces/payoutListFilter.json was recorded).
 */

const listChart = (page: Page) => page.getByRole('dialog', { name: 'Statechart inspector' }).locator('section[data-chart="pagedList"]');

test('the inspector on the payouts list highlights the list chart as a filter runs, and its trace replays green', async ({ page, demo }) => {
  await demo.signIn(page, 'carga');
  await page.goto('/payouts/list');
  await expect(page.getByRole('table', { name: 'Payouts' })).toBeVisible();

  await page.keyboard.press('Alt+Shift+S');
  const inspector = page.getByRole('dialog', { name: 'Statechart inspector' });
  await expect(inspector).toBeVisible();
  await expect(listChart(page)).toHaveAttribute('data-state', 'ready');
  await expect(inspector.locator('section[data-chart="session"]')).toHaveAttribute('data-state', 'signedIn');
  await expect(listChart(page).locator('svg .qaActive')).toHaveAttribute('id', /-ready-/);

  // Hold the list's next answer, so the diagram can be seen in `loading`.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/payrolls/**', async (route) => {
    await held;
    await route.continue();
  });
  // From the keyboard: the inspector, docked along the bottom, may cover the button's spot.
  await page.getByRole('form', { name: 'Payout filters' }).getByRole('button', { name: 'Filter' }).focus();
  await page.keyboard.press('Enter');
  await expect(listChart(page)).toHaveAttribute('data-state', 'loading');
  await expect(listChart(page).locator('svg .qaActive')).toHaveAttribute('id', /-loading-/);
  await expect(inspector.getByRole('table', { name: 'Event log' }).getByRole('row').nth(1)).toContainText('FILTER');
  release();
  await expect(listChart(page)).toHaveAttribute('data-state', 'ready');
  await expect(listChart(page).locator('svg .qaActive')).toHaveAttribute('id', /-ready-/);
  await expect(inspector.getByRole('table', { name: 'Event log' }).getByRole('row').nth(1)).toContainText('xstate.done.actor.fetchPage');

  const [download] = await Promise.all([page.waitForEvent('download'), inspector.getByRole('button', { name: 'Export trace' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^statechart-trace-.*\.json$/);
  const file = await download.path();
  const trace: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const result = replay(trace);
  expect(result.problems, result.summary).toEqual([]);
  const steps = (trace as { steps: { machine: string; event: { type: string; password?: string } }[] }).steps;
  expect(steps.filter((s) => s.machine === 'pagedList').map((s) => s.event.type)).toEqual(
    expect.arrayContaining(['xstate.init', 'FILTER', 'xstate.done.actor.fetchPage']),
  );
  // The password typed at sign-in never leaves the browser in a trace.
  expect(readFileSync(file, 'utf8')).not.toContain('demo1234');
  if (process.env.RECORD_TRACE) copyFileSync(file, process.env.RECORD_TRACE);

  await page.keyboard.press('Alt+Shift+S');
  await expect(inspector).toBeHidden();
});
