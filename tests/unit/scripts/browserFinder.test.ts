import { describe, expect, it } from 'vitest';
import { BrowserNotFound, findBrowser, isHeadlessShell, requireBrowser, type FinderHost } from '../../../scripts/browser/find';

/** A machine with these executables, this environment and (maybe) Playwright's Chromium. */
function host(options: {
  executables?: string[];
  env?: Record<string, string>;
  playwright?: string | null;
  platform?: NodeJS.Platform;
}): FinderHost {
  const executables = new Set(options.executables ?? []);
  return {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...options.env },
    platform: options.platform ?? 'linux',
    isExecutable: (path) => executables.has(path),
    playwrightChromium: () => (options.playwright === undefined ? '/pw/chromium-1255/chrome' : options.playwright),
  };
}

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH first, over Playwright’s browser and the PATH', () => {
    const found = findBrowser(
      host({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, executables: ['/opt/chrome/chrome', '/pw/chromium-1255/chrome', '/usr/bin/chromium'] }),
    );
    expect(found).toEqual({ path: '/opt/chrome/chrome', source: 'env' });
  });

  it('refuses a CHROMIUM_PATH that is not an executable rather than using another browser', () => {
    expect(() => findBrowser(host({ env: { CHROMIUM_PATH: '/nope' }, executables: ['/usr/bin/chromium'] }))).toThrow(
      /CHROMIUM_PATH=\/nope is not an executable file/,
    );
  });

  it('takes Playwright’s own Chromium next, when it is installed', () => {
    expect(findBrowser(host({ executables: ['/pw/chromium-1255/chrome', '/usr/bin/chromium'] }))).toEqual({
      path: '/pw/chromium-1255/chrome',
      source: 'playwright',
    });
  });

  it('then looks on the PATH, in PATH order, for chromium, chromium-browser and google-chrome', () => {
    expect(findBrowser(host({ executables: ['/usr/bin/chromium', '/usr/local/bin/google-chrome'] }))).toEqual({
      path: '/usr/local/bin/google-chrome',
      source: 'path',
    });
    expect(findBrowser(host({ executables: ['/usr/bin/google-chrome', '/usr/bin/chromium-browser'] }))?.path).toBe(
      '/usr/bin/chromium-browser',
    );
    expect(findBrowser(host({ playwright: null, executables: ['/bin/chromium'] }))?.path).toBe('/bin/chromium');
  });

  it('prefers Debian’s headless shell anywhere on the PATH over a windowed Chromium before it', () => {
    const found = findBrowser(
      host({ playwright: null, executables: ['/usr/local/bin/google-chrome', '/usr/bin/chromium', '/usr/bin/chromium-headless-shell'] }),
    );
    expect(found).toEqual({ path: '/usr/bin/chromium-headless-shell', source: 'path' });
    expect(isHeadlessShell(found!.path)).toBe(true);
    expect(isHeadlessShell('/usr/bin/chromium')).toBe(false);
  });

  it('finds chrome.exe on a Windows PATH', () => {
    const found = findBrowser(
      host({ platform: 'win32', env: { PATH: 'C:\\tools;C:\\chrome' }, executables: ['C:\\chrome/google-chrome.exe'] }),
    );
    expect(found?.source).toBe('path');
  });

  it('skips the PATH with BROWSER_SKIP_SYSTEM=1', () => {
    expect(findBrowser(host({ env: { BROWSER_SKIP_SYSTEM: '1' }, executables: ['/usr/bin/chromium'] }))).toBeNull();
  });

  it('finds nothing on a machine without a browser, and says how to get one', () => {
    expect(findBrowser(host({ executables: ['/usr/bin/firefox'] }))).toBeNull();
    let error: unknown;
    try {
      requireBrowser(host({}));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BrowserNotFound);
    const message = (error as Error).message;
    expect(message).toContain('apt-get install chromium-headless-shell');
    expect(message).toContain('npx playwright install chromium');
    expect(message).toContain('CHROMIUM_PATH');
  });
});
