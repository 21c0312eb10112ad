/** The namespaces of a cold visit's first screen (the frame and /login): see ./index.ts. */
export const BUNDLED_NAMESPACES = ['common', 'login'] as const;

/** Id of index.html's JSON block of those texts: `{ en: { common, login }, es: { ... } }`. */
export const FIRST_TEXTS_ID = 'first-texts';
