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
import { freshPage, seen, SLOW_PHONE } from './coldLoad';
import { serveBuild } from './serve';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const distDir = resolve(option('--dist') ?? 'dist');
const top = Number(option('--top') ?? 25);

const served = await serveBuild(distDir);
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const { page, cdp } = await freshPage(browser, { throttle: SLOW_PHONE, watch: { form: 'input[autocomplete="username"]' } });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${served.url}/login`, { waitUntil: 'commit' });
  await seen(cdp, 'form');
  await page.waitForTimeout(300);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)!.callFrame;
    const script = frame.url.replace(served.url, '') || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}:${frame.columnNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
    byScript.set(script, (byScript.get(script) ?? 0) + micros);
  }
  const print = (title: string, entries: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [key, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${(micros / 1000).toFixed(1).padStart(8)} ms  ${key}`);
    }
  };
  print('Self time by script', byScript);
  print('Self time by function', byFunction);
} finally {
  await browser.close();
  await served.close();
}
