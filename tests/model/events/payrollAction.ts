import type { AnyEventObject } from 'xstate';
import { payrollActionMachine } from '@machines/payouts/payrollAction';
import type { ModelSpec } from '../../support/model';

/**
 * The payroll action chart's model: one source for the replay test and the coverage test.
 * The payroll ids are placeholders: the replay acts on whichever row offers the action.
 */

export const REJECTION_REASON = 'The amounts do not match the invoices';
export const REFUSAL_INFO = 'This payroll is no longer waiting for your approval.';
export const CODE_NEEDED = 'This approval needs a code from your authenticator app.';

const payrollActionEvents = {
  'approve a payroll': { type: 'APPROVE', payrollId: 1 },
  // Issue 26: the list says approving it needs a fresh code (its second_factor_release).
  'approve a payroll above the threshold': { type: 'APPROVE', payrollId: 1, secondFactor: true },
  'reject a payroll': { type: 'REJECT', payrollId: 1 },
  'delete a payroll': { type: 'DELETE', payrollId: 1 },
  'give a reason': { type: 'SUBMIT_REASON', reason: REJECTION_REASON },
  'give no reason': { type: 'SUBMIT_REASON', reason: '   ' },
  'confirm the dialog': { type: 'CONFIRM' },
  'cancel the dialog': { type: 'CANCEL' },
  'the code is taken': { type: 'xstate.done.actor.releaseStepUp', output: 'grant' },
  'the code step is given up': { type: 'xstate.done.actor.releaseStepUp', output: null },
  'the server accepts': { type: 'xstate.done.actor.submitAction', output: { text: 'Done' } },
  'the server refuses': {
    type: 'xstate.error.actor.submitAction',
    error: { kind: 'http', status: 400, body: { info: REFUSAL_INFO }, message: { text: REFUSAL_INFO } },
  },
  'the server asks a code': {
    type: 'xstate.error.actor.submitAction',
    error: { kind: 'http', status: 403, body: { detail: CODE_NEEDED, second_factor_required: true }, message: { text: CODE_NEEDED } },
  },
  'the session has expired': {
    type: 'xstate.error.actor.submitAction',
    error: { kind: 'unauthorized', status: 401, message: { key: 'errors:sessionExpired' } },
  },
} satisfies Record<string, AnyEventObject>;

export type PayrollActionEventName = keyof typeof payrollActionEvents;

export const payrollActionModel: ModelSpec<undefined> = {
  machine: payrollActionMachine,
  starts: [{ name: 'the payout list', input: undefined }],
  events: payrollActionEvents,
  // No demo user may both delete (CARGA) and approve or reject (an approver): a path keeps to
  // the one kind of action it began with, so the replay can sign in the user who may do it.
  accept: (snapshot, event) => {
    const started = (snapshot.context as { action: string | null }).action;
    if (started === null) return true;
    if (event.type === 'DELETE') return started === 'delete';
    if (event.type === 'APPROVE' || event.type === 'REJECT') return started !== 'delete';
    // Only an approval is ever held for want of a code.
    if (event === payrollActionEvents['the server asks a code']) return started === 'approved';
    return true;
  },
  // The guards read the event (its name is in the key), not the context.
};
