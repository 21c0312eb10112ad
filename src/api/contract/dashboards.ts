import * as v from 'valibot';
import { CompanyBalancesSchema, CompanySummarySchema, DashboardDataSchema, DashboardSummarySchema } from '../schemas/dashboards';
import { assumption, endpoint, spec, wire } from './endpoint';

export const dashboardData = endpoint({
  method: 'GET',
  path: '/v1/dashboard/data',
  summary: "The merchant dashboard's figures for a date range",
  source: spec('01', 7),
  query: v.object({
    fecha_inicio: v.optional(wire.date),
    fecha_fin: v.optional(wire.date),
    payments_merchant_ids: v.optional(wire.ids),
    currency: v.optional(wire.text),
  }),
  answer: DashboardDataSchema,
});

export const dashboardSummary = endpoint({
  method: 'GET',
  path: '/v1/dashboard/summary',
  summary: "Today's figures per currency",
  source: spec('01', 7),
  query: v.object({ payments_merchant_ids: v.optional(wire.ids) }),
  answer: DashboardSummarySchema,
});

export const companyBalanceByCurrency = endpoint({
  method: 'GET',
  path: '/v1/company_balance_by_currency',
  summary: "The balance now, per currency, of the user's companies: the 'Today's balance' card",
  source: spec('01', 7),
  // The spec names the call and 'balances', not their shape.
  fields: { balances: assumption('dashboards') },
  answer: CompanyBalancesSchema,
});

export const companySummary = endpoint({
  method: 'GET',
  path: '/v1/summary_companies',
  summary: "The company summary dashboard's series",
  source: spec('01', 7),
  query: v.object({ currency: v.optional(wire.text), fecha_inicio: v.optional(wire.date), fecha_fin: v.optional(wire.date) }),
  answer: CompanySummarySchema,
});
