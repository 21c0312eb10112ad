import { http, HttpResponse } from 'msw';
import { requireUser } from '../http/auth.ts';
import { db } from '../store/index.ts';

/** Reference area: countries, app settings, currencies. All need a session. */

/** The demo's merchant has the 120-day limit on, so its dashboard shows the data-limit notice. */
const APP_SETTINGS = {
  date_range_limit_settings: { enabled: true, max_days_range: 120 },
  dashboard_notices: ['dataLimit'],
} as const;
const CURRENCY_CODES = ['CLP', 'PEN', 'MXN', 'USD', 'EUR', 'BRL'] as const;

/** Ids of `code__in=1,2` (the provider filters countries by id under that name); null: no filter. */
function idFilter(value: string | null): Set<number> | null {
  if (value === null || value.trim() === '') return null;
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return new Set(ids);
}

export const referenceHandlers = [
  http.get('*/v1/countries/', ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const ids = idFilter(new URL(request.url).searchParams.get('code__in'));
    const countries = db.access.countries.filter((country) => ids === null || ids.has(country.id));
    return HttpResponse.json(countries);
  }),

  http.get('*/v1/app_settings', ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(structuredClone(APP_SETTINGS));
  }),

  http.get('*/v1/currencies/', ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json({ items: CURRENCY_CODES.map((code) => ({ code })) });
  }),
];
