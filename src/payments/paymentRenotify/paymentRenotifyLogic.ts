import { fromPromise } from 'xstate';
import { keyMessage } from '@machines/shared/message';
import { paymentRenotifyMachine, type RenotifyAnswer } from '@machines/payments/paymentRenotify';
import type { SessionUser } from '@machines/access/sessionUser';
import { readSession } from '../../platform/storage';
import { renotifyPayment } from '../../api/calls/payments';
import { intentKeys } from '../../platform/intentKeys';
import { notify, notifyError } from '../../platform/toasts';

/**
 * The environment renotify names (spec 02 section 7, "operation_id (and env)"): the user's
 * payments environment, prod when they have both (as the environment selector defaults),
 * none when the session names neither.
 */
export function renotifyEnv(session: Pick<SessionUser, 'env_payments'> | null): 'prod' | 'test' | undefined {
  const envs = session?.env_payments ?? [];
  if (envs.includes('prod')) return 'prod';
  if (envs.includes('test')) return 'test';
  return undefined;
}

/**
 * The renotify chart bound to the API and the toasts (it emits `answered` after every answer).
 * One per button: each renotification's Idempotency-Key is its intent's (issue 29).
 */
export const paymentRenotifyLogic = () => {
  const keyOf = intentKeys();
  return paymentRenotifyMachine.provide({
    actors: {
      renotify: fromPromise<RenotifyAnswer, { operationId: number; intent: number }>(({ input }) =>
        renotifyPayment(input.operationId, renotifyEnv(readSession()), { idempotencyKey: keyOf(input.intent) }),
      ),
    },
    actions: {
      announceSent: (_, params) => notify('success', params.message, keyMessage('paymentRenotify:toast.sent')),
      announceRefused: (_, params) => notify('warning', params.message, keyMessage('paymentRenotify:toast.refused')),
      announceFailed: (_, params) => notifyError(params.message),
    },
  });
};
