import { LANGUAGE_STORAGE_KEY } from '../platform/deviceSettings.ts';
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];


export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The chosen language lives in local storage; English is the default. */
export function readLanguage(): Language {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

export function saveLanguage(language: Language): void {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}
