/**
 * One cold /login load with its waterfall, to see the request chain:
 *
 *   npx tsx scripts/bench/profileLogin.ts [--dist DIR] [--slow] [--lang es]
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser/find';
import { criticalChain, freshPage, readRecord, seen, SLOW_PHONE, typeInto, UNTHROTTLED, waitForIdle } from './coldLoad';
import { serveBuild } from './serve';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const distDir = resolve(option('--dist') ?? 'dist');
const throttle = args.includes('--slow') ? SLOW_PHONE : UNTHROTTLED;
const lang = option('--lang');

const USERNAME = 'input[autocomplete="username"]';

const served = await serveBuild(distDir);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const { context, page, cdp } = await freshPage(browser, {
    throttle,
    watch: { form: USERNAME, spinner: '.mantine-Loader-root' },
    typing: USERNAME,
    localStorage: lang ? { lang } : {},
  });
  await page.goto(`${served.url}/login`, { waitUntil: 'commit' });
  await seen(cdp, 'form');
  await typeInto(cdp, USERNAME, 'c');
  await waitForIdle(page);
  const record = await readRecord(page);
  const formAt = record.seen.form ?? Infinity;
  console.log(`HTML end ${record.navigationEnd.toFixed(0)}  FCP ${record.fcp?.toFixed(0)}  form ${formAt.toFixed(0)}  spinner ${record.seen.spinner?.toFixed(0) ?? '-'}  typed ${record.typed?.toFixed(0)}`);
  for (const r of record.resources) {
    console.log(`${r.start.toFixed(0).padStart(6)} ${r.end.toFixed(0).padStart(6)} ${(r.encoded / 1024).toFixed(1).padStart(6)} KB  ${r.kind.padEnd(5)} ${r.initiator.padEnd(8)} ${r.path}`);
  }
  const chain = criticalChain(record.resources, formAt);
  console.log(`chain before the form (${chain.length}):`, chain.map((r) => r.path).join(' → '));
  await context.close();
} finally {
  await browser.close();
  await served.close();
}
