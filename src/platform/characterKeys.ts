import { CHARACTER_KEYS_KEY } from './deviceSettings';

/**
 * Whether the single-key shortcuts ('/', '?', 'j', 'k') are on: WCAG 2.1.4 asks that a user
 * can turn them off (speech input types letters as commands). On unless turned off; a device
 * setting in local storage, like the language.
 */

export function characterKeysOn(): boolean {
  try {
    return window.localStorage.getItem(CHARACTER_KEYS_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function saveCharacterKeys(on: boolean): void {
  window.localStorage.setItem(CHARACTER_KEYS_KEY, on ? 'on' : 'off');
}
