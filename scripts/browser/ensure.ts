/**
 * `npm test`'s first step: make sure there is a browser before anything slow runs. Found:
 * say which. None, as root on Debian or Ubuntu: install Debian's chromium, saying so. None
 * elsewhere (or with BROWSER_NO_INSTALL=1): stop at once with how to get one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BrowserNotFound, findBrowser, NO_INSTALL_ENV, noBrowserMessage, type FoundBrowser } from './find.ts';

const canInstallWithApt = (): boolean =>
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  existsSync('/etc/debian_version') &&
  spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0 &&
  process.env[NO_INSTALL_ENV] !== '1';

function aptInstall(): void {
  console.log("==> No Chromium found: installing Debian's chromium (apt-get update; apt-get install -y chromium)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new BrowserNotFound(noBrowserMessage(`apt-get ${args.join(' ')} failed.`));
  }
}

export function ensureBrowser(): FoundBrowser {
  let found = findBrowser();
  if (!found && canInstallWithApt()) {
    aptInstall();
    found = findBrowser();
  }
  if (!found) throw new BrowserNotFound(noBrowserMessage());
  return found;
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
