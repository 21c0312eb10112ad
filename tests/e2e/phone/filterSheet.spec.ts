import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { isApiCall, startAt } from '../support/payouts';
import { phoneFindings } from './support/phoneChecks';

/**
 * A list's filters on a phone (issue 27): the form folds into a sheet behind a toggle that says
 * how many filters the list applies; the sheet opens over the page, its fields the sheet's width,
 * and closes once Filter went through, the list reloaded.
 */

const WORDS = {
  en: { toggle: 'Filters', close: 'Close filters', form: 'Payout filters', status: 'Status', approved: 'Approved', submit: 'Filter' },
  es: { toggle: 'Filtros', close: 'Cerrar filtros', form: 'Filtros de nóminas', status: 'Estado', approved: 'Aprobada', submit: 'Filtrar' },
} as const;

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect((await phoneFindings(page)).overflow).toEqual([]);
}

/** At least a finger's 44 px high. */
async function expectFingerHigh(control: Locator): Promise<void> {
  expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
}

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the payout list\'s filters wait in a sheet; Filter applies them, closes it and the toggle counts them', async ({ page, demo }) => {
    test.setTimeout(90_000);
    await startAt(page, demo);
    await demo.signInAt(page, 'carga', '/payouts/list');
    const words = WORDS.en;
    const table = page.getByRole('table', { name: 'Payouts' });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

    const form = page.getByRole('form', { name: words.form });
    const toggle = page.getByRole('button', { name: words.toggle, exact: true });
    await expect(form).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectFingerHigh(toggle);
    await expectNoSidewaysScroll(page);

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: words.toggle, exact: true })).toBeInViewport();
    await expectFingerHigh(page.getByRole('button', { name: words.close }));
    // A bottom sheet the screen's width, its fields stacked, each as wide as the sheet allows.
    const sheet = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const sheetBox = (await sheet.boundingBox())!;
    expect(sheetBox.x).toBe(0);
    expect(sheetBox.width).toBe(360);
    expect(sheetBox.y + sheetBox.height).toBeCloseTo(740, 0);
    const status = form.getByLabel(words.status, { exact: true });
    const date = form.getByLabel('Date range', { exact: true });
    const submit = form.getByRole('button', { name: words.submit, exact: true });
    const [dateBox, statusBox, submitBox] = [(await date.boundingBox())!, (await status.boundingBox())!, (await submit.boundingBox())!];
    for (const box of [dateBox, submitBox]) expect(box.width).toBeGreaterThan(300);
    expect(statusBox.y).toBeGreaterThan(dateBox.y + dateBox.height);
    expect(submitBox.y).toBeGreaterThan(statusBox.y + statusBox.height);
    await expectNoSidewaysScroll(page);
    // The page under the backdrop stays put: a wheel over it scrolls nothing.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(180, 100);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await status.tap();
    const option = page.getByRole('option', { name: words.approved, exact: true });
    // Wholly in view: where Mantine placed the list, over the sheet.
    await expect(option).toBeInViewport({ ratio: 1 });
    await option.tap();
    await expect(option).toHaveAttribute('aria-selected', 'true');
    // Escape closes the status's list first, not the sheet.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const reloaded = page.waitForRequest((request) => isApiCall(request, 'payrolls') && new URL(request.url()).searchParams.get('status_id__in') === '5');
    await submit.tap();
    await reloaded;
    await expect(form).toBeHidden();
    const counted = page.getByRole('button', { name: `${words.toggle} · 1`, exact: true });
    await expect(counted).toHaveAttribute('aria-expanded', 'false');
    await expect(counted).toBeFocused();
    await expect(table.getByRole('row').nth(1)).toContainText(words.approved);
    await expectNoSidewaysScroll(page);

    // Escape closes the sheet too, focus back on its toggle.
    await counted.tap();
    await expect(form).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(counted).toBeFocused();

    // In Spanish, the applied filter still counted.
    await page.evaluate(() => window.localStorage.setItem('lang', 'es'));
    await page.reload();
    const es = WORDS.es;
    await expect(page.getByRole('button', { name: `${es.toggle} · 1`, exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('form', { name: es.form })).toBeHidden();
    await page.getByRole('button', { name: `${es.toggle} · 1`, exact: true }).tap();
    await expect(page.getByRole('heading', { name: es.toggle, exact: true })).toBeInViewport();
    await expect(page.getByRole('button', { name: es.close })).toBeInViewport();
    await expect(page.getByRole('form', { name: es.form })).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });
});

/** Every other list with filters: the form waits behind the toggle, and opens stacked within the screen. */
const LISTS = [
  { path: '/payouts/transactions', user: 'carga', form: 'Filter payout transactions' },
  { path: '/payments/transactions', user: 'admin', form: 'Filter the payments' },
  { path: '/settlements/topups', user: 'admin', form: 'Filters' },
  { path: '/payouts/vouchers', user: 'carga', form: 'Filter payment vouchers' },
  { path: '/payouts/report', user: 'carga', form: 'Filter the transactions report' },
  { path: '/payouts/audit', user: 'admin', form: 'Filter the audit trail' },
] as const;

test.describe('on a small phone, every list', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const list of LISTS) {
    test(`${list.path} folds its filters into the sheet`, async ({ page, demo }) => {
      await startAt(page, demo);
      await demo.signInAt(page, list.user, list.path);
      const toggle = page.getByRole('button', { name: 'Filters', exact: true });
      await expect(toggle).toBeVisible({ timeout: 30_000 });
      const form = page.getByRole('form', { name: list.form, exact: true });
      await expect(form).toBeHidden();
      await toggle.tap();
      await expect(form).toBeInViewport();
      // The fields stacked within the screen, the sheet scrolling to its last button.
      const submit = form.getByRole('button', { name: 'Filter', exact: true });
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport({ ratio: 1 });
      expect((await submit.boundingBox())!.width).toBeGreaterThan(300);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Close filters' }).tap();
      await expect(form).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  }
});

test('from the sm breakpoint up the form shows inline and there is no toggle', async ({ page, demo }) => {
  await page.setViewportSize({ width: 1024, height: 740 });
  await startAt(page, demo);
  await demo.signInAt(page, 'carga', '/payouts/list');
  await expect(page.getByRole('form', { name: WORDS.en.form })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: WORDS.en.toggle, exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: WORDS.en.toggle, exact: true })).toBeHidden();
});
