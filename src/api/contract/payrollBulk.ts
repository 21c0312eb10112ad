import * as v from 'valibot';
import { BulkPreviewSchema, BulkResultsSchema } from '../schemas/payrollBulk';
import { assumption, endpoint, wire } from './endpoint';

/** Added after the spec (issue 25): this team's assumption. */
const source = assumption('bulk-payroll-actions-issue-25');

/** At most this many payrolls in one selection (a preview); more is refused with a message. */
export const BULK_SELECTION_MAX = 500;
/** At most this many payrolls in one action request; the client sends a selection in batches. */
export const BULK_BATCH_MAX = 25;

export const bulkPreview = endpoint({
  method: 'POST',
  path: '/v1/payroll/bulk/{action}/preview',
  summary:
    "Judge a selection for a payroll action: the ids chosen, or every payroll the list's filters match less the exclusions",
  source,
  // The list's own filters (GET /v1/payrolls/), without paging: read only with all_matching.
  query: v.object({
    status_id__in: v.optional(wire.ids),
    company_id__in: v.optional(wire.ids),
    country_id: v.optional(wire.int),
    created_at__gte: v.optional(wire.date),
    created_at__lte: v.optional(wire.date),
  }),
  body: {
    type: 'json',
    // Either `ids`, or `all_matching` with the ids taken out of the matches (`exclude`).
    schema: v.object({
      ids: v.optional(v.array(v.number())),
      all_matching: v.optional(v.literal(true)),
      exclude: v.optional(v.array(v.number())),
    }),
  },
  answer: BulkPreviewSchema,
});

export const bulkAction = endpoint({
  method: 'POST',
  path: '/v1/payroll/bulk/{action}',
  summary: 'Approve, reject or delete up to 25 payrolls, each by the single action\'s rules; the answer is row by row',
  source,
  // release_grant (issue 26): what POST /v1/payroll/release_grant gave for these ids.
  body: { type: 'json', schema: v.object({ ids: v.array(v.number()), detail: v.optional(v.string()), release_grant: v.optional(v.string()) }) },
  answer: BulkResultsSchema,
});
