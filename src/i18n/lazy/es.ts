import type { ResourceLanguage } from 'i18next';

/** The Spanish texts of every flow, one chunk per namespace (src/i18n/index.ts). */
export const LOCALES = import.meta.glob<ResourceLanguage>('../../../locales/es/*.json', { import: 'default' });
