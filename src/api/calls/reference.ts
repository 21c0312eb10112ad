import { call } from '../client';
import { AppSettingsSchema, CountriesSchema, CurrenciesSchema } from '../schemas/reference';

/*
 * The shell's reference data serves every page, so its calls outlive the page they started on
 * (`signal: null`): leaving a page while they load must not cancel them (a user landing on one
 * page and going at once to another lost the app settings: "The request was cancelled").
 */
export const loadCountries = (countryIds: readonly number[]) =>
  call(CountriesSchema, '/v1/countries/', { query: { code__in: countryIds.join(',') }, signal: null });

export const loadAppSettings = () => call(AppSettingsSchema, '/v1/app_settings', { signal: null });

export const loadCurrencies = () => call(CurrenciesSchema, '/v1/currencies/', { signal: null });
