/**
 * The frame every browser benchmark runs in: its build (or --dist), the build served, one
 * Chromium, all closed and removed whatever happens, and a failure printed with exit code 1.
 * The body gets the browser, the address and a line saying where it measured.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser/find';
import { buildOrUse, machine } from './output';
import { serveBuild } from './serve';

export interface Bench {
  readonly browser: Browser;
  readonly url: string;
  /** What served the build, for the figures. */
  readonly server: string;
  /** "CPU, cores, memory; Chromium N; load average A at the start, B at the end" (read when called). */
  readonly where: () => string;
}

export function runBench(prefix: string, dist: string | undefined, body: (bench: Bench) => Promise<void>): void {
  const run = async () => {
    const { distDir, cleanup } = buildOrUse(dist, prefix);
    const loadBefore = loadavg()[0]!;
    const served = await serveBuild(distDir);
    const browser = await chromium.launch(chromiumLaunchOptions());
    const where = () =>
      `${machine()}; Chromium ${browser.version()}; load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`;
    try {
      await body({ browser, url: served.url, server: served.server, where });
    } finally {
      await browser.close();
      await served.close();
      cleanup();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
