import type { AnyEventObject } from 'xstate';
import { payrollBulkMachine } from '@machines/payouts/payrollBulk';
import type { ModelSpec } from '../../support/model';

/**
 * The bulk action chart's model: one source for the replay test and the coverage test. Three
 * rows may be moved, one may not; batches of two, so a run takes two requests. The answers'
 * contents are the model's: the replay holds the real calls and lets the demo API answer.
 * Approving rows above the company's threshold asks one code first (issue 26).
 */

export const BULK_REASON = 'The amounts do not match the invoices';
export const BULK_BATCH = 2;
const ALLOWED = [1, 2, 3].map((id) => ({ id, filename: `payroll-${id}.csv` }));

const answered = (failing: readonly number[]) => ({
  results: ALLOWED.map(({ id }) => (failing.includes(id) ? { id, ok: false, detail: 'Try again.' } : { id, ok: true, text: 'Done' })),
});

const payrollBulkEvents = {
  'approve the selection': { type: 'START', action: 'approved', selection: { kind: 'ids', ids: [1, 2, 3, 4] } },
  'reject the selection': { type: 'START', action: 'reject', selection: { kind: 'ids', ids: [1, 2, 3, 4] } },
  'delete the selection': { type: 'START', action: 'delete', selection: { kind: 'ids', ids: [1, 2, 3, 4] } },
  'the check answers': {
    type: 'xstate.done.actor.previewSelection',
    output: { matching: 4, allowed: ALLOWED, refused: [{ id: 4, filename: 'payroll-4.csv', reason: 'Not yours.' }], totals: {} },
  },
  'the check asks a code': {
    type: 'xstate.done.actor.previewSelection',
    output: {
      matching: 4,
      allowed: ALLOWED.map((row, index) => (index === 0 ? { ...row, second_factor: true } : row)),
      refused: [{ id: 4, filename: 'payroll-4.csv', reason: 'Not yours.' }],
      totals: {},
      second_factor_required: true,
    },
  },
  'the check finds nothing allowed': {
    type: 'xstate.done.actor.previewSelection',
    output: { matching: 1, allowed: [], refused: [{ id: 4, filename: 'payroll-4.csv', reason: 'Not yours.' }], totals: {} },
  },
  'the check fails': {
    type: 'xstate.error.actor.previewSelection',
    error: { kind: 'http', status: 400, body: { detail: 'Too many.' }, message: { text: 'Too many.' } },
  },
  'the session expires while checking': {
    type: 'xstate.error.actor.previewSelection',
    error: { kind: 'unauthorized', status: 401, message: { key: 'errors:sessionExpired' } },
  },
  'confirm': { type: 'CONFIRM' },
  'confirm with a reason': { type: 'CONFIRM', reason: BULK_REASON },
  'confirm without a reason': { type: 'CONFIRM', reason: '  ' },
  'cancel': { type: 'CANCEL' },
  'retry the check': { type: 'RETRY' },
  'the code is taken': { type: 'xstate.done.actor.releaseStepUp', output: 'grant' },
  'the code step is given up': { type: 'xstate.done.actor.releaseStepUp', output: null },
  'the batch is done': { type: 'xstate.done.actor.sendBatch', output: answered([]) },
  'a row of the batch fails': { type: 'xstate.done.actor.sendBatch', output: answered([1, 3]) },
  'the batch fails': {
    type: 'xstate.error.actor.sendBatch',
    error: { kind: 'network', message: { key: 'errors:contactSupport' } },
  },
  'the session expires while sending': {
    type: 'xstate.error.actor.sendBatch',
    error: { kind: 'unauthorized', status: 401, message: { key: 'errors:sessionExpired' } },
  },
  'retry the failed rows': { type: 'RETRY_FAILED' },
  'close': { type: 'CLOSE' },
} satisfies Record<string, AnyEventObject>;

export type PayrollBulkEventName = keyof typeof payrollBulkEvents;

interface Context {
  action: string | null;
  queue: readonly unknown[];
  failed: readonly unknown[];
  stopRequested: boolean;
}

export const payrollBulkModel: ModelSpec<{ batchSize: number }> = {
  machine: payrollBulkMachine,
  starts: [{ name: 'the payout list', input: { batchSize: BULK_BATCH } }],
  events: payrollBulkEvents,
  // No demo user may both delete (CARGA) and approve or reject: a path keeps to one kind, so the
  // replay can sign in the user who may. A reason is only ever asked of a rejection. Only an
  // approval asks a code, and the demo's always does here: of the payrolls waiting for
  // aprobador1 only two are below the threshold, so any three of them hold one above it.
  accept: (snapshot, event) => {
    const { action } = snapshot.context as Context;
    if (event.type === 'START' && action !== null) return (event.action === 'delete') === (action === 'delete');
    if (event.type === 'CONFIRM') return (action === 'reject') === ((event as { reason?: string }).reason !== undefined);
    if (event === payrollBulkEvents['the check answers']) return action !== 'approved';
    if (event === payrollBulkEvents['the check asks a code']) return action === 'approved';
    return true;
  },
  project: (snapshot) => {
    const { action, queue, failed, stopRequested } = snapshot.context as Context;
    // Whether a reason is asked matters only where it is asked.
    const askingReason = snapshot.matches('confirming') && action === 'reject';
    return { askingReason, queue: queue.length, failed: failed.length > 0, stopRequested };
  },
};
