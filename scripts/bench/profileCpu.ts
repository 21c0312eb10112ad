/**
 * Where the main thread's time goes between the entry script's arrival and the login form's
 * paint: one cold /login load under the slow-phone profile with the V8 sampling profiler on,
 * self time summed by function and by script.
 *
 *   npx tsx scripts/bench/profileCpu.ts [--dist DIR] [--top N]
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser/find';
import { printProfile, startProfile, stopProfile } from './cpuProfile';
import { freshPage, seen, SLOW_PHONE } from './coldLoad';
import { serveBuild } from './serve';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const distDir = resolve(option('--dist') ?? 'dist');
const top = Number(option('--top') ?? 25);

const served = await serveBuild(distDir);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const { page, cdp } = await freshPage(browser, { throttle: SLOW_PHONE, watch: { form: 'input[autocomplete="username"]' } });
  await startProfile(cdp);
  await page.goto(`${served.url}/login`, { waitUntil: 'commit' });
  await seen(cdp, 'form');
  await page.waitForTimeout(300);
  const { byScript, byFunction } = await stopProfile(cdp, served.url);
  printProfile('Self time by script', byScript, top);
  printProfile('Self time by function', byFunction, top);
} finally {
  await browser.close();
  await served.close();
}
