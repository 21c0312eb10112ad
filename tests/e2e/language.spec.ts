import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { atPath, expectStoredSession, mainMenu, PASSWORD, USERS } from './support/app';

/**
 * Language (spec 01 sections 1 and 2): English by default; the switcher saves the choice in
 * local storage and reloads the page; server messages follow the chosen language.
 */

test.beforeEach(async ({ demo }) => {
  await demo.reset();
});

const storedLanguage = (page: Page) => page.evaluate(() => window.localStorage.getItem('lang'));

/** Picks a language in the switcher (a radio group) and waits for the reload it causes. */
async function chooseLanguage(page: Page, groupLabel: string, option: 'English' | 'Español'): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('radiogroup', { name: groupLabel }).getByText(option, { exact: true }).click();
  await reloaded;
}

test('switching to Español in the shell reloads in Spanish and the choice survives reload and sign-out', async ({
  page,
  demo,
}) => {
  await demo.signInThroughForm(page, 'carga');
  const english = page.getByRole('button', { name: `${USERS.carga.name}, account menu` });
  await expect(english).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(await storedLanguage(page)).toBeNull();

  await chooseLanguage(page, 'Language', 'Español');
  await expect(page).toHaveURL(atPath('/'));
  expect(await storedLanguage(page)).toBe('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  const nav = mainMenu(page, 'Menú principal');
  await expect(nav.getByRole('link', { name: 'Lista de nóminas' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payouts list' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
  // The dashboard in Spanish, its figures in the project's format.
  await expect(page.getByRole('button', { name: 'Actualizar todas las métricas' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Resumen de pagos masivos' }).getByRole('rowheader', { name: 'Exitosos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Estado de los servicios' })).toBeVisible();
  // Still signed in after the reload.
  await expectStoredSession(page, true);

  await page.reload();
  await expect(nav.getByRole('link', { name: 'Lista de nóminas' })).toBeVisible();

  const userMenu = page.getByRole('button', { name: `${USERS.carga.name}, menú de la cuenta` });
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Perfil' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await expectStoredSession(page, false);
  expect(await storedLanguage(page)).toBe('es');

  // And back to English from the login page.
  await chooseLanguage(page, 'Idioma', 'English');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  expect(await storedLanguage(page)).toBe('en');
});

test('the login page in Spanish, and a wrong password gets the server message in Spanish', async ({ page }) => {
  await page.goto('/login');
  await chooseLanguage(page, 'Language', 'Español');

  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeVisible();
  await page.getByLabel(/^Usuario/).fill('carga');
  await page.getByLabel(/^Contraseña/).fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();

  await expect(page.getByText('No es posible iniciar sesión con las credenciales proporcionadas.')).toBeVisible();
  await expect(page.getByText('Unable to log in with provided credentials.')).toHaveCount(0);
  await expect(page.getByLabel(/^Usuario/)).toHaveValue('carga');

  // The right password signs in, and the shell speaks Spanish.
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByRole('button', { name: `${USERS.carga.name}, menú de la cuenta` })).toBeVisible();
});

test('the support message for an incomplete account is in Spanish too', async ({ page }) => {
  await page.goto('/login');
  await chooseLanguage(page, 'Language', 'Español');
  await page.getByLabel(/^Usuario/).fill('incomplete');
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  const host = new URL(page.url()).hostname;
  await expect(page.getByText(`Servicio no disponible, contacte a support@${host}`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(atPath('/login'));
});
