import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * The colour scheme chosen on this device (issue 13): light, dark or auto (the system's), kept
 * in local storage like the language, so it survives sign-out and shows on /login. A missing
 * or unknown value is auto (`defaultColorScheme` of the MantineProvider; Mantine's manager
 * checks the stored value). Before the first paint the build's boot script
 * (src/access/login/prerender/boot.js) applies the same rule to <html>; Mantine then keeps it
 * (in a layout effect, also before the first paint of the app).
 */
export const COLOR_SCHEME_KEY = 'color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
