import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { mainMenu } from '../support/app';
import { startAt } from '../support/payouts';

/**
 * The signed-in frame on a phone (issue 27), by touch: the header keeps a one-line name and
 * every control in view; the menu opens over the page and closes once a page is chosen.
 */

/** The header's name is on one line: no taller than the menu button beside it. */
async function expectOneLine(name: Locator, beside: Locator): Promise<void> {
  await expect(name).toBeVisible();
  const [nameBox, besideBox] = [await name.boundingBox(), await beside.boundingBox()];
  expect(nameBox!.height).toBeLessThanOrEqual(besideBox!.height + 4);
}

const HEADER = {
  en: { menu: 'Toggle menu', palette: 'Open the command palette', language: 'Language', other: 'Español', account: /, account menu$/ },
  es: { menu: 'Mostrar u ocultar menú', palette: 'Abrir la paleta de comandos', language: 'Idioma', other: 'English', account: /, menú de la cuenta$/ },
} as const;

async function expectHeaderInView(page: Page, words: (typeof HEADER)[keyof typeof HEADER]): Promise<void> {
  const banner = page.getByRole('banner');
  await expectOneLine(banner.getByText('Back-office', { exact: true }), banner.getByRole('button', { name: words.menu }));
  await expect(banner.getByRole('button', { name: words.palette })).toBeInViewport({ ratio: 1 });
  await expect(banner.getByRole('radio', { name: words.other })).toBeInViewport({ ratio: 1 });
  await expect(banner.getByRole('button', { name: words.account })).toBeInViewport({ ratio: 1 });
  // The switch shows the languages' codes, not their names.
  expect((await banner.getByRole('radiogroup', { name: words.language }).boundingBox())!.width).toBeLessThan(90);
}

test('the menu opens over the page and closes once a page is chosen', async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(mainMenu(page)).toBeHidden();
  await page.getByRole('button', { name: 'Toggle menu' }).tap();
  await expect(mainMenu(page)).toBeInViewport();
  await mainMenu(page).getByRole('link', { name: 'Payouts list' }).tap();
  await expect(page.getByRole('heading', { name: 'Payouts list', level: 1 })).toBeInViewport();
  await expect(mainMenu(page)).toBeHidden();
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header keeps a one-line name, the search, the language and the account menu in view, in both languages', async ({ page, demo }) => {
    await startAt(page, demo);
    await demo.signIn(page, 'carga');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Merchant back-office')).toBeHidden();
    await expectHeaderInView(page, HEADER.en);

    // The radio is drawn by its label (a segmented switch): the finger lands on the label's 'ES'.
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('Español', { exact: true }).tap();
    await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
    await expectHeaderInView(page, HEADER.es);
    await page.getByRole('button', { name: HEADER.es.account }).tap();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInViewport();
  });
});
