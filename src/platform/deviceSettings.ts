/**
 * The colour scheme chosen on this device (issue 13): light, dark or auto (the system's), kept
 * in local storage like the language, so it survives sign-out and shows on /login. Mantine's
 * default manager keeps it (`localStorageColorSchemeManager()`, under this key; a missing or
 * unknown value is the provider's `defaultColorScheme`, auto): no code of ours in /login's
 * entry chunk. Before the first paint the build's boot script
 * (src/access/login/prerender/boot.js) applies the same rule to <html>; Mantine then keeps it
 * (in a layout effect, also before the first paint of the app).
 */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

/** The language chosen on this device (src/i18n/language.ts reads and writes it). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Whether single-key shortcuts are on, on this device (src/platform/characterKeys.ts reads and writes it). */
export const CHARACTER_KEYS_KEY = 'character-key-shortcuts';
