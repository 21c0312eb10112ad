/**
 * Benchmark of the payments list and the transaction detail (issue 9 section 4), as admin in
 * Chromium against the production build served by the production server with the demo API:
 * open the list, 150 rows per page, sort by each sortable column, next page, then 'See Details'
 * of the operation with the 50-entry notifications log, scroll the log, open one entry's JSON,
 * close both. Budget: no long task over 50 ms.
 *
 *   npm run bench:payments -- [--runs N] [--dist DIR] [--no-write]
 *
 * --runs N     repeat the whole scenario N times (default 3), each in a fresh browser context;
 *              figures are the median time and the longest task over all runs
 * --dist DIR   measure this build instead of building one (into a temporary directory)
 * --no-write   print only; by default the table also replaces the figures between the
 *              bench:payments markers of docs/performance.md, with the date, machine and load
 * --profile S  also run the V8 sampling profiler over the steps whose name contains S (first
 *              run only; it slows them) and print their self time by script and by function
 *
 * Exits 1 when a long task passed 50 ms. Not a test: the figures depend on the machine and its
 * load (the load average is printed with them).
 */
import { type Browser, type Page } from '@playwright/test';
import { db } from '../demo-api/store/index.ts';
import { printProfile, startProfile, stopProfile } from './bench/cpuProfile';
import { figures, markdownTable, measure, navigateInApp, OBSERVE_LONG_TASKS, textTable, type Step } from './bench/longTasks';
import { writeIntoDocs } from './bench/output';
import { runBench } from './bench/run';
import { submitLogin } from './bench/signIn';

const BUDGET_MS = 50;
const PAGE_SIZE = 150;
const LOG_SIZE = 50;
const WAIT = { timeout: 30_000, polling: 'raf' } as const;

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Math.max(1, Number(option('--runs') ?? 3));
const write = !args.includes('--no-write');
const profiled = option('--profile');

/** The payments table's drawn body rows (the table draws only those in view; spacer rows have no aria-rowindex). */
const ROWS = '[role="region"][aria-label="Payments"] table tbody tr[aria-rowindex]';
const SORTABLE = [
  { accessor: 'operation_id', label: 'operation id' },
  { accessor: 'merchant_trans_id', label: 'reference' },
  { accessor: 'channel', label: 'channel' },
  { accessor: 'currency', label: 'currency' },
  { accessor: 'fec_creacion', label: 'created date' },
] as const;

/** The list has `count` rows (its aria-rowcount, header included), draws some, is not loading, and its first row is not `notFirst`. */
const rowsShown = (page: Page, count: number, notFirst: string | null = null) =>
  page.waitForFunction(
    ({ rows, count, notFirst }) => {
      const region = document.querySelector('[role="region"][aria-label="Payments"]');
      const shown = document.querySelectorAll(rows);
      return (
        region?.getAttribute('aria-busy') === 'false' &&
        region.querySelector('table')?.getAttribute('aria-rowcount') === String(count + 1) &&
        shown.length > 0 &&
        shown[0]?.textContent !== notFirst
      );
    },
    { rows: ROWS, count, notFirst },
    WAIT,
  );

const firstRow = (page: Page) => page.evaluate((rows) => document.querySelector(rows)?.textContent ?? '', ROWS);

/** The column's header cell states the order and the rows are drawn in it. */
const sortedBy = (page: Page, accessor: string, direction: 'asc' | 'desc') =>
  page.waitForFunction(
    ({ accessor, direction }) =>
      document.querySelector(`th[data-column="${accessor}"]`)?.getAttribute('aria-sort') === (direction === 'asc' ? 'ascending' : 'descending') &&
      // The rows are drawn in a background render after the header: busy until they are.
      document.querySelector('[role="region"][aria-label="Payments"]')?.getAttribute('aria-busy') === 'false',
    { accessor, direction },
    WAIT,
  );

/** The control a label names (found before a step, so no selector engine runs during it). */
async function labelled(page: Page, text: string): Promise<string> {
  const id = await page.evaluate(
    (wanted) => [...document.querySelectorAll('label')].find((label) => (label.textContent ?? '').startsWith(wanted))?.htmlFor ?? '',
    text,
  );
  if (!id) throw new Error(`no control labelled "${text}"`);
  return `[id="${id}"]`;
}

const dialogTitled = (page: Page, prefix: string, present = true) =>
  page.waitForFunction(
    ({ prefix, present }) => [...document.querySelectorAll('[role="dialog"]')].some((d) => (d.querySelector('h2')?.textContent ?? '').startsWith(prefix)) === present,
    { prefix, present },
    WAIT,
  );

