import i18next, { type BackendModule, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, readLanguage, type Language } from './language';
import { BUNDLED_NAMESPACES, FIRST_TEXTS_ID } from './texts';

/**
 * Namespaces are per flow (same name as the route, view folder and machine) and load
 * lazily, one small JSON chunk each, so a page pays only for what it shows.
 */
const DEFAULT_NS = 'common';

/**
 * The texts of a cold visit's first screen (the frame and /login). The build writes them into
 * index.html, both languages, as a JSON data block next to the prerendered login form
 * (scripts/build/prerenderLogin.ts): the app renders with them at once, without a request,
 * and they cost /login's JavaScript nothing. Without the block (the dev server) they load like
 * any namespace before the first render. Every other namespace, 'errors' included (no message
 * shows before the user acts), loads on demand (docs/decisions.md, "First loads").
 */
function textsInPage(): Resource | null {
  const text = document.getElementById(FIRST_TEXTS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Resource;
  } catch {
    return null;
  }
}

/**
 * Where a language's namespace chunks are listed (src/i18n/lazy/*.ts). The app says how that
 * list loads (src/app/loadOnDemand.ts, `locales`: through its on-demand module, so /login's
 * entry chunk carries no import of it) when it starts i18n.
 */
export type LoadLocales = (language: Language) => Promise<{ LOCALES: Record<string, () => Promise<ResourceLanguage>> }>;

const source: { locales: LoadLocales | null } = { locales: null };

/** i18next backend: the lazy namespaces' chunks. */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language, ns, callback) {
    (isLanguage(language) && source.locales ? source.locales(language) : Promise.reject(new Error(`No texts for ${language}`)))
      .then(({ LOCALES }) => {
        const load = LOCALES[`../../../locales/${language}/${ns}.json`];
        if (!load) throw new Error(`No texts for ${language}/${ns}`);
        return load();
      })
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, null),
      );
  },
};

/** Ready when it resolves; with index.html's texts it asks nothing of the network. */
export async function initI18n(locales: LoadLocales, lng: Language = readLanguage()): Promise<I18n> {
  source.locales = locales;
  if (i18next.isInitialized) {
    if (i18next.language !== lng) await i18next.changeLanguage(lng);
    return i18next;
  }
  const texts = textsInPage();
  await i18next
    .use(initReactI18next)
    .use(lazyNamespaces)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: ['en', 'es'],
      ...(texts ? { resources: texts } : {}),
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
 * showing (src/platform/toasts.ts), the login form when it is first focused.
 */
export const loadErrorTexts = (): Promise<void> => i18next.loadNamespaces('errors');

export { i18next };
