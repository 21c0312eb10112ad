import * as v from 'valibot';
import { DelegationCandidatesSchema, DelegationSchema, DelegationsSchema, NoContentSchema } from '../schemas/approvalDelegations';
import { assumption, endpoint, wire } from './endpoint';

/** Added after the spec (issue 24, "Delegated"): this team's assumption. */
const source = assumption('no-payroll-waits-forever-on-the-server-issue-24');

export const delegations = endpoint({
  method: 'GET',
  path: '/v1/approval_delegations/',
  summary: 'The approval delegations the signed-in user gave and received',
  source,
  answer: DelegationsSchema,
});

export const delegationCandidates = endpoint({
  method: 'GET',
  path: '/v1/approval_delegations/candidates/',
  summary: "Who may receive the signed-in approver's delegation: the other active users of their companies",
  source,
  answer: DelegationCandidatesSchema,
});

export const createDelegation = endpoint({
  method: 'POST',
  path: '/v1/approval_delegations/',
  summary: "Hand the signed-in approver's level to another user for a date range (approvers only)",
  source,
  body: { type: 'json', schema: v.object({ delegate_id: v.number(), starts_on: wire.date, ends_on: wire.date }) },
  answer: DelegationSchema,
  success: [201],
});

export const deleteDelegation = endpoint({
  method: 'DELETE',
  path: '/v1/approval_delegations/{id}/',
  summary: 'End a delegation the signed-in user gave',
  source,
  answer: NoContentSchema,
  success: [204],
});
