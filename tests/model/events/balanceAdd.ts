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
  'the browser has sent 40 %': { type: 'PROGRESS', percent: 40 },
  'press Cancel upload': { type: 'CANCEL' },
  'change a field': { type: 'EDIT' },
  'close the dialog': { type: 'CLOSE' },
  'the server accepts': { type: 'xstate.done.actor.submitBalance', output: { detail: 'Balance added successfully' } },
  'the server refuses': { type: 'xstate.error.actor.submitBalance', error: { kind: 'http', status: 400, message: { text: REFUSAL } } },
  'the session has expired': { type: 'xstate.error.actor.submitBalance', error: { kind: 'unauthorized', status: 401, message: { key: 'errors:sessionExpired' } } },
} satisfies Record<string, AnyEventObject>;

export type BalanceAddEventName = keyof typeof balanceAddEvents;

export const balanceAddModel: ModelSpec<{ merchants: typeof MERCHANTS; today: string }> = {
  machine: balanceAddMachine,
  starts: [{ name: 'admin opens Add balance', input: { merchants: MERCHANTS, today: TODAY } }],
  events: balanceAddEvents,
  accept: UPLOAD_ONLY,
};