async function scenario(browser: Browser, base: string, operationId: number, profile: boolean): Promise<Step[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
  await context.addInitScript(OBSERVE_LONG_TASKS);
  const page = await context.newPage();
  try {
    // admin lands on the list; the benchmark starts from another page so "open" is the list's own cost.
    await page.goto(`${base}/login`);
    await submitLogin(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/payments/transactions', { timeout: 30_000 });
    await navigateInApp(page, '/payments/currency_converter');
    await page.waitForLoadState('networkidle');

    const steps: Step[] = [];
    const cdp = profile ? await context.newCDPSession(page) : null;
    const step = async (name: string, action: () => Promise<unknown>, done: () => Promise<unknown>) => {
      if (!cdp || !name.includes(profiled!)) {
        steps.push(await measure(page, name, action, done));
        return;
      }
      await startProfile(cdp);
      steps.push(await measure(page, name, action, done));
      const { byScript, byFunction } = await stopProfile(cdp, base);
      printProfile(`${name}: self time by script`, byScript, 12);
      printProfile(`${name}: self time by function`, byFunction, 30);
    };

    await step('open the list', () => navigateInApp(page, '/payments/transactions'), () => rowsShown(page, 10));
    const pageSize = await labelled(page, 'Rows per page');
    await step(
      `${PAGE_SIZE} per page`,
      async () => {
        await page.locator(pageSize).click();
        await page.locator('[role="option"]', { hasText: new RegExp(`^${PAGE_SIZE}$`) }).click();
      },
      () => rowsShown(page, PAGE_SIZE),
    );
    for (const { accessor, label } of SORTABLE) {
      await step(`sort by ${label}`, () => page.locator(`th[data-column="${accessor}"] button`).click(), () => sortedBy(page, accessor, 'asc'));
    }
    const before = await firstRow(page);
    await step('next page', () => page.locator('button[aria-label="Next page"]').click(), () => rowsShown(page, PAGE_SIZE, before));

    // A detail over a full page: the list behind it must not redraw its 150 rows.
    await step(
      'See Details over 150 rows',
      () => page.locator(`${ROWS} button[aria-label^="See details of operation"]`).first().click(),
      () => page.waitForFunction(() => document.querySelector('[role="dialog"] [role="list"], [role="dialog"] [role="alert"]') !== null, null, WAIT),
    );
    await step(
      'close it',
      () => page.locator('[role="dialog"] button[aria-label="Close"]').first().click(),
      () => dialogTitled(page, 'Transaction ', false),
    );
    const operationIds = await labelled(page, 'Operation ids');
    await step(
      'filter by operation id',
      async () => {
        await page.locator(operationIds).fill(String(operationId));
        await page.locator('form button[type="submit"]', { hasText: /^Filter$/ }).click();
      },
      () => rowsShown(page, 1),
    );
    await step(
      'open See Details (50-entry log)',
      () => page.locator(`button[aria-label="See details of operation ${operationId}"]`).click(),
      () =>
        page.waitForFunction(
          (size) => document.querySelectorAll('[role="dialog"] [role="list"] > [role="listitem"]').length === size,
          LOG_SIZE,
          WAIT,
        ),
    );
    await step(
      'scroll the log to its end',
      () =>
        page.evaluate(() => {
          const items = document.querySelectorAll('[role="dialog"] [role="listitem"]');
          items[items.length - 1]?.scrollIntoView({ block: 'end' });
        }),
      () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))),
    );
    await step(
      "open a log entry's JSON",
      () => page.locator('[role="dialog"] [role="listitem"] button[aria-label^="see details of the notification"]').last().click(),
      () => dialogTitled(page, 'Notification of'),
    );
    await step(
      'close the JSON',
      () => page.keyboard.press('Escape'),
      () => dialogTitled(page, 'Notification of', false),
    );
    await step(
      'close the detail',
      () => page.locator('[role="dialog"] button[aria-label="Close"]').first().click(),
      () => dialogTitled(page, `Transaction ${operationId}`, false),
    );
    return steps;
  } finally {
    await context.close();
  }
}

runBench('bench-payments', option('--dist'), async ({ browser, url, server, where }) => {
  await fetch(`${url}/__demo/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  // The demo API runs in this process: its default store holds the seed the pages are served from.
  const operationId = db.payments.longLogOperationId;
  const results: Step[][] = [];
  for (let run = 1; run <= runs; run += 1) {
    const steps = await scenario(browser, url, operationId, profiled !== undefined && run === 1);
    results.push(steps);
    console.log(`run ${run}/${runs}: ${steps.map((s) => `${s.name} ${s.ms.toFixed(0)} ms`).join(', ')}`);
  }
  const rows = figures(results, BUDGET_MS);
  const ok = !rows.some((row) => row.over);
  console.log(`\nPayments list and detail (operation ${operationId}), ${where()}, ${runs} run(s); budget: no long task over ${BUDGET_MS} ms\n`);
  console.log(textTable(rows));
  console.log(ok ? '\nWithin budget.' : `\nOver budget: a long task passed ${BUDGET_MS} ms.`);
  if (write) {
    writeIntoDocs(
      'payments',
      [
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:payments\` (${runs} runs as admin; operation ${operationId}, ${LOG_SIZE} log entries; ${ok ? 'within' : '**over**'} the ${BUDGET_MS} ms budget).`,
        `Machine: ${where()}. Served by ${server}.`,
        '',
        markdownTable(rows, runs),
      ].join('\n'),
    );
  }
  process.exitCode = ok ? 0 : 1;
});
