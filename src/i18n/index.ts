import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import enLogin from '../../locales/en/login.json';
import esCommon from '../../locales/es/common.json';
import esLogin from '../../locales/es/login.json';
import { onDemand } from '../app/loadOnDemand';
import { readLanguage, type Language } from './language';

/**
 * Namespaces are per flow (same name as the route, view folder and machine) and load
 * lazily, one small JSON chunk each, so a page pays only for what it shows.
 */
export const DEFAULT_NS = 'common';

/**
 * The texts of a cold visit's first screen (the frame and /login), in both languages, ship
 * inside the entry chunk: the page renders with them at once, without a request after the
 * entry script. The chosen language lives in local storage, which the HTML cannot read to
 * preload only that one; the other language costs 0.4 KB gzip. Every other namespace,
 * 'errors' included (no message shows before the user acts), loads on demand
 * (docs/decisions.md, "First loads").
 */
export const BUNDLED_NAMESPACES = ['common', 'login'] as const;

export const BUNDLED_RESOURCES: Resource = {
  en: { common: enCommon, login: enLogin },
  es: { common: esCommon, login: esLogin },
};

/** i18next backend: the lazy namespaces' chunks (src/app/onDemand.ts). */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, ns, callback) {
    onDemand()
      .then(({ LOCALES }) => {
        const load = LOCALES[`../../locales/${language}/${ns}.json`];
        if (!load) throw new Error(`No texts for ${language}/${ns}`);
        return load();
      })
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, null),
      );
  },
};

/** Ready when it resolves; with the bundled namespaces it asks nothing of the network. */
export async function initI18n(lng: Language = readLanguage()): Promise<I18n> {
  if (i18next.isInitialized) {
    if (i18next.language !== lng) await i18next.changeLanguage(lng);
    return i18next;
  }
  await i18next
    .use(initReactI18next)
    .use(lazyNamespaces)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['en', 'es'],
      resources: BUNDLED_RESOURCES,
      // Bundled resources for some namespaces, the backend for the rest.
      partialBundledLanguages: true,
      // Initialise in this task: nothing to wait for.
      initAsync: false,
      ns: [...BUNDLED_NAMESPACES],
      defaultNS: DEFAULT_NS,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
}

/**
 * The error catalogue ('errors:…' keys of API failures and charts). Every place that can
 * show one loads it first: pages with their code (src/routes/pages.tsx), toasts before
 * showing (src/app/notify.ts), the login form when it is first focused.
 */
export const loadErrorTexts = (): Promise<void> => i18next.loadNamespaces('errors');

export { i18next };
