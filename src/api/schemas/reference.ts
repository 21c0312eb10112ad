import * as v from 'valibot';

const CountrySchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  key: v.optional(v.string()),
  currencies_available: v.optional(v.array(v.string()), []),
});

/** GET /v1/countries/ */
export const CountriesSchema = v.array(CountrySchema);

/** GET /v1/app_settings */
export const AppSettingsSchema = v.object({
  date_range_limit_settings: v.optional(
    v.object({ enabled: v.boolean(), max_days_range: v.optional(v.number(), 120) }),
    { enabled: false, max_days_range: 120 },
  ),
  /**
   * The dashboard notices switched on (dataLimit, httpsChange, powerOutage): operations turn
   * them on and off on the server, without a deploy. Unknown names are ignored.
   */
  dashboard_notices: v.optional(v.array(v.string()), []),
});

/** GET /v1/currencies/ */
export const CurrenciesSchema = v.object({ items: v.array(v.object({ code: v.string() })) });
