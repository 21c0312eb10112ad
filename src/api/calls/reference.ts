import { call } from '../client';
import { AppSettingsSchema, CountriesSchema, CurrenciesSchema } from '../schemas/reference';

export const loadCountries = (countryIds: readonly number[]) =>
  call(CountriesSchema, '/v1/countries/', { query: { code__in: countryIds.join(',') } });

export const loadAppSettings = () => call(AppSettingsSchema, '/v1/app_settings');

export const loadCurrencies = () => call(CurrenciesSchema, '/v1/currencies/');
