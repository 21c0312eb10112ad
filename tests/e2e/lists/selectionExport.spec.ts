import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Issue 25 on a list without bulk actions, in Spanish: an admin ticks two balances with the
 * keyboard and exports them; the file has the list's columns in Spanish and those two rows.
 */

test('admin ticks two balances and exports them, in Spanish', async ({ page, demo }) => {
  await demo.reset();
  await demo.signInAt(page, 'admin', '/balance');
  await page.getByText('Español').click();
  const table = page.getByRole('table', { name: 'Saldos' });
  await expect(table.getByRole('checkbox', { name: /^Seleccionar el saldo en / }).nth(1)).toBeVisible();

  const boxes = table.getByRole('checkbox', { name: /^Seleccionar el saldo en / });
  const picked = [await boxes.nth(0).getAttribute('aria-label'), await boxes.nth(1).getAttribute('aria-label')];
  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await boxes.nth(1).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('group', { name: 'Acciones sobre las filas seleccionadas' });
  await expect(bar).toContainText('2 seleccionadas');
  await expectAccessible(page, 'the selection bar');

  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Exportar la selección' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^balances-selection-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe('Comercio,Moneda,Monto disponible');
  expect(lines).toHaveLength(3);
  // 'Seleccionar el saldo en CLP de Comercial Andes SpA': each line is that merchant and currency.
  for (const [index, label] of picked.entries()) {
    const [, currency, merchant] = /^Seleccionar el saldo en (\S+) de (.+)$/.exec(label!)!;
    expect(lines[index + 1]!.startsWith(`${merchant},${currency},`)).toBe(true);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Reporte exportado' })).toBeVisible();

  await bar.getByRole('button', { name: 'Quitar la selección' }).click();
  await expect(bar).toBeHidden();
  await expect(boxes.nth(0)).not.toBeChecked();
});
