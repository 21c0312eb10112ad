import type { AnyEventObject } from 'xstate';
import { approvalDelegationMachine, type DelegationLists, type DelegationRecord } from '@machines/settings/approvalDelegation';
import type { ModelSpec } from '../../support/model';

/**
 * My profile's 'Delegate my approvals' chart: one source for the replay test and the coverage
 * test. The people are aprobador1 (2, Javier Muñoz) and carga's company's users.
 */

const ME = { id: 2, name: 'Javier Muñoz' };
export const GIVEN: DelegationRecord = {
  id: 31,
  level: 1,
  delegator: ME,
  delegate: { id: 9, name: 'Martina Lagos' },
  starts_on: '2030-01-07',
  ends_on: '2030-01-11',
  active: false,
};
export const RECEIVED: DelegationRecord = {
  id: 32,
  level: 2,
  delegator: { id: 3, name: 'Valentina Soto' },
  delegate: ME,
  starts_on: '2020-01-06',
  ends_on: '2039-12-30',
  active: true,
};
export const CANDIDATES = [
  { id: 4, name: 'Diego Fernández', username: 'manager' },
  { id: 9, name: 'Martina Lagos', username: 'cargaaprobador' },
];
const LISTS: DelegationLists = { given: [GIVEN], received: [RECEIVED], candidates: CANDIDATES };
/** What the user adds: manager, from the first to the last day of the range the test picks. */
const DRAFT = { delegate_id: 4, starts_on: '2030-02-04', ends_on: '2030-02-08' };
const CREATED: DelegationRecord = { id: 33, level: 1, delegator: ME, delegate: { id: 4, name: 'Diego Fernández' }, starts_on: DRAFT.starts_on, ends_on: DRAFT.ends_on, active: false };
export const OVERLAP = 'It overlaps your delegation from 07/01/2030 to 11/01/2030.';
export const NOT_APPROVER = 'Only an approver can delegate approvals.';
export const LOAD_FAILURE = 'Database unavailable.';
export const GONE = 'Not found.';

const httpError = (status: number, body: unknown, text: string) => ({ kind: 'http', status, body, message: { text } });
const aborted = { kind: 'aborted', message: { key: 'errors:aborted' } };

const approvalDelegationEvents = {
  'the server sends my delegations': { type: 'xstate.done.actor.load', output: LISTS },
  'the server fails to load them': { type: 'xstate.error.actor.load', error: httpError(503, { detail: LOAD_FAILURE }, LOAD_FAILURE) },
  'the user tries again': { type: 'RETRY' },
  'the user saves a delegation': { type: 'SAVE', ...DRAFT },
  'the server saves it': { type: 'xstate.done.actor.create', output: CREATED },
  'the server refuses the days': { type: 'xstate.error.actor.create', error: httpError(400, { starts_on: [OVERLAP] }, OVERLAP) },
  'the server refuses the user': { type: 'xstate.error.actor.create', error: httpError(403, { detail: NOT_APPROVER }, NOT_APPROVER) },
  'the user leaves while saving': { type: 'xstate.error.actor.create', error: aborted },
  'the user removes a delegation': { type: 'REMOVE', id: GIVEN.id },
  'the user keeps it': { type: 'CANCEL' },
  'the user confirms the removal': { type: 'CONFIRM' },
  'the server removes it': { type: 'xstate.done.actor.remove', output: null },
  'the server fails to remove it': { type: 'xstate.error.actor.remove', error: httpError(404, { detail: GONE }, GONE) },
  'the user leaves while removing': { type: 'xstate.error.actor.remove', error: aborted },
} satisfies Record<string, AnyEventObject>;

export type ApprovalDelegationEventName = keyof typeof approvalDelegationEvents;

export const approvalDelegationModel: ModelSpec<undefined> = {
  machine: approvalDelegationMachine,
  starts: [{ name: 'an approver opens My profile', input: undefined }],
  events: approvalDelegationEvents,
  // isGiven reads whether the delegation to remove is still listed.
  project: (snapshot) => ({ given: ((snapshot.context as { lists: DelegationLists | null }).lists?.given ?? []).some((d) => d.id === GIVEN.id) }),
};
