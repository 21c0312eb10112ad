import type { AnyEventObject } from 'xstate';
import { DEFAULT_APPROVAL_LEVELS, payrollLifecycleMachine, type PayrollActor } from '@machines/payouts/payrollLifecycle';
import type { ModelSpec } from '../../support/model';

/** The payroll lifecycle's model: one source for the replay tests and the coverage test. */

export const carga: PayrollActor = { profiles: ['CARGA'], typeId: 3 };
export const approver1: PayrollActor = { profiles: ['APROBADOR_1'], typeId: 1 };
export const approver2: PayrollActor = { profiles: ['APROBADOR_2'], typeId: 2 };
/** Approver 2 (user 22) handed their level to a carga user (40) for now. */
export const delegate: PayrollActor = { profiles: ['CARGA'], typeId: 3, userId: 40, delegations: [{ level: 2, forUserId: 22 }] };

const HOUR = 3_600_000;
/** When processing ended in the model; later events are timed from it (the demo's 24 h and 7 days). */
const PROCESSED_AT = Date.UTC(2026, 10, 2, 12);

export const payrollLifecycleEvents = {
  'carga uploads a file': { type: 'UPLOAD', by: carga },
  'a file arrives through the API': { type: 'UPLOAD_BY_API' },
  'processing starts': { type: 'PROCESS' },
  'the file is valid': { type: 'PROCESSED', at: PROCESSED_AT },
  'the header does not match': { type: 'HEADER_ERROR' },
  'some lines are invalid': { type: 'LINES_INVALID' },
  'processing crashes': { type: 'PROCESSING_FAILED' },
  'approver 1 approves': { type: 'APPROVE', by: approver1, at: PROCESSED_AT + HOUR },
  'approver 2 approves': { type: 'APPROVE', by: approver2, at: PROCESSED_AT + 2 * HOUR },
  'the delegate approves for approver 2': { type: 'APPROVE', by: delegate, at: PROCESSED_AT + 2 * HOUR },
  'nobody active can sign the level': { type: 'BLOCK' },
  'an approver can sign again': { type: 'UNBLOCK' },
  // Past 24 hours at either level; before it, the chart refuses (the guard's own unit test).
  'the escalation time passes': { type: 'ESCALATE', at: PROCESSED_AT + 26 * HOUR },
  'the expiry time passes': { type: 'EXPIRE', at: PROCESSED_AT + 8 * 24 * HOUR },
  'approver 1 rejects with a reason': { type: 'REJECT', by: approver1, reason: 'Amounts do not match the invoice' },
  'approver 2 rejects with a reason': { type: 'REJECT', by: approver2, reason: 'Duplicate payroll' },
  'carga deletes it': { type: 'DELETE', by: carga },
  'the bank pays': { type: 'BANK_PAID' },
  'the bank rejects': { type: 'BANK_REJECTED' },
} satisfies Record<string, AnyEventObject>;


export const payrollLifecycleModel: ModelSpec<{ levels: readonly number[] }> = {
  machine: payrollLifecycleMachine,
  starts: [
    { name: 'a company with approvers', input: { levels: DEFAULT_APPROVAL_LEVELS } },
    { name: 'a company without approvers', input: { levels: [] } },
  ],
  events: payrollLifecycleEvents,
  project: (snapshot) => ({
    approverLevel: snapshot.context.approverLevel,
    levels: snapshot.context.levels,
    levelSince: snapshot.context.levelSince,
    signers: snapshot.context.signers,
  }),
};
