import type { AnyEventObject } from 'xstate';
import { paymentRenotifyMachine, type PaymentRenotifyInput } from '@machines/payments/paymentRenotify';
import type { ApiFailure } from '@machines/shared/apiError';
import type { ModelSpec } from '../../support/model';

/** The renotify chart's model: one source for the replay test and the coverage test. */

export const SENT_DETAIL = 'Notification sent to the merchant (model).';
export const TOO_SOON_DETAIL = 'Notified less than 5 minutes ago (model).';
export const FAILED_DETAIL = 'The merchant answered HTTP 503 (model).';

const failure = (kind: ApiFailure['kind'], message: ApiFailure['message'], status?: number): ApiFailure =>
  status === undefined ? { kind, message } : { kind, message, status };

const paymentRenotifyEvents = {
  'user clicks Renotify': { type: 'RENOTIFY' },
  'user confirms': { type: 'CONFIRM' },
  'user cancels': { type: 'CANCEL' },
  'server answers 200': { type: 'xstate.done.actor.renotify', output: { detail: SENT_DETAIL } },
  'server answers 200 without a detail': { type: 'xstate.done.actor.renotify', output: { detail: null } },
  'server answers 403': { type: 'xstate.error.actor.renotify', error: failure('http', { text: TOO_SOON_DETAIL }, 403) },
  'server answers 502': { type: 'xstate.error.actor.renotify', error: failure('http', { text: FAILED_DETAIL }, 502) },
  'server cannot be reached': { type: 'xstate.error.actor.renotify', error: failure('network', { key: 'errors:contactSupport' }) },
  'the session has expired': { type: 'xstate.error.actor.renotify', error: failure('unauthorized', { key: 'errors:sessionExpired' }, 401) },
  'user leaves the page': { type: 'xstate.error.actor.renotify', error: failure('aborted', { key: 'errors:aborted' }) },
} satisfies Record<string, AnyEventObject>;

export type PaymentRenotifyEventName = keyof typeof paymentRenotifyEvents;

export const paymentRenotifyModel: ModelSpec<PaymentRenotifyInput> = {
  machine: paymentRenotifyMachine,
  starts: [{ name: 'a completed operation’s row', input: { operationId: 48_210_001 } }],
  events: paymentRenotifyEvents,
};
