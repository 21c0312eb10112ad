import type { AnyEventObject } from 'xstate';
import { balanceAddMachine } from '@machines/balances/balanceAdd';
import type { ModelSpec } from '../../support/model';
import { UPLOAD_ONLY } from './balanceFixtures';
import { INCOMPLETE, MERCHANTS, NEW_FILE, SETTLEMENT, TODAY } from './balanceFixtures';

export const REFUSAL = 'The deposit date must be in the current month, up to today.';

/** The add dialog's model: one source for the replay test and the coverage test. */
const balanceAddEvents = {
  'submit a complete settlement': { type: 'SUBMIT', values: SETTLEMENT },
  'submit with a field empty': { type: 'SUBMIT', values: INCOMPLETE },
  'submit with an attachment': { type: 'SUBMIT', values: { ...SETTLEMENT, files: [NEW_FILE] } },
  // The send runs as a job (issue 28): its outcomes come as the job's output; its progress
  // and Cancel are the job's own model's (tests/model/job.test.tsx).
  'press Cancel upload': { type: 'xstate.done.actor.job', output: { outcome: 'cancelled' } },
  'change a field': { type: 'EDIT' },
  'close the dialog': { type: 'CLOSE' },
  'the server accepts': { type: 'xstate.done.actor.job', output: { outcome: 'complete', value: { detail: 'Balance added successfully' }, tally: null } },
  'the server refuses': { type: 'xstate.done.actor.job', output: { outcome: 'failed', error: { kind: 'http', status: 400, message: { text: REFUSAL } } } },
  'the session has expired': { type: 'xstate.done.actor.job', output: { outcome: 'failed', error: { kind: 'unauthorized', status: 401, message: { key: 'errors:sessionExpired' } } } },
} satisfies Record<string, AnyEventObject>;

export type BalanceAddEventName = keyof typeof balanceAddEvents;

export const balanceAddModel: ModelSpec<{ merchants: typeof MERCHANTS; today: string }> = {
  machine: balanceAddMachine,
  starts: [{ name: 'admin opens Add balance', input: { merchants: MERCHANTS, today: TODAY } }],
  events: balanceAddEvents,
  accept: UPLOAD_ONLY,
};
