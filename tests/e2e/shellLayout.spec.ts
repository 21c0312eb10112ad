import { expect, test } from './support/fixtures';
import { mainMenu } from './support/app';
import { startAt } from './support/payouts';

/**
 * The signed-in frame (src/shell/Shell.tsx): the side menu beside the page on a wide screen,
 * folded away with the menu button; on a phone it is out of the way until the button opens it.
 */

test('on a wide screen the menu button folds the side menu away and brings it back', async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  await expect(mainMenu(page)).toBeVisible();
  await toggle.click();
  await expect(mainMenu(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await toggle.click();
  await mainMenu(page).getByRole('link', { name: 'Payouts list' }).click();
  await expect(page.getByRole('heading', { name: 'Payouts list', level: 1 })).toBeVisible();
});

test('on a phone the side menu opens over the page from the menu button', async ({ page, demo }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(mainMenu(page)).toBeHidden();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(mainMenu(page)).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Payouts list' })).toBeInViewport();
});
