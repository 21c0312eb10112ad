import type { Texts } from '../language.ts';

/** The dashboards: the names of the company summary's series. */
export const dashboardsTexts = {
  seriesLoaded: { en: 'Uploaded', es: 'Cargado' },
  seriesSent: { en: 'Sent to bank', es: 'Enviado al banco' },
  seriesPaid: { en: 'Successful', es: 'Exitoso' },
} as const satisfies Texts;
