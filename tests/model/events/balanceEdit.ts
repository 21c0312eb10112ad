import type { AnyEventObject } from 'xstate';
import { balanceEditMachine } from '@machines/balances/balanceEdit';
import type { ModelSpec } from '../../support/model';
import { UPLOAD_ONLY } from './balanceFixtures';
import { NEW_AMOUNT, NEW_FILE, NO_FILES, ORIGINAL, TODAY } from './balanceFixtures';

export const REFUSAL = 'Only balances deposited in the current month can be changed.';

/** The edit dialog's model: one source for the replay test and the coverage test. */
const balanceEditEvents = {
  'change only the amount and update': { type: 'SUBMIT', values: NEW_AMOUNT },
  'remove every file and update': { type: 'SUBMIT', values: NO_FILES },
  'attach a file and update': { type: 'SUBMIT', values: { ...NEW_AMOUNT, files: [...NEW_AMOUNT.files, NEW_FILE] } },
  // The send runs as a job (issue 28): its outcomes come as the job's output; its progress
  // and Cancel are the job's own model's (tests/model/job.test.tsx).
  'press Cancel upload': { type: 'xstate.done.actor.job', output: { outcome: 'cancelled' } },
  'change a field': { type: 'EDIT' },
  'close the dialog': { type: 'CLOSE' },
  'the server accepts': { type: 'xstate.done.actor.job', output: { outcome: 'complete', value: { detail: 'Balance update successfully' }, tally: null } },
  'the server refuses': { type: 'xstate.done.actor.job', output: { outcome: 'failed', error: { kind: 'http', status: 403, message: { text: REFUSAL } } } },
  'the session has expired': { type: 'xstate.done.actor.job', output: { outcome: 'failed', error: { kind: 'unauthorized', status: 401, message: { key: 'errors:sessionExpired' } } } },
} satisfies Record<string, AnyEventObject>;

export type BalanceEditEventName = keyof typeof balanceEditEvents;

export const balanceEditModel: ModelSpec<{ original: typeof ORIGINAL; today: string }> = {
  machine: balanceEditMachine,
  starts: [{ name: 'admin opens Edit on this month\'s settlement', input: { original: ORIGINAL, today: TODAY } }],
  events: balanceEditEvents,
  accept: UPLOAD_ONLY,
};
