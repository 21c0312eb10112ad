import * as v from 'valibot';

/**
 * The dashboards' answers (spec 01 sections 3 and 7). The spec names the fields but not which
 * call carries which card; docs/decisions.md, "Dashboards", records the split.
 */

/** Amounts may arrive as numbers or decimal strings (Django's DecimalField); both become numbers. */
const Amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.decimal())]),
  v.transform((value) => Number(value)),
);
const Currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));
const Day = v.pipe(v.string(), v.isoDate());

/** A figure per currency ("today lists of code and total"). */
const CodeTotals = v.array(v.object({ code: Currency, total: Amount }));

/** GET /v1/dashboard/data: the filtered figures and the chart. */
export const DashboardDataSchema = v.object({
  default_currency: Currency,
  currencies: v.array(Currency),
  currency: Currency,
  mids: v.array(v.number()),
  payouts: v.object({ amounts: v.object({ success: Amount, rejected: Amount }) }),
  payments: v.object({ amounts: v.object({ all: Amount, bank_transfer: Amount, cash: Amount, cards: Amount }) }),
  trxs_by_day: v.array(v.object({ day: Day, total: Amount })),
  /** The balance in the selected currency now (spec 01 section 3); the card reads every currency from company_balance_by_currency. */
  balance: v.optional(Amount),
});
export type DashboardData = v.InferOutput<typeof DashboardDataSchema>;

/** GET /v1/dashboard/summary: today's figures per currency (the cards). Absent lists mean none today. */
export const DashboardSummarySchema = v.object({
  payouts: v.object({ today: v.optional(CodeTotals, []) }),
  topups: v.object({ today: v.optional(CodeTotals, []) }),
});
export type DashboardSummary = v.InferOutput<typeof DashboardSummarySchema>;

/** GET /v1/company_balance_by_currency: the balance now, per currency, of the user's companies ('Today's balance'). */
export const CompanyBalancesSchema = v.object({ balances: CodeTotals });
export type CompanyBalances = v.InferOutput<typeof CompanyBalancesSchema>;

/** One series of the company summary: a name, its total count and amount, and its points by day. */
const Series = v.object({
  name: v.string(),
  total: v.number(),
  amount: Amount,
  data: v.array(v.object({ day: Day, total: v.number(), amount: Amount })),
});

/** GET /v1/summary_companies */
export const CompanySummarySchema = v.object({
  currencies: v.array(Currency),
  series_total_loaded: Series,
  series_total_sentbank: Series,
  series_total_approved_by_bank: Series,
});
export type CompanySummary = v.InferOutput<typeof CompanySummarySchema>;

const Http = v.pipe(v.string(), v.regex(/^https?:\/\//i));

/** The public status page's summary.json (Statuspage's v2 format), only the fields shown. */
export const StatusPageSummarySchema = v.object({
  status: v.object({ description: v.string(), indicator: v.optional(v.string(), 'none') }),
  components: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      description: v.optional(v.nullable(v.string()), null),
      status: v.string(),
      group: v.optional(v.boolean(), false),
      group_id: v.optional(v.nullable(v.string()), null),
      components: v.optional(v.array(v.string()), []),
    }),
  ),
  incidents: v.array(
    v.object({ id: v.string(), name: v.string(), impact: v.string(), shortlink: v.optional(v.nullable(Http), null) }),
  ),
  scheduled_maintenances: v.array(
    v.object({ id: v.string(), name: v.string(), status: v.string(), shortlink: v.optional(v.nullable(Http), null) }),
  ),
});
export type StatusPageSummary = v.InferOutput<typeof StatusPageSummarySchema>;
