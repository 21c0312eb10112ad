import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStorage } from '@app/platform/storage';
import { localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_KEY } from '@app/platform/deviceSettings';
import { characterKeysOn, saveCharacterKeys } from '@app/platform/characterKeys';
import { CHARACTER_KEYS_KEY } from '@app/platform/deviceSettings';

/** The device's colour scheme and single-key shortcuts setting (issue 13), in local storage. */

afterEach(() => window.localStorage.clear());

/** The manager the app's MantineProvider uses: Mantine's default, with the app's default (auto). */
const colorSchemeManager = localStorageColorSchemeManager();

describe('colour scheme storage', () => {
  it('reads a stored light, dark or auto', () => {
    for (const scheme of ['light', 'dark', 'auto'] as const) {
      window.localStorage.setItem(COLOR_SCHEME_KEY, scheme);
      expect(colorSchemeManager.get('auto')).toBe(scheme);
    }
  });

  it('falls back to auto when the value is missing or not a scheme', () => {
    expect(colorSchemeManager.get('auto')).toBe('auto');
    for (const stored of ['Dark', 'blue', '', '"dark"']) {
      window.localStorage.setItem(COLOR_SCHEME_KEY, stored);
      expect(colorSchemeManager.get('auto'), stored).toBe('auto');
    }
  });

  it('stores the choice under its key', () => {
    colorSchemeManager.set('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
  });

  it('survives the storage wipe of a 401 or sign-out, as the language does', () => {
    window.localStorage.setItem(COLOR_SCHEME_KEY, 'dark');
    saveCharacterKeys(false);
    window.localStorage.setItem('session-leftover', 'x');
    clearStorage();
    expect(window.localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(characterKeysOn()).toBe(false);
    expect(window.localStorage.getItem('session-leftover')).toBeNull();
  });
});

describe('single-key shortcuts setting', () => {
  it('is on unless turned off', () => {
    expect(characterKeysOn()).toBe(true);
    window.localStorage.setItem(CHARACTER_KEYS_KEY, 'garbage');
    expect(characterKeysOn()).toBe(true);
    saveCharacterKeys(false);
    expect(characterKeysOn()).toBe(false);
    saveCharacterKeys(true);
    expect(characterKeysOn()).toBe(true);
  });
});

/**
 * The boot script (inline in index.html, before the first paint) applies the same rule as
 * Mantine's manager: run it as the browser would, against a stand-in document.
 */
describe('boot script colour scheme', () => {
  const code = readFileSync(join(__dirname, '../../../src/access/login/prerender/boot.js'), 'utf8');

  function boot(stored: string | null, systemDark: boolean): string | null {
    const attributes: Record<string, string> = {};
    const window = {
      location: { pathname: '/payouts/list' },
      localStorage: { getItem: (key: string) => (key === COLOR_SCHEME_KEY ? stored : null) },
      sessionStorage: { getItem: () => 'signed-in' },
      matchMedia: (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }),
    };
    const document = {
      querySelectorAll: () => [],
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    };
    runInNewContext(code, { window, document });
    return attributes['data-mantine-color-scheme'] ?? null;
  }

  it('applies a stored light or dark whatever the system prefers', () => {
    expect(boot('dark', false)).toBe('dark');
    expect(boot('light', true)).toBe('light');
  });

  it("follows the system for auto, a missing and an unknown value", () => {
    expect(boot('auto', true)).toBe('dark');
    expect(boot(null, true)).toBe('dark');
    expect(boot('purple', false)).toBe('light');
    expect(boot(null, false)).toBe('light');
  });
});
