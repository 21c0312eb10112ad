/**
 * Soak benchmark (issue 29, "a working day without a leak"): signs in and walks every route of
 * the main menu, opening and closing a dialog and the statechart inspector, round after round,
 * in Chromium against the production build served by the production server with the demo API.
 * The JavaScript heap is read after a forced garbage collection (DevTools protocol) after the
 * warm-up rounds and at the end; the growth between the two must stay within the budget.
 *
 *   npm run bench:soak -- [--rounds N] [--warmup N] [--users a,b] [--dist DIR] [--no-write]
 *
 * --rounds N   rounds in all, warm-up included (default 500)
 * --warmup N   rounds before the first reading (default 20): caches, lazy chunks and the
 *              texts are loaded by then, so what grows after them is a leak
 * --users      demo users whose menus are walked, each in its own tab (default manager,alpsadmin:
 *              between them every route of the menu)
 * --dist DIR   measure this build instead of building one (into a temporary directory)
 * --no-write   print only; by default the table replaces the figures between the bench:soak
 *              markers of docs/performance.md
 *
 * Exits 1 when the heap grew more than 10 MB. Not a test: it takes most of an hour.
 */
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './browser/find';
import { buildOrUse, machine, writeIntoDocs } from './bench/output';
import { serveBuild } from './bench/serve';
import { submitLogin } from './bench/signIn';

const BUDGET_MB = 10;
const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const rounds = Math.max(2, Number(option('--rounds') ?? 500));
const warmup = Math.min(rounds - 1, Math.max(1, Number(option('--warmup') ?? 20)));
const users = (option('--users') ?? 'manager,alpsadmin').split(',').map((user) => user.trim());
const write = !args.includes('--no-write');

interface Tab {
  readonly user: string;
  readonly page: Page;
  readonly cdp: CDPSession;
  readonly routes: readonly string[];
}

interface Reading {
  readonly round: number;
  readonly heapMb: number;
  readonly nodes: number;
  readonly listeners: number;
}

const MB = 2 ** 20;

/** The heap after two forced collections (the second frees what the first's finalizers let go). */
async function read(tab: Tab, round: number): Promise<Reading> {
  await tab.cdp.send('HeapProfiler.collectGarbage');
  await tab.cdp.send('HeapProfiler.collectGarbage');
  const heap = await tab.cdp.send('Runtime.getHeapUsage');
  const counters = await tab.cdp.send('Memory.getDOMCounters');
  return { round, heapMb: heap.usedSize / MB, nodes: counters.nodes, listeners: counters.jsEventListeners };
}

/** Waits until the page has its title and no loader: the route has settled. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.locator('main .mantine-Loader-root').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => {});
}

async function openTab(browser: Awaited<ReturnType<typeof chromium.launch>>, base: string, user: string): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await submitLogin(page, user);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  await settled(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const routes = [...new Set(hrefs.filter((href) => href.startsWith('/')).map((href) => href.split('?')[0]!))];
  const cdp = await context.newCDPSession(page);
  return { user, page, cdp, routes };
}

/** One round: every route by its menu link, then the shortcuts dialog and the inspector, opened and closed. */
async function round(tab: Tab): Promise<void> {
  const { page } = tab;
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const route of tab.routes) {
    const link = menu.locator(`a[href^="${route}"]`).first();
    if (await link.isVisible()) await link.click();
    else await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, route);
    await page.waitForURL((url) => url.pathname === route, { timeout: 30_000 });
    await settled(page);
  }
  const account = page.getByRole('button', { name: /^Account menu of / });
  await account.click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  await page.getByRole('dialog').waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await account.click();
  const item = page.getByRole('menuitem', { name: 'Statechart inspector' });
  // A build without QA tools has no inspector.
  if (!(await item.isVisible())) return void (await page.keyboard.press('Escape'));
  await item.click();
  const inspector = page.getByRole('dialog', { name: /inspector/i });
  await inspector.waitFor({ state: 'visible', timeout: 30_000 });
  await page.keyboard.press('Escape');
  await inspector.waitFor({ state: 'hidden' });
}

const mb = (value: number): string => value.toFixed(1);

function table(readings: ReadonlyMap<string, readonly Reading[]>): string {
  const lines = ['| User | Round | Heap after GC (MB) | DOM nodes | Listeners |', '| --- | ---: | ---: | ---: | ---: |'];
  for (const [user, list] of readings) for (const reading of list) lines.push(`| ${user} | ${reading.round} | ${mb(reading.heapMb)} | ${reading.nodes} | ${reading.listeners} |`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { distDir, cleanup } = buildOrUse(option('--dist'), 'soak');
  const served = await serveBuild(distDir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const readings = new Map<string, Reading[]>();
  const started = Date.now();
  try {
    const tabs = [];
    for (const user of users) tabs.push(await openTab(browser, served.url, user));
    for (const tab of tabs) {
      console.log(`${tab.user}: ${tab.routes.length} routes (${tab.routes.join(', ')})`);
      readings.set(tab.user, []);
    }
    const every = Math.max(1, Math.round(rounds / 10));
    for (let done = 1; done <= rounds; done += 1) {
      for (const tab of tabs) await round(tab);
      if (done === warmup || done === rounds || (done > warmup && done % every === 0)) {
        for (const tab of tabs) {
          const reading = await read(tab, done);
          readings.get(tab.user)!.push(reading);
          console.log(`${tab.user} round ${done}: ${mb(reading.heapMb)} MB, ${reading.nodes} nodes, ${reading.listeners} listeners`);
        }
      }
    }
  } finally {
    await browser.close();
    await served.close();
    cleanup();
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(0);
  const growth = [...readings].map(([user, list]) => ({ user, growth: list.at(-1)!.heapMb - list[0]!.heapMb }));
  const verdict = growth.map(({ user, growth: grown }) => `${user} ${grown >= 0 ? '+' : ''}${mb(grown)} MB`).join(', ');
  const over = growth.some(({ growth: grown }) => grown > BUDGET_MB);
  const block = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}: ${rounds} rounds (${warmup} of warm-up), ${minutes} min.`,
    '',
    table(readings),
    '',
    `Growth after the warm-up: ${verdict} (budget ${BUDGET_MB} MB${over ? ': OVER' : ''}).`,
  ].join('\n');
  console.log(`\n${block}`);
  if (write) writeIntoDocs('soak', block);
  process.exitCode = over ? 1 : 0;
}

await main();
