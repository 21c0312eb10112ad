import * as v from 'valibot';

/**
 * The approval delegation calls (issue 24, "Delegated"; not in the spec: docs/decisions.md
 * "No payroll waits forever, on the server (issue 24)"). A delegation lets `delegate` sign
 * `level` (the delegator's approver type) for `delegator` from `starts_on` to `ends_on`.
 */
const PersonSchema = v.object({ id: v.number(), name: v.string() });

const IsoDaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const DelegationSchema = v.object({
  id: v.number(),
  level: v.number(),
  delegator: PersonSchema,
  delegate: PersonSchema,
  starts_on: IsoDaySchema,
  ends_on: IsoDaySchema,
  /** Today's business day (server clock) is within the range, and both people and the level still hold it. */
  active: v.boolean(),
});

export const DelegationsSchema = v.object({
  given: v.array(DelegationSchema),
  received: v.array(DelegationSchema),
});

const CandidateSchema = v.object({ id: v.number(), name: v.string(), username: v.string() });

export const DelegationCandidatesSchema = v.array(CandidateSchema);

/** DELETE answers 204 with no body: nothing to read. */
export const NoContentSchema = v.unknown();
