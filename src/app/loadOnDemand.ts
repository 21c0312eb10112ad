import type { LoadLocales } from '../i18n';
import type { Toast } from '../platform/toasts';
import { reportError } from '../reporting/report';

/** The module of everything loaded on demand (src/app/onDemand.ts): one request the first time. */
export const onDemand = () => import('./onDemand');

/** The sign-in calls with the API client (and, ahead of a sign-in, the landing pages: onDemand.ts). */
export const accessCalls = () => onDemand().then((loader) => loader.accessCalls());

/** A language's list of namespace chunks (src/i18n/lazy/*.ts), for i18n's backend. */
export const locales: LoadLocales = (language) => onDemand().then((loader) => loader.LOCALES[language]());

/** The app's drawer of toasts (bound with `presentToasts` at start-up), loaded with the first one. */
export const presentToast = (toast: Toast): void =>
  void onDemand()
    .then((loader) => loader.toast(toast))
    .catch(reportError);
