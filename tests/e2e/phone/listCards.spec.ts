import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startAt } from '../support/payouts';

/**
 * Lists as cards on a phone (issue 27): below Mantine's sm breakpoint the lists' tables draw each
 * row as a card of "label value" lines with its actions, nothing scrolls sideways, a row's
 * action answers a tap and the pager turns the page.
 */

interface List {
  readonly path: string;
  readonly user: string;
  /** The table's name. */
  readonly table: string;
  /** A cell's label the card shows, and the value it labels in the first row. */
  readonly label: string;
  readonly value: RegExp;
  /** A row's action, and what tapping it opens. */
  readonly action: RegExp;
  readonly opens: (page: Page) => Locator;
  /** Where the pages' buttons are. */
  readonly pager: (page: Page) => Locator;
  /** What the pager says on page 2, where a phone hides the page numbers. */
  readonly onPage2: RegExp;
}

const LISTS: readonly List[] = [
  {
    // 150 a page: the payouts list's only size with pages (spec 01 section 2); carga has 172.
    // Its 150 rows take long to arrive and draw on two busy cores (10 to 20 s, on a desktop too).
    path: '/payouts/list?size=150',
    user: 'carga',
    table: 'Payouts',
    label: 'Status',
    value: /\S/,
    action: /^Actions for payout \d+$/,
    opens: (page) => page.getByRole('menuitem', { name: 'See details' }),
    pager: (page) => page.getByRole('region', { name: 'Payouts' }),
    onPage2: /^151–172 of 172$/,
  },
  {
    path: '/payouts/transactions',
    user: 'carga',
    table: 'Payout transactions',
    label: 'Status',
    value: /\S/,
    action: /^Details of transaction \d+$/,
    opens: (page) => page.getByRole('dialog'),
    pager: (page) => page.getByRole('navigation', { name: 'Pages' }),
    onPage2: /^Page 2 of \d+$/,
  },
  {
    path: '/payments/transactions',
    user: 'admin',
    table: 'Payments',
    label: 'Status',
    value: /\S/,
    action: /^See details of operation \d+$/,
    opens: (page) => page.getByRole('dialog'),
    pager: (page) => page.getByRole('navigation', { name: 'Pages' }),
    onPage2: /^Page 2 of \d+$/,
  },
  {
    // The seeds' four months: three pages of ten (the default fortnight has seven entries).
    path: '/settlements/topups?from=2026-08-01&to=2026-11-20',
    user: 'admin',
    table: 'Balance entries',
    label: 'Amount',
    value: /^[A-Z]{3} /,
    action: /^More options for entry \d+$/,
    opens: (page) => page.getByRole('menuitem', { name: 'Edit' }),
    pager: (page) => page.getByRole('navigation', { name: 'Pages, below the table' }),
    onPage2: /^Page 2 of 3$/,
  },
];

/** How a row is drawn: its box, and each cell's box and the label a phone's CSS puts before it. */
async function layoutOf(row: Locator) {
  return row.evaluate((tr) => ({
    row: tr.getBoundingClientRect().toJSON() as DOMRect,
    cells: [...tr.children].map((td) => ({
      box: td.getBoundingClientRect().toJSON() as DOMRect,
      label: getComputedStyle(td, '::before').content.replace(/^"|"$/g, ''),
      text: td.textContent ?? '',
    })),
  }));
}

/**
 * A row (by default the first holding the list's action) shown as a card within the screen: a
 * line a cell, one under the other, each labelled, the actions last.
 */
