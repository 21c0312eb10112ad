import * as v from 'valibot';

/**
 * The bulk payroll action calls (issue 25; not in the spec: docs/decisions.md "Bulk payroll
 * actions"). A preview judges a selection with the single action's rules; the action then
 * applies to at most BULK_BATCH_MAX payrolls a request and answers row by row.
 */
const Amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal())]),
  v.transform((value) => Number(value)),
);

const NamedRow = v.object({ id: v.number(), filename: v.string() });

export const BulkPreviewSchema = v.object({
  /** How many payrolls the selection names (the filter's matches less the exclusions, or the ids). */
  matching: v.number(),
  /** Those the action may be applied to now, by the single action's rules; `second_factor`: approving it needs a fresh code (issue 26). */
  allowed: v.array(v.object({ ...NamedRow.entries, second_factor: v.optional(v.boolean(), false) })),
  /** Those it may not, each with why (the single action's refusal text). */
  refused: v.array(v.object({ id: v.number(), filename: v.string(), reason: v.string() })),
  /** The allowed payrolls' loaded totals, keyed by currency code. */
  totals: v.record(v.string(), v.object({ count: v.number(), amount: Amount })),
  /** Issue 26: some allowed payroll needs a fresh code, asked once for the whole selection. */
  second_factor_required: v.optional(v.boolean(), false),
});

export const BulkResultsSchema = v.object({
  results: v.array(
    v.union([
      v.object({ id: v.number(), ok: v.literal(true), text: v.string() }),
      v.object({ id: v.number(), ok: v.literal(false), detail: v.string() }),
    ]),
  ),
});
