import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, delimiter, join } from 'node:path';
import type * as PlaywrightTest from '@playwright/test';

/**
 * The one place that knows where Chromium is. The Playwright config, the size script, the
 * benchmarks and any helper that launches a browser ask `findBrowser`; nothing else names a
 * browser path. Order: CHROMIUM_PATH, then Playwright's own Chromium, then the PATH, where
 * Debian's headless shell comes first: every run here is headless, and the same tests took
 * half the time in it (docs/performance.md, "The test run on two cores").
 */

/** Names an executable to use, wherever it is. */
export const BROWSER_ENV = 'CHROMIUM_PATH';
/** `1`: do not look on the PATH (to try the "no browser" path on a machine that has one). */
export const SKIP_SYSTEM_ENV = 'BROWSER_SKIP_SYSTEM';
/** `1`: never install Debian's chromium, even as root on Debian (see scripts/browser/ensure.ts). */
export const NO_INSTALL_ENV = 'BROWSER_NO_INSTALL';

/** Chromium without a window (Debian's `chromium-headless-shell`): what the tests want. */
export const HEADLESS_SHELL = 'chromium-headless-shell';
export const SYSTEM_NAMES = [HEADLESS_SHELL, 'chromium', 'chromium-browser', 'google-chrome'] as const;

/** Whether `path` is the headless shell (it cannot open a window: `--headed` needs another). */
export const isHeadlessShell = (path: string): boolean => basename(path, '.exe') === HEADLESS_SHELL;

/** Chromium flags for these containers (root, no GPU, no network besides the app). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;

export type BrowserSource = 'env' | 'playwright' | 'path';
export interface FoundBrowser {
  readonly path: string;
  readonly source: BrowserSource;
}

/** What the finder reads from the machine; tests pass fakes. */
export interface FinderHost {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly platform: NodeJS.Platform;
  /** Whether `path` is an executable file. */
  isExecutable(path: string): boolean;
  /** Where Playwright's own Chromium would be (it may not be installed), or null. */
  playwrightChromium(): string | null;
}

export class BrowserNotFound extends Error {
  override name = 'BrowserNotFound';
}

export function noBrowserMessage(detail?: string): string {
  return [
    detail ?? 'No Chromium found for the browser tests.',
    'Get one, then run the command again:',
    `  Debian or Ubuntu:  apt-get install ${HEADLESS_SHELL}   (as root; \`npm test\` does it itself when run as root)`,
    '  elsewhere:         npx playwright install chromium',
    `  or point ${BROWSER_ENV} at a Chromium or Chrome executable: ${BROWSER_ENV}=/path/to/chrome npm test`,
  ].join('\n');
}

/** The browser to launch, or null when there is none. A CHROMIUM_PATH that is not there throws. */
export function findBrowser(host: FinderHost = realHost()): FoundBrowser | null {
  const named = host.env[BROWSER_ENV]?.trim();
  if (named) {
    if (host.isExecutable(named)) return { path: named, source: 'env' };
    throw new BrowserNotFound(noBrowserMessage(`${BROWSER_ENV}=${named} is not an executable file.`));
  }
  const own = host.playwrightChromium();
  if (own && host.isExecutable(own)) return { path: own, source: 'playwright' };
  if (host.env[SKIP_SYSTEM_ENV] === '1') return null;
  const extensions = host.platform === 'win32' ? ['.exe', ''] : [''];
  const dirs = (host.env.PATH ?? host.env.Path ?? '').split(host.platform === 'win32' ? ';' : delimiter).filter(Boolean);
  const onPath = (names: readonly string[]): FoundBrowser | null => {
    for (const dir of dirs) {
      for (const name of names) {
        for (const extension of extensions) {
          const candidate = join(dir, name + extension);
          if (host.isExecutable(candidate)) return { path: candidate, source: 'path' };
        }
      }
    }
    return null;
  };
  // The headless shell anywhere on the PATH, then the others in PATH order.
  return onPath([HEADLESS_SHELL]) ?? onPath(SYSTEM_NAMES.filter((name) => name !== HEADLESS_SHELL));
}

/** The browser, or a BrowserNotFound with the message saying how to get one. */
export function requireBrowser(host?: FinderHost): FoundBrowser {
  const found = findBrowser(host);
  if (!found) throw new BrowserNotFound(noBrowserMessage());
  return found;
}

/** Launch options for Playwright's `chromium.launch` and the config's `launchOptions`. */
export function chromiumLaunchOptions(host?: FinderHost): { executablePath: string; args: string[] } {
  return { executablePath: requireBrowser(host).path, args: [...CHROMIUM_ARGS] };
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Playwright's registry path for its Chromium (present or not), or null without Playwright. */
function playwrightRegistryPath(): string | null {
  try {
    const { chromium } = createRequire(import.meta.url)('@playwright/test') as typeof PlaywrightTest;
    return chromium.executablePath();
  } catch {
    return null;
  }
}

export function realHost(): FinderHost {
  return {
    env: process.env,
    platform: process.platform,
    isExecutable: isExecutableFile,
    playwrightChromium: playwrightRegistryPath,
  };
}
