import { http, HttpResponse } from 'msw';
import { requireUser } from '../http/auth.ts';
import { languageOf, type DemoLanguage } from '../http/language.ts';
import { say } from '../http/messages/index.ts';
import { dayParam, dayRange, idsParam, param } from '../http/query.ts';
import { detailError, fieldError, Refusal } from '../http/refusal.ts';
import {
  balanceFigures,
  companySeries,
  currenciesOf,
  dashboardMids,
  paymentAmounts,
  payoutAmounts,
  payoutsByDay,
  payoutsToday,
} from '../dashboards/figures.ts';
import { statusPageSummary } from '../dashboards/statusPage.ts';
import { settlePayouts } from '../payouts/processing.ts';
import { visiblePayrolls } from '../payouts/select.ts';
import { businessDayOf } from '../store/clock.ts';
import { demoNow } from '../store/index.ts';
import type { DemoUser } from '../store/seed/access.ts';

/**
 * Dashboards: the merchant dashboard's data and today's summary, the company summary, and the
 * public status page's summary.json. Every figure is computed from the payouts, payments and
 * balances seeds (dashboards/figures.ts).
 */

/** Route roles of / and /payouts/company/summary (spec 01 section 2), enforced here too. */
const DASHBOARD_ROLES = ['CARGA', 'APROBADOR_1', 'APROBADOR_2', 'MANAGER', 'ADMIN'];
const SUMMARY_ROLES = ['MANAGER', 'ALPSADMIN', 'ADMIN'];

interface Context {
  readonly request: Request;
  readonly url: URL;
  readonly language: DemoLanguage;
  readonly user: DemoUser;
}

const allowed =
  (roles: readonly string[], run: (context: Context) => Response) =>
  ({ request }: { request: Request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    settlePayouts(demoNow().getTime());
    try {
      const context = { request, url: new URL(request.url), language: languageOf(request), user };
      if (!user.profile_names.some((profile) => roles.includes(profile))) detailError(request, 403, 'notPermitted');
      return run(context);
    } catch (error) {
      if (error instanceof Refusal) return error.response;
      throw error;
    }
  };

/** The asked currency (one of the user's), else the default; and the chart's first and last day. */
function filterOf({ request, url, user }: Context) {
  const { defaultCurrency, currencies } = currenciesOf(user);
  const asked = param(url, 'currency');
  if (asked !== null && !currencies.includes(asked)) fieldError(request, 'currency', 'notAChoice', { value: asked });
  const range = dayRange(request, url, 'fecha_inicio', 'fecha_fin', '-');
  // Business days ('YYYY-MM-DD', compared as text), as the range reads them.
  const today = businessDayOf(demoNow());
  const firstMs = Math.min(...visiblePayrolls(user).map((record) => Date.parse(record.created_at)));
  const firstDay = Number.isFinite(firstMs) ? businessDayOf(firstMs) : today;
  const earliest = firstDay < today ? firstDay : today;
  const fromDay = dayParam(request, url, 'fecha_inicio', '-') ?? earliest;
  const toDay = dayParam(request, url, 'fecha_fin', '-') ?? today;
  return { currency: asked ?? defaultCurrency, defaultCurrency, currencies, range, fromDay, toDay };
}

export const dashboardsHandlers = [
  http.get(
    '*/v1/dashboard/data',
    allowed(DASHBOARD_ROLES, (context) => {
      const { request, url, user } = context;
      const filter = filterOf(context);
      const mids = dashboardMids(user, [...(idsParam(request, url, 'payments_merchant_ids') ?? [])]);
      if (mids === null) fieldError(request, 'payments_merchant_ids', 'notAChoice', { value: param(url, 'payments_merchant_ids') ?? '' });
      return HttpResponse.json({
        default_currency: filter.defaultCurrency,
        currencies: filter.currencies,
        currency: filter.currency,
        mids,
        payouts: { amounts: payoutAmounts(user, filter.range, filter.currency) },
        payments: { amounts: paymentAmounts(mids!, filter.range, filter.currency) },
        trxs_by_day: payoutsByDay(user, filter.range, filter.fromDay, filter.toDay, filter.currency),
        // Spec 01 section 3: the balance now, in the selected currency (the card's figure for it).
        balance: balanceFigures(user, demoNow().getTime()).balance.find((entry) => entry.code === filter.currency)?.total ?? 0,
      });
    }),
  ),

  http.get(
    '*/v1/dashboard/summary',
    allowed(DASHBOARD_ROLES, ({ request, url, user }) => {
      const mids = dashboardMids(user, [...(idsParam(request, url, 'payments_merchant_ids') ?? [])]);
      if (mids === null) fieldError(request, 'payments_merchant_ids', 'notAChoice', { value: param(url, 'payments_merchant_ids') ?? '' });
      const now = demoNow().getTime();
      const { topups } = balanceFigures(user, now);
      return HttpResponse.json({ payouts: { today: payoutsToday(user, now) }, topups: { today: topups } });
    }),
  ),

  // Today's balance per currency, over the merchants the balance screens show the user.
  http.get(
    '*/v1/company_balance_by_currency',
    allowed(DASHBOARD_ROLES, ({ user }) => HttpResponse.json({ balances: balanceFigures(user, demoNow().getTime()).balance })),
  ),

  http.get(
    '*/v1/summary_companies',
    allowed(SUMMARY_ROLES, (context) => {
      const filter = filterOf(context);
      const { series } = companySeries(context.user, filter.range, filter.fromDay, filter.toDay, filter.currency);
      const { language } = context;
      return HttpResponse.json({
        currencies: filter.currencies,
        series_total_loaded: series('loaded', say(language, 'seriesLoaded')),
        series_total_sentbank: series('sent', say(language, 'seriesSent')),
        series_total_approved_by_bank: series('paid', say(language, 'seriesPaid')),
      });
    }),
  ),

  // The public status page: no token, as a browser reads a public page.
  http.get('*/__demo/status/summary.json', () => HttpResponse.json(statusPageSummary(demoNow().getTime()))),
];
