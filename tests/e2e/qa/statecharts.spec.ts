import { machineCatalog } from '../../../machines/catalog';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** Issue 12, QA: every chart of the catalog on one page, drawn in the browser by Mermaid. */

test('the Statecharts page draws every chart of the catalog, with its coverage, and passes axe', async ({ page, demo }) => {
  // Thirty diagrams, drawn one after the other, then an axe audit of them all.
  test.setTimeout(120_000);
  await demo.signIn(page, 'carga');
  await page.getByRole('button', { name: /, account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Statecharts' }).click();
  await expect(page).toHaveURL(/\/qa\/statecharts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();

  const charts = page.locator('section[data-chart]');
  await expect(charts).toHaveCount(machineCatalog.length);
  // One SVG per chart, drawn offline (the CSP allows no other origin; the fixture fails on a report).
  await expect(page.locator('section[data-chart] [role="img"] > svg')).toHaveCount(machineCatalog.length, { timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);

  const list = page.getByRole('region', { name: 'pagedList' });
  await expect(list.getByRole('img', { name: 'Diagram of the pagedList statechart' }).locator('svg')).toContainText('ready');
  await expect(list.getByRole('group', { name: 'Model-based test coverage' })).toContainText('States 4 of 4 (100%)');
  await expect(list.getByRole('list', { name: 'Events' })).toContainText('FILTER');
  await expect(list.getByRole('list', { name: 'Guards' })).toContainText('isEmpty');

  await expectAccessible(page, '/qa/statecharts');
});
