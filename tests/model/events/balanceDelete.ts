import type { AnyEventObject } from 'xstate';
import { balanceDeleteMachine, type BalanceDeleteInput } from '@machines/balances/balanceDelete';
import type { ModelSpec } from '../../support/model';

export const REFUSAL = 'Only balances deposited in the current month can be changed.';

/** The delete dialog's model: one source for the replay test and the coverage test. */
const balanceDeleteEvents = {
  'confirm the deletion': { type: 'CONFIRM' },
  'close the dialog': { type: 'CLOSE' },
  'the server accepts': { type: 'xstate.done.actor.deleteBalance', output: { detail: 'Balance deleted successfully' } },
  'the server refuses': { type: 'xstate.error.actor.deleteBalance', error: { kind: 'http', status: 403, message: { text: REFUSAL } } },
  'the session has expired': { type: 'xstate.error.actor.deleteBalance', error: { kind: 'unauthorized', status: 401, message: { key: 'errors:sessionExpired' } } },
} satisfies Record<string, AnyEventObject>;

export type BalanceDeleteEventName = keyof typeof balanceDeleteEvents;

export const balanceDeleteModel: ModelSpec<BalanceDeleteInput> = {
  machine: balanceDeleteMachine,
  starts: [{ name: 'admin opens Delete on this month\'s settlement', input: { company: 1, id: 10 } }],
  events: balanceDeleteEvents,
};
