import * as v from 'valibot';
import { LedgerPageSchema, PayrollHistorySchema } from '../schemas/payrollLedger';
import { assumption, endpoint, wire } from './endpoint';

/** Added after the spec (issue 12; the hash chain's fields, issue 24): both calls are this team's assumption. */
const LEDGER = assumption('payroll-ledger-issue-12');

export const payrollHistory = endpoint({
  method: 'GET',
  path: '/v1/payrolls/{id}/history/',
  summary: "One payroll's audit trail, hash-chained",
  source: LEDGER,
  answer: PayrollHistorySchema,
});

export const ledger = endpoint({
  method: 'GET',
  path: '/v1/payrolls/history/',
  summary: 'The payroll ledger (auditors)',
  source: LEDGER,
  query: v.object({
    itemsPerPage: wire.int,
    page: wire.int,
    at__gte: v.optional(wire.date),
    at__lte: v.optional(wire.date),
    company_id__in: v.optional(wire.ids),
    payroll_id__in: v.optional(wire.ids),
    event__in: v.optional(wire.text),
    to_status__in: v.optional(wire.ids),
    actor__icontains: v.optional(wire.text),
  }),
  answer: LedgerPageSchema,
});
