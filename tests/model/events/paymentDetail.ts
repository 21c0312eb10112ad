import type { AnyEventObject } from 'xstate';
import { paymentDetailMachine, type PaymentDetailInput } from '@machines/payments/paymentDetail';
import type { ApiFailure } from '@machines/shared/apiError';
import type { ModelSpec } from '../../support/model';

/** The payment detail chart's model: one source for the replay test and the coverage test. */

/** Any id: the replay opens one of admin's seeded operations in its place. */
const MODEL_OPERATION_ID = 48_210_001;

const failure = (kind: ApiFailure['kind'], message: ApiFailure['message'], status?: number): ApiFailure =>
  status === undefined ? { kind, message } : { kind, message, status };

const paymentDetailEvents = {
  'server sends the operation': { type: 'xstate.done.actor.loadPayment', output: { operation_id: MODEL_OPERATION_ID } },
  'the operation does not exist': { type: 'xstate.error.actor.loadPayment', error: failure('http', { text: 'Not found.' }, 404) },
  'server fails': { type: 'xstate.error.actor.loadPayment', error: failure('http', { text: 'Database unavailable.' }, 503) },
  'the answer is malformed': { type: 'xstate.error.actor.loadPayment', error: failure('invalid', { key: 'errors:invalidResponse' }) },
  'the request is cancelled': { type: 'xstate.error.actor.loadPayment', error: failure('aborted', { key: 'errors:aborted' }) },
  'a renotification is answered': { type: 'RELOAD' },
  'user tries again': { type: 'RETRY' },
  'user closes the dialog': { type: 'CLOSE' },
} satisfies Record<string, AnyEventObject>;

export type PaymentDetailEventName = keyof typeof paymentDetailEvents;

export const paymentDetailModel: ModelSpec<PaymentDetailInput> = {
  machine: paymentDetailMachine,
  starts: [{ name: 'the list opens an operation', input: { operationId: MODEL_OPERATION_ID } }],
  events: paymentDetailEvents,
  // The chart is done once closed: a running actor ignores every later event.
  accept: (snapshot) => snapshot.status !== 'done',
};
