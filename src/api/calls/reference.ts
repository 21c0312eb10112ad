import * as api from '../contract/reference';
import { callTo } from './endpointCall';

/*
 * The shell's reference data serves every page, so its calls outlive the page they started on
 * (`signal: null`): leaving a page while they load must not cancel them (a user landing on one
 * page and going at once to another lost the app settings: "The request was cancelled").
 */
export const loadCountries = (countryIds: readonly number[]) =>
  callTo(api.countries, { query: { code__in: countryIds.join(',') }, signal: null });

export const loadAppSettings = () => callTo(api.appSettings, { signal: null });

export const loadCurrencies = () => callTo(api.currencies, { signal: null });
