import { fromPromise } from 'xstate';
import { referenceDataMachine, type ReferenceData } from '@machines/shell/referenceData';
import { readSession } from '../platform/storage';
import { loadAppSettings, loadCountries, loadCurrencies } from '../api/calls/reference';

export const referenceDataLogic = referenceDataMachine.provide({
  actors: {
    loadReferenceData: fromPromise<ReferenceData, void>(async () => {
      const countryIds = readSession()?.country_ids ?? [];
      const [settings, countries, currencies] = await Promise.all([
        loadAppSettings(),
        countryIds.length > 0 ? loadCountries(countryIds) : Promise.resolve([]),
        loadCurrencies(),
      ]);
      return {
        settings: {
          date_range_limit_settings: {
            enabled: settings.date_range_limit_settings.enabled,
            max_days_range: settings.date_range_limit_settings.max_days_range,
          },
          dashboard_notices: settings.dashboard_notices,
        },
        countries: countries.map(({ id, code, name }) => ({ id, code, name })),
        currencies: currencies.items.map((item) => item.code),
      };
    }),
  },
});
