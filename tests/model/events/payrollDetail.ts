import type { AnyEventObject } from 'xstate';
import { payrollDetailMachine, type PayrollDetailData, type PayrollDetailInput } from '@machines/payouts/payrollDetail';
import type { ApiFailure } from '@machines/shared/apiError';
import type { ModelSpec } from '../../support/model';

/** The payroll detail chart's model: one source for the replay test and the coverage test. */

/** Any id: the replay opens one of carga's seeded payrolls in its place. */
const MODEL_PAYROLL_ID = 4242;

const loaded: PayrollDetailData = { payroll: { id: MODEL_PAYROLL_ID }, transactions: [{ id: 1 }], totalTransactions: 1, nextDeadline: null };
/** Under approval: it escalates (or expires) at a moment the page waits for (issue 24). */
const awaitingApproval: PayrollDetailData = { ...loaded, nextDeadline: 1 };
const failure = (kind: ApiFailure['kind'], message: ApiFailure['message'], status?: number): ApiFailure =>
  status === undefined ? { kind, message } : { kind, message, status };

const payrollDetailEvents = {
  'server sends the payroll and its transactions': { type: 'xstate.done.actor.loadDetail', output: loaded },
  'server sends a payroll waiting for approval, with a deadline': { type: 'xstate.done.actor.loadDetail', output: awaitingApproval },
  'the approval deadline passes': { type: 'xstate.after.approvalDeadline.payrollDetail.ready.awaitingDeadline' },
  'the payroll does not exist': {
    type: 'xstate.error.actor.loadDetail',
    error: failure('http', { text: 'Not found.' }, 404),
  },
  'server fails': { type: 'xstate.error.actor.loadDetail', error: failure('http', { text: 'Database unavailable.' }, 503) },
  'the request is cancelled': { type: 'xstate.error.actor.loadDetail', error: failure('aborted', { key: 'errors:aborted' }) },
  'user tries again': { type: 'RETRY' },
  'user closes the page': { type: 'CLOSE' },
} satisfies Record<string, AnyEventObject>;

export type PayrollDetailEventName = keyof typeof payrollDetailEvents;

export const payrollDetailModel: ModelSpec<PayrollDetailInput> = {
  machine: payrollDetailMachine,
  starts: [
    { name: 'one of carga\'s payrolls is opened', input: { payrollId: MODEL_PAYROLL_ID } },
    { name: 'an address whose id is not a number', input: { payrollId: null } },
  ],
  events: payrollDetailEvents,
  // The chart is done once closed: a running actor ignores every later event.
  accept: (snapshot) => snapshot.status !== 'done',
  // hasPayrollId reads the id the page was opened with.
  project: (snapshot) => ({ hasId: (snapshot.context as { payrollId: number | null }).payrollId !== null }),
};
