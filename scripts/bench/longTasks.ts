/**
 * Interaction benchmarks in Chromium (the payroll detail, the payments list and detail): every
 * long task the page reports, timed steps, and the table of figures with a budget on the
 * longest task. Waits are plain DOM queries in the page: Playwright's text locators walk the
 * whole document and would add long tasks of their own to what is measured.
 */
import type { Page } from '@playwright/test';

export interface Step {
  readonly name: string;
  readonly ms: number;
  readonly longTasks: readonly number[];
}

/** Installed before any page script (context.addInitScript): every long task, kept on window. */
export const OBSERVE_LONG_TASKS = (): void => {
  const w = window as unknown as { __longTasks: number[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

const longTaskCount = (page: Page) => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.length);
const longTasksSince = (page: Page, from: number) =>
  page.evaluate((start) => (window as unknown as { __longTasks: number[] }).__longTasks.slice(start), from);

/** Quiet time before a step (so earlier work is not counted) and after it (late long tasks). */
const SETTLE_MS = 600;

/** Times an action until `done` holds, then waits for late long tasks to be reported. */
export async function measure(page: Page, name: string, action: () => Promise<unknown>, done: () => Promise<unknown>): Promise<Step> {
  await page.waitForTimeout(SETTLE_MS);
  const before = await longTaskCount(page);
  const started = performance.now();
  await action();
  await done();
  const ms = performance.now() - started;
  await page.waitForTimeout(SETTLE_MS);
  return { name, ms, longTasks: await longTasksSince(page, before) };
}

/**
 * Opens a route the way the app's links do: a client-side navigation inside the running app
 * (the router follows history), so "open" is the page's own cost, not the app's boot.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export interface StepFigures {
  readonly name: string;
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly longTasks: number;
  /** The longest long task over all runs; 0 when there was none. */
  readonly maxLongTask: number;
  readonly over: boolean;
}

/** Per step, over all runs: the median time and the longest task against the budget. */
export function figures(runs: readonly (readonly Step[])[], budgetMs: number): StepFigures[] {
  return (runs[0] ?? []).map(({ name }) => {
    const steps = runs.map((run) => run.find((step) => step.name === name)!);
    const tasks = steps.flatMap((step) => step.longTasks);
    const times = steps.map((step) => step.ms);
    const maxLongTask = tasks.length ? Math.max(...tasks) : 0;
    return { name, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), longTasks: tasks.length, maxLongTask, over: maxLongTask > budgetMs };
  });
}

/** For the console. */
export function textTable(rows: readonly StepFigures[]): string {
  const width = Math.max(18, ...rows.map((row) => row.name.length + 1));
  return [
    `${'step'.padEnd(width)} ${'median ms'.padStart(10)} ${'long tasks'.padStart(11)} ${'max long task ms'.padStart(17)}`,
    ...rows.map(
      (row) =>
        `${row.name.padEnd(width)} ${row.medianMs.toFixed(0).padStart(10)} ${String(row.longTasks).padStart(11)} ${(row.longTasks ? row.maxLongTask.toFixed(0) : '-').padStart(17)}${row.over ? '  OVER' : ''}`,
    ),
  ].join('\n');
}

/** For docs/performance.md. */
export function markdownTable(rows: readonly StepFigures[], runs: number): string {
  return [
    `| step | median ms (min–max) | long tasks in ${runs} run(s) | longest task, ms |`,
    '|---|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.medianMs.toFixed(0)} (${row.minMs.toFixed(0)}–${row.maxMs.toFixed(0)}) | ${row.longTasks} | ${row.longTasks ? row.maxLongTask.toFixed(0) : '–'}${row.over ? ' **over**' : ''} |`,
    ),
  ].join('\n');
}
