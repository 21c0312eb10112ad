import type { Locator } from '@playwright/test';
import { atPath } from '../support/app';
import { expect, test } from '../support/fixtures';
import { AMOUNT, chooseLanguage, isApiCall, openFromMenu, payrollIdOf, pickDateRange, startAt } from '../support/payouts';

/**
 * The payouts area in Spanish (spec 01 sections 1, 2 and 9): the list, the detail and the
 * report speak Spanish, server texts included, and amounts read 1.234,56.
 */

const MENU = 'Menú principal';
const GROUP = 'Pagos masivos';
/** An amount with its currency, as a whole cell: 'CLP 1.234.567,00'. */
const MONEY_CELL = new RegExp(`^[A-Z]{3} ${AMOUNT.source}$`);

test.beforeEach(async ({ page, demo }) => {
  await startAt(page, demo);
  await demo.signIn(page, 'carga');
  await chooseLanguage(page, 'Language', 'Español');
});

/** The texts of a table's column headers, to find a column by its title. */
const columnIndex = async (table: Locator, title: string): Promise<number> => {
  const titles = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = titles.indexOf(title);
  expect(index, `the table has a "${title}" column (${titles.join(', ')})`).toBeGreaterThanOrEqual(0);
  return index;
};

test('the payout list and a payroll detail in Spanish, amounts as 1.234,56', async ({ page }) => {
  await openFromMenu(page, GROUP, 'Lista de nóminas', MENU);
  await expect(page.getByRole('heading', { name: 'Lista de nóminas', level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filtros de nóminas' });
  await expect(filters.getByRole('button', { name: 'Rango de fechas' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Estado' })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Filtrar', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Mostrando 10 de \d+ nóminas\./ })).toBeVisible();

  const table = page.getByRole('table', { name: 'Nóminas' });
  for (const title of ['Archivo', 'Estado', 'Detalle', 'Cargado', 'Pagado', 'Creada por', 'Fecha de creación', 'Comercio', 'Acciones']) {
    await expect(table.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
  }
  // A payroll waiting for approval: the badge and the server's detail in Spanish.
  const waiting = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Esperando al aprobador 1', exact: true }) })
    .first();
  await expect(waiting.getByRole('cell', { name: 'En aprobación', exact: true })).toBeVisible();
  const loaded = waiting.getByRole('cell').nth(await columnIndex(table, 'Cargado'));
  await expect(loaded).toHaveText(new RegExp(`^\\d+ · [A-Z]{3} ${AMOUNT.source}`));

  // A payroll the bank paid, found with the status filter, in its detail.
  await filters.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('listbox', { name: 'Estado' }).getByRole('option', { name: 'Aprobada por el banco', exact: true }).click();
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: 'Filtrar', exact: true }).click();
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'En aprobación', exact: true }) })).toHaveCount(0);
  const paid = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Aprobada por el banco', exact: true }) })
    .first();
  const id = await payrollIdOf(paid);
  await page.getByRole('button', { name: `Acciones de la nómina ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
  await expect(page).toHaveURL(atPath(`/payroll/view/${id}`));

  await expect(page.getByRole('heading', { name: 'Detalle de nómina', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Nómina ${id}`, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totales por moneda' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Transacciones' });
  const first = lines.getByRole('row').filter({ has: page.getByRole('cell') }).first();
  await expect(first.getByRole('cell').nth(await columnIndex(lines, 'Monto'))).toHaveText(MONEY_CELL);
  const status = first.getByRole('cell').nth(await columnIndex(lines, 'Estado de la transferencia'));
  await expect(status).toHaveText(/^(Aprobada por el banco|Rechazada por el banco)$/);
  await expect(lines.getByText('Pagada', { exact: true }).first()).toBeVisible();
  // No English left on the screen's own texts.
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveCount(0);
  await expect(page.getByText('Approved by bank', { exact: true })).toHaveCount(0);
});

test('the report in Spanish: its title, and Export of a range with no data says so', async ({ page }) => {
  await openFromMenu(page, GROUP, 'Reporte de transacciones', MENU);
  await expect(page.getByRole('heading', { name: 'Reporte de transacciones', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Filtrar el reporte de transacciones' });

  // 1 to 5 November 2026: company 1 has no payroll then (the demo seeds it from 7 November).
  await pickDateRange(page, form.getByRole('button', { name: 'Rango de fechas' }), '1 noviembre 2026', '5 noviembre 2026');
  await expect(form.getByRole('button', { name: 'Rango de fechas' })).toHaveText('01/11/2026 – 05/11/2026');
  const exported = page.waitForRequest((request) => isApiCall(request, 'download_sales_summary'));
  await form.getByRole('button', { name: 'Exportar', exact: true }).click();
  const query = new URL((await exported).url()).searchParams;
  expect([query.get('fecha_inicio'), query.get('fecha_fin')]).toEqual(['2026/11/01', '2026/11/05']);

  const outcome = page.getByRole('status').filter({ hasText: 'Nada que exportar' });
  await expect(outcome).toBeVisible();
  await expect(outcome.getByText('No hay datos disponibles', { exact: true })).toBeVisible();
});
