import type { WriteOptions } from '../client';
import * as api from '../contract/approvalDelegations';
import { callTo } from './endpointCall';

/** GET /v1/approval_delegations/: `{ given, received }` of the signed-in user. */
export const fetchDelegations = (signal?: AbortSignal) => callTo(api.delegations, { alsoAbortOn: signal });

/** GET /v1/approval_delegations/candidates/: who may receive a delegation. */
export const fetchDelegationCandidates = (signal?: AbortSignal) => callTo(api.delegationCandidates, { alsoAbortOn: signal });

export interface NewDelegation {
  readonly delegate_id: number;
  /** YYYY-MM-DD */
  readonly starts_on: string;
  /** YYYY-MM-DD */
  readonly ends_on: string;
}

/** POST /v1/approval_delegations/ (approvers only); 400 with `{field: [message]}` when refused. */
export const createDelegation = (delegation: NewDelegation, write: WriteOptions = {}) => callTo(api.createDelegation, { ...write, body: { ...delegation } });

/** DELETE /v1/approval_delegations/{id}/ (its delegator only). */
export const deleteDelegation = (id: number, write: WriteOptions = {}) => callTo(api.deleteDelegation, { ...write, params: { id } });
