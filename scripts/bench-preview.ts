/**
 * The payroll file preview (issue 28): carga chooses a generated 100,000-line CSV on
 * /payouts/upload, and the page reads and checks it in its module worker. Measured in Chromium
 * against the production build served by the production server (CSP included) with the demo API:
 *
 *   - the longest long task on the page's thread (PerformanceObserver 'longtask') from the
 *     choice until the preview shows, and a moment after;
 *   - the time from the choice to the preview's row count on screen.
 *
 * Two files: every line valid, and every line with an error (100,000 problems cross from the
 * worker and the list draws them a window at a time).
 *
 *   npm run bench:preview -- [--runs N] [--dist DIR] [--no-write]
 *
 * Medians of N runs (default 3); each run signs in afresh in a demo store of its own. Exits 1
 * when a long task passes 200 ms. Not a test: figures depend on the machine and its load.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { median, OBSERVE_LONG_TASKS } from './bench/longTasks';
import { writeIntoDocs } from './bench/output';
import { runBench } from './bench/run';
import { submitLogin } from './bench/signIn';
import { EXAMPLE_LINES } from '../demo-api/payouts/template';
import { rawLineCells, templateHeader } from '../rules/payrollFile/template';

const BUDGET_MS = 200;
const LINES = 100_000;
const WAIT = { timeout: 120_000, polling: 100 } as const;
/** Quiet before the choice (sign-in's work is not counted) and after the preview shows (late tasks). */
const SETTLE_MS = 1_000;

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Math.max(1, Number(option('--runs') ?? 3));
const write = !args.includes('--no-write');

/** A Chilean payroll of `LINES` lines, each its own account; `broken` gives every line a bad amount. */
function payroll(broken: boolean): string {
  const cells = rawLineCells(EXAMPLE_LINES.CL[0]!);
  const rows = [templateHeader('es').join(';')];
  for (let n = 1; n <= LINES; n += 1) rows.push([`OC-${n}`, '', String(10_000_000 + n), ...cells.slice(3, 7), broken ? 'abc' : String(1000 + (n % 500)), 'CLP', '', ''].join(';'));
  return `${rows.join('\r\n')}\r\n`;
}

interface Run {
  readonly shownMs: number;
  readonly longTasks: readonly number[];
}

async function previewRun(browser: Browser, base: string, store: string, path: string): Promise<Run> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC', extraHTTPHeaders: { 'x-demo-store': store } });
  try {
    await context.addInitScript(OBSERVE_LONG_TASKS);
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await submitLogin(page, 'carga');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: WAIT.timeout });
    await page.goto(`${base}/payouts/upload`);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Upload payout', undefined, WAIT);
    await page.waitForTimeout(SETTLE_MS);
    const before = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.length);
    const chosen = performance.now();
    // A file on disk: the browser gets a handle, as from the picker (no bytes through the page).
    await page.locator('input[type="file"]').setInputFiles(path);
    await page.waitForFunction(
      (lines) => document.querySelector('section[aria-label="File preview"]')?.textContent?.includes(`Payment lines: ${lines}`) ?? false,
      LINES.toLocaleString('de-DE'),
      WAIT,
    );
    const shownMs = performance.now() - chosen;
    await page.waitForTimeout(SETTLE_MS);
    const longTasks = await page.evaluate((from) => (window as unknown as { __longTasks: number[] }).__longTasks.slice(from), before);
    return { shownMs, longTasks };
  } finally {
    await context.close();
  }
}

runBench('bench-preview', option('--dist'), async ({ browser, url, server, where }) => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-preview-files-'));
  try {
    const files = [
      { name: `${LINES.toLocaleString('en-US')} valid lines`, path: join(dir, 'nomina_valida.csv'), text: payroll(false) },
      { name: `${LINES.toLocaleString('en-US')} lines, each with an error`, path: join(dir, 'nomina_con_errores.csv'), text: payroll(true) },
    ];
    const rows: Array<{ name: string; size: number; shown: number[]; tasks: number[]; count: number }> = [];
    for (const file of files) {
      writeFileSync(file.path, file.text);
      const row = { name: file.name, size: Buffer.byteLength(file.text), shown: [] as number[], tasks: [] as number[], count: 0 };
      for (let i = 0; i < runs; i += 1) {
        const run = await previewRun(browser, url, `bench-preview-${process.pid}-${rows.length}-${i}`, file.path);
        row.shown.push(run.shownMs);
        row.tasks.push(run.longTasks.length ? Math.max(...run.longTasks) : 0);
        row.count += run.longTasks.length;
        process.stdout.write(`\r${file.name}: run ${i + 1}/${runs}   `);
      }
      rows.push(row);
    }
    process.stdout.write('\n');
    const spread = (values: number[]) => `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
    const longest = (values: number[]) => Math.max(...values);
    const block = [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:preview\` (${runs} runs per file, Chromium unthrottled; median (min–max)).`,
      `Machine: ${where()}. Served by ${server}.`,
      '',
      `| file | size | choice to preview shown, ms | long tasks on the page's thread | longest task, ms (budget ${BUDGET_MS}) |`,
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${(row.size / 2 ** 20).toFixed(1)} MB | ${spread(row.shown)} | ${row.count} in ${runs} runs | ${row.count ? longest(row.tasks).toFixed(0) : '–'}${longest(row.tasks) > BUDGET_MS ? ' **over**' : ''} |`,
      ),
    ].join('\n');
    console.log(`\n${block}\n`);
    if (write) writeIntoDocs('preview', block);
    if (rows.some((row) => longest(row.tasks) > BUDGET_MS)) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
