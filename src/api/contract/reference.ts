import * as v from 'valibot';
import { AppSettingsSchema, CountriesSchema, CurrenciesSchema } from '../schemas/reference';
import { endpoint, spec, wire } from './endpoint';

export const countries = endpoint({
  method: 'GET',
  path: '/v1/countries/',
  summary: "The user's countries, by id",
  source: spec('01', 7),
  query: v.object({ code__in: wire.ids }),
  answer: CountriesSchema,
});

export const appSettings = endpoint({ method: 'GET', path: '/v1/app_settings', summary: 'The app settings', source: spec('01', 7), answer: AppSettingsSchema });

export const currencies = endpoint({ method: 'GET', path: '/v1/currencies/', summary: 'The currencies', source: spec('01', 7), answer: CurrenciesSchema });
