/**
 * Interaction to Next Paint on a phone (issue 27): a Pixel 7 with touch and its CPU slowed 4×,
 * against the production build served by the production server with the demo API. Each run
 * signs in afresh, in a demo store of its own, and times by taps alone:
 *
 *   aprobador1: open the menu, filter the payout list, open a payroll detail, open the approve
 *               dialog, confirm it;
 *   carga:      switch the payments list's page.
 *
 *   npm run bench:phone -- [--runs N] [--dist DIR] [--no-write]
 *
 * An interaction's figure is the longest Event Timing entry of the tap (its input delay,
 * handlers and the paint after them: what INP counts), read in the page; the browser reports
 * none under 16 ms, so "≤ 16" means the tap painted within a frame. Medians of N runs
 * (default 5). Sign-in to the landing page on the phone is `npm run bench:load -- --phone`.
 *
 * Exits 1 when a median passes 200 ms. Not a test: figures depend on the machine and its load.
 */
import { type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { PHONE_CONTEXT } from './bench/coldLoad';
import { median } from './bench/longTasks';
import { writeIntoDocs } from './bench/output';
import { runBench } from './bench/run';
import { submitLogin } from './bench/signIn';

const BUDGET_MS = 200;
const AIM_MS = 100;
const CPU_SLOWDOWN = 4;
const WAIT = { timeout: 60_000, polling: 'raf' } as const;
/** Quiet before a tap (earlier work is not counted) and after it (its paint is reported late). */
const SETTLE_MS = 500;

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Math.max(1, Number(option('--runs') ?? 5));
const write = !args.includes('--no-write');

/** Installed before any page script: every interaction's event entries (16 ms and over), kept on window. */
const OBSERVE_INTERACTIONS = (): void => {
  const w = window as unknown as { __interactions: { id: number; duration: number }[] };
  w.__interactions = [];
  new PerformanceObserver((list) => {
    // `interactionId` is in Chromium's Event Timing, not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId) w.__interactions.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

const seenCount = (page: Page) => page.evaluate(() => (window as unknown as { __interactions: unknown[] }).__interactions.length);
const seenSince = (page: Page, from: number) =>
  page.evaluate((start) => (window as unknown as { __interactions: { duration: number }[] }).__interactions.slice(start).map((entry) => entry.duration), from);

/**
 * A tap's Interaction to Next Paint, and the time until what it asked for showed (seen from the
 * test runner, so a poll's few milliseconds over): a tap whose heavy work waits for the paint
 * after it (src/platform/afterNextPaint.ts) has a short INP, and this second figure says the
 * result did not come later for it.
 */
type Figures = Map<string, { inp: number[]; shown: number[] }>;

/** Taps `target`, waits until `done` holds, and keeps the tap's INP (16 when the browser reported nothing) and the time to `done`. */
async function timeTap(page: Page, figures: Figures, name: string, target: Locator, done: () => Promise<unknown>): Promise<void> {
  await target.waitFor({ state: 'visible', timeout: WAIT.timeout });
  await page.waitForTimeout(SETTLE_MS);
  const before = await seenCount(page);
  const tapped = performance.now();
  await target.tap();
  await done();
  const shown = performance.now() - tapped;
  await page.waitForTimeout(SETTLE_MS);
  const durations = await seenSince(page, before);
  const figure = figures.get(name) ?? { inp: [], shown: [] };
  figure.inp.push(Math.max(16, ...durations));
  figure.shown.push(shown);
  figures.set(name, figure);
}

async function phonePage(browser: Browser, store: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, locale: 'en-US', timezoneId: 'UTC', extraHTTPHeaders: { 'x-demo-store': store } });
  await context.addInitScript(OBSERVE_INTERACTIONS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

async function signedIn(page: Page, base: string, user: string): Promise<void> {
  await page.goto(`${base}/login`);
  await submitLogin(page, user);
  await page.waitForFunction(() => document.querySelector('main[data-shell-main] h1') !== null, undefined, WAIT);
}

/** The payout list's table is shown and not loading. */
const payoutsSettled = (page: Page) =>
  page.waitForFunction(() => {
    const region = document.querySelector('[aria-label="Payouts"][aria-busy]');
    return region?.getAttribute('aria-busy') === 'false' && region.querySelectorAll('tbody tr').length > 0;
  }, undefined, WAIT);

async function approverRun(browser: Browser, base: string, store: string, figures: Figures): Promise<void> {
  const { context, page } = await phonePage(browser, store);
  try {
    await signedIn(page, base, 'aprobador1');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await timeTap(page, figures, 'open the menu', page.getByRole('button', { name: 'Toggle menu' }), () => menu.waitFor({ state: 'visible' }));
    await menu.getByRole('link', { name: 'Payouts list' }).tap();
    await payoutsSettled(page);

    // Below `sm` the filters fold into a sheet (issue 27): open it first where there is one.
    const sheet = page.getByRole('button', { name: /^Filters\b/ });
    if (await sheet.isVisible()) await sheet.tap();
    await timeTap(page, figures, 'filter the payout list', page.getByRole('button', { name: 'Filter', exact: true }), () => payoutsSettled(page));

    const id = await page.evaluate(() => {
      const row = [...document.querySelectorAll('[aria-label="Payouts"] tbody tr')].find((tr) => tr.textContent?.includes('Waiting for approver 1'));
      return Number(row?.querySelector('button[aria-label^="Actions for payout "]')?.getAttribute('aria-label')?.replace(/\D+/g, ''));
    });
    if (!Number.isInteger(id) || id <= 0) throw new Error('no payroll waits for approver 1 on the first page');
    await page.getByRole('button', { name: `Actions for payout ${id}` }).tap();
    await timeTap(page, figures, 'open a payroll detail', page.getByRole('menuitem', { name: 'See details' }), () =>
      page.getByRole('region', { name: 'History' }).getByText('Verified', { exact: true }).waitFor({ timeout: WAIT.timeout }),
    );
    const header = page.getByRole('region', { name: `Payroll ${id}` });
    const dialog = page.getByRole('dialog', { name: `Approve payout ${id}` });
    await timeTap(page, figures, 'open the approve dialog', header.getByRole('button', { name: 'Approval', exact: true }), () => dialog.waitFor({ state: 'visible' }));
    await timeTap(page, figures, 'confirm the approval', dialog.getByRole('button', { name: 'Approve', exact: true }), () => dialog.waitFor({ state: 'hidden', timeout: WAIT.timeout }));
  } finally {
    await context.close();
  }
}

async function paymentsRun(browser: Browser, base: string, store: string, figures: Figures): Promise<void> {
  const { context, page } = await phonePage(browser, store);
  try {
    await signedIn(page, base, 'carga');
    await page.goto(`${base}/payments/transactions`);
    const firstRow = () =>
      page.evaluate(() => {
        const region = document.querySelector('[role="region"][aria-label="Payments"]');
        return region?.getAttribute('aria-busy') === 'false' ? (region.querySelector('tbody tr[aria-rowindex]')?.textContent ?? null) : null;
      });
    await page.waitForFunction(() => document.querySelector('[role="region"][aria-label="Payments"] tbody tr[aria-rowindex]') !== null, undefined, WAIT);
    const before = await firstRow();
    await timeTap(page, figures, "switch the payments list's page", page.getByRole('button', { name: /^(Next page|Go to next page)$/ }).first(), async () => {
      const deadline = Date.now() + WAIT.timeout;
      while (Date.now() < deadline) {
        const now = await firstRow();
        if (now !== null && now !== before) return;
        await page.waitForTimeout(50);
      }
      throw new Error("the payments list's next page did not show");
    });
  } finally {
    await context.close();
  }
}

runBench('bench-phone', option('--dist'), async ({ browser, url, server, where }) => {
  const figures: Figures = new Map();
  for (let i = 0; i < runs; i++) {
    const store = `bench-phone-${process.pid}-${i}`;
    await approverRun(browser, url, `${store}-a`, figures);
    await paymentsRun(browser, url, `${store}-p`, figures);
    process.stdout.write(`\rrun ${i + 1}/${runs}   `);
  }
  process.stdout.write('\n');
  const spread = (values: number[]) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
  const rows = [...figures].map(([name, { inp, shown }]) => ({ name, ...spread(inp), shown: spread(shown) }));
  const show = (ms: number) => (ms <= 16 ? '≤ 16' : ms.toFixed(0));
  const block = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:phone\` (${runs} runs, a Pixel 7 with touch, CPU ${CPU_SLOWDOWN}× slower; median (min–max)).`,
    `Machine: ${where()}. Served by ${server}.`,
    '',
    `| tap | INP, ms | budget ${BUDGET_MS}, aim ${AIM_MS} | tap to result shown, ms |`,
    '|---|---:|---|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${show(row.median)} (${show(row.min)}–${show(row.max)}) | ${row.median > BUDGET_MS ? '**over**' : row.median > AIM_MS ? 'within budget' : 'within aim'} | ${row.shown.median.toFixed(0)} (${row.shown.min.toFixed(0)}–${row.shown.max.toFixed(0)}) |`,
    ),
  ].join('\n');
  console.log(`\n${block}\n`);
  if (write) writeIntoDocs('phone', block);
  if (rows.some((row) => row.median > BUDGET_MS)) process.exitCode = 1;
});
