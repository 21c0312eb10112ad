/**
 * `npm test`'s first step: make sure there is a browser before anything slow runs. Found:
 * say which. As root on Debian or Ubuntu, with no browser or only a windowed Chromium on the
 * PATH: install Debian's headless shell, saying so (the browser tests take half the time in
 * it); if that install fails, a browser already found is used. No browser elsewhere (or with
 * BROWSER_NO_INSTALL=1): stop at once with how to get one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BrowserNotFound, findBrowser, HEADLESS_SHELL, isHeadlessShell, NO_INSTALL_ENV, noBrowserMessage, type FoundBrowser } from './find.ts';

const canInstallWithApt = (): boolean =>
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  existsSync('/etc/debian_version') &&
  spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0 &&
  process.env[NO_INSTALL_ENV] !== '1';

const apt = (args: string[]): boolean =>
  spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;

/** Installs the headless shell; the package lists are refreshed only when the first try fails. */
function aptInstall(): boolean {
  const install = ['install', '-y', '--no-install-recommends', HEADLESS_SHELL];
  return apt(install) || (apt(['update']) && apt(install));
}

export function ensureBrowser(): FoundBrowser {
  const found = findBrowser();
  const worthInstalling = !found || (found.source === 'path' && !isHeadlessShell(found.path));
  if (worthInstalling && canInstallWithApt()) {
    console.log(
      found
        ? `==> Found ${found.path}; installing Debian's ${HEADLESS_SHELL} as well (the browser tests take half the time in it)`
        : `==> No Chromium found: installing Debian's ${HEADLESS_SHELL}`,
    );
    if (aptInstall()) return findBrowser() ?? found ?? notFound(`apt-get installed ${HEADLESS_SHELL}, but it is not on the PATH.`);
    if (found) {
      console.log(`==> apt-get could not install ${HEADLESS_SHELL}: using ${found.path}`);
      return found;
    }
    return notFound(`apt-get install ${HEADLESS_SHELL} failed.`);
  }
  return found ?? notFound();
}

function notFound(detail?: string): never {
  throw new BrowserNotFound(noBrowserMessage(detail));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const found = ensureBrowser();
    console.log(`==> Browser: ${found.path} (${found.source === 'env' ? 'from CHROMIUM_PATH' : found.source === 'playwright' ? "Playwright's own" : 'on the PATH'})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
