import type { AnyEventObject } from 'xstate';
import { DEFAULT_APPROVAL_LEVELS, payrollLifecycleMachine, type PayrollActor } from '@machines/payouts/payrollLifecycle';
import type { ModelSpec } from '../../support/model';

/** The payroll lifecycle's model: one source for the replay tests and the coverage test. */

export const carga: PayrollActor = { profiles: ['CARGA'], typeId: 3 };
export const approver1: PayrollActor = { profiles: ['APROBADOR_1'], typeId: 1 };
export const approver2: PayrollActor = { profiles: ['APROBADOR_2'], typeId: 2 };

export const payrollLifecycleEvents = {
  'carga uploads a file': { type: 'UPLOAD', by: carga },
  'a file arrives through the API': { type: 'UPLOAD_BY_API' },
  'processing starts': { type: 'PROCESS' },
  'the file is valid': { type: 'PROCESSED' },
  'the header does not match': { type: 'HEADER_ERROR' },
  'some lines are invalid': { type: 'LINES_INVALID' },
  'processing crashes': { type: 'PROCESSING_FAILED' },
  'approver 1 approves': { type: 'APPROVE', by: approver1 },
  'approver 2 approves': { type: 'APPROVE', by: approver2 },
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
  }),
};
