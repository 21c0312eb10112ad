import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { keysHeard } from '../support/keyboard';
import { chooseLanguage, startAt } from '../support/payouts';

/**
 * The currency converter (spec 02 sections 2 and 9) on /payments/currency_converter: rates
 * from /v1/services/status, base by click and keyboard, the amount, and the rows reordered by
 * mouse and by keyboard, the order kept after a reload.
 */

const list = (page: Page) => page.getByRole('list', { name: 'Currencies: choose one as the base, drag to reorder' });
const order = async (page: Page) => list(page).getByRole('listitem').locator('[aria-pressed] > span').filter({ hasText: /^[A-Z]{3}$/ }).allTextContents();
const baseButton = (page: Page, code: string) => page.getByRole('button', { name: new RegExp(`^${code} `) });
/** '1.234,56789' or 'CLP 1.234,56789' → 1234.56789 */
const number = (text: string): number => Number(text.replace(/^[A-Z]{3} /, '').replace(/\./g, '').replace(',', '.'));
const row = (page: Page, code: string): Locator => list(page).getByRole('listitem').filter({ has: baseButton(page, code) });

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
});

test('converts 1 CLP by default; a click on a row makes it the base; the amount converts from it', async ({ page }) => {
  await page.goto('/payments/currency_converter');
  await expect(page.getByRole('heading', { name: 'Currency converter', level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated 20-11-2026 15:00:00 UTC')).toBeVisible();
  expect(await order(page)).toEqual(['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN']);
  await expect(baseButton(page, 'CLP')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Amount in CLP' })).toHaveValue('1');
  await expect(row(page, 'USD').getByText(/^USD 0,\d{5}$/)).toBeVisible();
  await expect(row(page, 'USD').getByText(/^1 CLP = 0,\d{5} USD$/)).toBeVisible();

  await row(page, 'USD').getByText(/^1 CLP = /).click();
  await expect(baseButton(page, 'USD')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Amount in USD' }).fill('2,5');
  await expect(page.getByRole('textbox', { name: 'Amount in USD' })).toHaveValue('2.5');
  // 2.5 times the rate shown (itself rounded to 5 decimals), to 5 decimals.
  const shownRate = number((await row(page, 'CLP').getByText(/^1 USD = /).textContent())!.replace(/^1 USD = | CLP$/g, ''));
  const converted = number((await row(page, 'CLP').getByTestId('converted-CLP').textContent())!);
  expect(Math.abs(converted - 2.5 * shownRate)).toBeLessThan(0.00002);

  // The keyboard picks a base as well.
  await baseButton(page, 'EUR').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Amount in EUR' })).toBeVisible();
});

test('a row dragged with the mouse stays where it was dropped, after a reload too', async ({ page }) => {
  await page.goto('/payments/currency_converter');
  await expect(list(page)).toBeVisible();
  const handle = page.getByRole('button', { name: 'Move MXN', exact: true });
  const target = await row(page, 'USD').boundingBox();
  const start = await handle.boundingBox();
  await page.mouse.move(start!.x + start!.width / 2, start!.y + start!.height / 2);
  await page.mouse.down();
  // In steps, as a hand moves: the sensor starts after a few pixels, then follows.
  await page.mouse.move(start!.x + start!.width / 2, target!.y + 4, { steps: 12 });
  await page.mouse.move(start!.x + start!.width / 2, target!.y + 2, { steps: 3 });
  await page.mouse.up();
  await expect.poll(() => order(page)).toEqual(['EUR', 'MXN', 'USD', 'CLP', 'PEN', 'BRL']);
  // Dragging did not choose a base.
  await expect(baseButton(page, 'CLP')).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(list(page)).toBeVisible();
  expect(await order(page)).toEqual(['EUR', 'MXN', 'USD', 'CLP', 'PEN', 'BRL']);
});


test('a row moved with the keyboard is announced and kept', async ({ page }) => {
  await page.goto('/payments/currency_converter');
  await expect(list(page)).toBeVisible();
  await page.getByRole('button', { name: 'Move EUR', exact: true }).focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toHaveText('Picked up EUR, in position 1 of 6.');
  await keysHeard(page);
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('EUR would move to position 2 of 6.');
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('EUR would move to position 3 of 6.');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('EUR dropped in position 3 of 6.');
  await expect.poll(() => order(page)).toEqual(['USD', 'CLP', 'EUR', 'PEN', 'BRL', 'MXN']);
  // Focus stays on the handle, so the next move needs no search.
  await expect(page.getByRole('button', { name: 'Move EUR', exact: true })).toBeFocused();

  await page.reload();
  await expect(list(page)).toBeVisible();
  expect(await order(page)).toEqual(['USD', 'CLP', 'EUR', 'PEN', 'BRL', 'MXN']);
});

test('a failed rates call offers Retry; the card collapses and opens', async ({ page }) => {
  // Fails until Retry is pressed, not for a count of calls: the dashboard carga lands on asks
  // for the same rates, and under load its call may still be on its way when this page opens.
  let failing = true;
  await page.route('**/api/v1/services/status*', (route) =>
    failing ? route.fulfill({ status: 503, json: { detail: 'Rates are being updated.' } }) : route.fallback(),
  );
  await page.goto('/payments/currency_converter');
  const alert = page.getByRole('alert').filter({ hasText: 'The rates could not be loaded' });
  await expect(alert).toContainText('Rates are being updated.');
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(list(page)).toBeVisible();

  await page.getByRole('button', { name: 'Hide the converter' }).click();
  await expect(list(page)).toBeHidden();
  await page.getByRole('button', { name: 'Show the converter' }).click();
  await expect(list(page)).toBeVisible();
});

test('the converter in Spanish', async ({ page }) => {
  await chooseLanguage(page, 'Language', 'Español');
  await page.goto('/payments/currency_converter');
  await expect(page.getByRole('heading', { name: 'Conversor de monedas', level: 1 })).toBeVisible();
  await expect(page.getByText('Última actualización 20-11-2026 15:00:00 UTC')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Monto en CLP' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Mover PEN', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('PEN tomada, en la posición 4 de 6.');
  await keysHeard(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Movimiento de PEN cancelado; sigue en la posición 4 de 6.');
});
