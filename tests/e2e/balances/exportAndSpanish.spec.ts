import { expect, test } from '../support/fixtures';

/** Export on both screens (url, null url, e-mailed; 'Exporting...' meanwhile) and the area in Spanish. */

test('export opens a url in a new tab, says unavailable for a null url and e-mailed otherwise, once at a time', async ({ page, demo, context }) => {
  await demo.reset();
  await demo.signInAt(page, 'admin', '/balance');
  const exportButton = page.getByRole('button', { name: 'Export' });
  // The report (a CSV served as an attachment) is asked for by a new tab.
  const popup = context.waitForEvent('page');
  const fetched = context.waitForEvent('request', (request) => /\/v1\/company_balance_list\/exports\/balances_\d+\.csv\?/.test(request.url()));
  await exportButton.click();
  const report = await popup;
  expect(report).not.toBe(page);
  // The tab may close itself once the download starts: the file is checked by its url.
  const url = (await fetched).url();
  const file = await page.request.get(url);
  expect(file.headers()['content-type']).toContain('text/csv');
  expect(await file.text()).toMatch(/^Merchant;Currency;Available amount;Balance version/);
  if (!report.isClosed()) await report.close();

  await page.goto('/settlements/topups');
  let calls = 0;
  // Made before the request: released before the route handler ran, it still answers.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/company_balance_list\/\?.*download_balance=balance_detail/, async (route) => {
    calls += 1;
    await held;
    await route.fulfill({ status: 201, json: { url: null } });
  });
  await page.getByRole('button', { name: 'Export' }).click();
  const running = page.getByRole('button', { name: 'Exporting...' });
  await expect(running).toBeDisabled();
  await running.click({ force: true });
  release();
  await expect(page.getByText('Service temporarily unavailable')).toBeVisible();
  expect(calls).toBe(1);

  await page.unroute(/company_balance_list\/\?.*download_balance=balance_detail/);
  await page.route(/company_balance_list\/\?.*download_balance=balance_detail/, (route) => route.fulfill({ status: 200, json: { detail: 'queued' } }));
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('Generating report.  It will be sent to your email in a few minutes.')).toBeVisible();
});

test('in Spanish: titles, columns, the dialog and its refusal', async ({ page, demo }) => {
  await demo.reset();
  await demo.signInAt(page, 'admin', '/settlements/topups');
  await page.getByText('Español').click();
  await expect(page.getByRole('heading', { name: 'Liquidaciones y recargas' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Fecha de depósito' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar movimiento' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar movimiento de saldo' });
  await add.getByRole('textbox', { name: 'Comentario' }).fill('x'.repeat(205));
  await expect(add.getByRole('textbox', { name: 'Comentario' })).toHaveValue('x'.repeat(200));
  await expect(add.getByText('200/200')).toBeVisible();
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add.getByRole('alert')).toHaveText('Todos los campos son obligatorios');
  await expect(add.getByRole('textbox', { name: 'Comentario' })).toHaveValue('x'.repeat(200));
  await add.getByRole('button', { name: 'Cancelar' }).click();
  await page.goto('/balance');
  await expect(page.getByRole('heading', { name: 'Saldo' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Monto disponible' })).toBeVisible();
});
