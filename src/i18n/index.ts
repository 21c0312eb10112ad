import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readLanguage, type Language } from './language';

/**
 * Namespaces are per flow (same name as the route, view folder and machine) and load
 * lazily, one small JSON chunk each, so the login page pays only for what it shows.
 */
export const DEFAULT_NS = 'common';

export async function initI18n(lng: Language = readLanguage()): Promise<I18n> {
  if (i18next.isInitialized) {
    if (i18next.language !== lng) await i18next.changeLanguage(lng);
    return i18next;
  }
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, ns: string) => import(`../../locales/${language}/${ns}.json`)))
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['en', 'es'],
      ns: [DEFAULT_NS, 'errors'],
      defaultNS: DEFAULT_NS,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
}

export { i18next };