async function expectCard(page: Page, list: List, card?: Locator): Promise<Locator> {
  const table = page.getByRole('table', { name: list.table });
  const row = card ?? table.getByRole('row').filter({ has: page.getByRole('button', { name: list.action }) }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  const { row: box, cells } = await layoutOf(row);
  const width = page.viewportSize()!.width;
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(width);
  // Nor does the table's own frame scroll sideways (where a card's content would push past its edge).
  expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  const labelled = cells.filter((cell) => cell.label !== 'none' && cell.label !== '');
  expect(labelled.length).toBeGreaterThan(3);
  for (const [before, after] of labelled.slice(0, -1).map((cell, i) => [cell, labelled[i + 1]!] as const)) {
    expect(after.box.top, `${after.label} is under ${before.label}`).toBeGreaterThanOrEqual(before.box.bottom - 1);
    expect(after.box.left).toBe(before.box.left);
  }
  const read = labelled.find((cell) => cell.label === list.label);
  expect(read, `a line labelled ${list.label}`).toBeDefined();
  expect(read!.text).toMatch(list.value);
  // The actions come last, under the lines, inside the card.
  const actions = cells[cells.length - 1]!;
  expect(actions.box.top).toBeGreaterThanOrEqual(labelled[labelled.length - 1]!.box.bottom - 1);
  expect(actions.box.bottom).toBeLessThanOrEqual(box.bottom);
  return row;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** First, previous, the current page, next and last: one row of buttons a thumb reaches. */
async function expectPagerOnOneLine(pager: Locator): Promise<void> {
  const buttons = pager.getByRole('button', { name: /page/i });
  const tops = await buttons.evaluateAll((all) => all.filter((b) => b.getClientRects().length > 0).map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(tops.length).toBe(5);
  expect(new Set(tops).size).toBe(1);
}

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const list of LISTS) {
    test(`${list.path} shows its rows as cards whose actions answer a tap, and pages`, async ({ page, demo }) => {
      test.setTimeout(120_000);
      await startAt(page, demo);
      await demo.signInAt(page, list.user, list.path);
      const row = await expectCard(page, list);
      await expectNoSidewaysScroll(page);

      const action = row.getByRole('button', { name: list.action });
      await row.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport({ ratio: 1 });
      await action.tap();
      await expect(list.opens(page)).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(list.opens(page)).toBeHidden();

      const firstRow = page.getByRole('table', { name: list.table }).getByRole('row').nth(1);
      const before = await firstRow.textContent();
      const next = list.pager(page).getByRole('button', { name: 'Next page' });
      await next.scrollIntoViewIfNeeded();
      await expect(next).toBeInViewport({ ratio: 1 });
      await expectPagerOnOneLine(list.pager(page));
      await next.tap();
      // The page numbers are off a phone's screen, the current one and the edges stay.
      await expect(list.pager(page).getByText(list.onPage2)).toBeVisible();
      await expect(list.pager(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(list.pager(page).getByRole('button', { name: 'Page 1', exact: true })).toBeHidden();
      await expectPagerOnOneLine(list.pager(page));
      await expect(firstRow).not.toHaveText(before!);
      await expectCard(page, list, firstRow);
      await expectNoSidewaysScroll(page);
    });
  }
});

test('the payments list keeps its cards whole at 25 a page, to the last one, in both languages', async ({ page, demo }) => {
  const payments = LISTS[2]!;
  await startAt(page, demo);
  await demo.signInAt(page, payments.user, payments.path);
  await expectCard(page, payments);

  await page.getByLabel('Rows per page', { exact: true }).first().tap();
  await page.getByRole('option', { name: '25', exact: true }).tap();
  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table).toHaveAttribute('aria-rowcount', '26');
  // Only the cards in view are drawn, each the height the table reserved for it (nothing is
  // measured): scrolled to the end, the last card is drawn whole at the bottom of the box.
  const region = page.getByRole('region', { name: 'Payments' });
  await region.evaluate((box) => {
    box.scrollIntoView({ block: 'end' });
    box.scrollTo(0, box.scrollHeight);
  });
  const last = table.getByRole('row').last();
  await expect(last).toHaveAttribute('aria-rowindex', '26');
  const button = last.getByRole('button', { name: payments.action });
  await expect(button).toBeInViewport({ ratio: 1 });
  const [card, inside, box] = [(await last.boundingBox())!, (await button.boundingBox())!, (await region.boundingBox())!];
  expect(inside.y + inside.height).toBeLessThanOrEqual(card.y + card.height);
  expect(card.y + card.height).toBeLessThanOrEqual(box.y + box.height);
  expect(card.y + card.height).toBeGreaterThan(box.y + box.height - 16);
  await expectNoSidewaysScroll(page);

  // The labels are the columns' names in the user's language.
  await page.evaluate(() => window.localStorage.setItem('lang', 'es'));
  await page.reload();
  await expectCard(page, { ...payments, table: 'Pagos', label: 'Estado', action: /^Ver detalles de la operación \d+$/ });
});
