import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/browser/find';
import { freePort } from './scripts/net/freePort';

/**
 * End-to-end tests against the production build (`npm test` builds first), served as real users
 * get it (server/main.ts: compression, caching, CSP), with the demo API mounted.
 * Each test has its own demo store (tests/e2e/support/fixtures.ts), so tests run fully in
 * parallel: E2E_WORKERS sets how many at once (default: one per core; a third worker on two
 * cores made the whole suite slower, docs/performance.md).
 *
 * The server listens on a port chosen free when the run starts (E2E_PORT to pin one), so
 * something else on a well-known port is never tested by mistake. Workers load this file
 * again; the variable makes them agree with the runner on the port.
 */
process.env.E2E_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: 0,
  // Waits, not assertions: on a busy two-core machine a page's first data can take longer than
  // Playwright's 5 s and a long test longer than 30 s (docs/decisions.md, "Demo API security").
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    // The browser asks for reduced motion, which the app honours (src/styles/theme.ts): no frame
    // of a dialog's or menu's transition is drawn, or waited for, on two busy cores. Measured
    // in docs/performance.md.
    reducedMotion: 'reduce',
    // Recording a trace cost a third of the run's CPU for traces nobody reads (CI keeps the log
    // only). To debug a failure, run it again with `--trace retain-on-failure`.
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'phone/**',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
    // Issue 27: a phone with touch (Pixel 7, 412 px wide); tests of the small one (360×740) set its
    // viewport. WebKit is not available on these machines, so Chromium emulates both.
    {
      name: 'phone',
      testMatch: 'phone/**/*.spec.ts',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions() },
    },
  ],
  // The production server (server/) with its security headers and strict CSP, and the demo API.
  webServer: {
    command: 'npx tsx server/main.ts --demo-api',
    // Brotli 5 rather than 11: the server compresses the whole build before it listens (7.6 s at
    // 11 on these machines, before any test can start); what the browser is sent is not measured here.
    // CONTRACT_CHECK: every call and answer is checked against docs/api/openapi.yaml (fixtures read it).
    env: { PORT: process.env.E2E_PORT, HOST: '127.0.0.1', DIST_DIR: process.env.DIST_DIR ?? 'dist', BROTLI_QUALITY: '5', CONTRACT_CHECK: '1' },
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
