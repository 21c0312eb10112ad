import { fromPromise } from 'xstate';
import { credentialsGenerateMachine, type CredentialsTarget, type KeyPair } from '@machines/settings/credentialsGenerate';
import { keyMessage } from '@machines/shared/message';
import { generateCredentials, keepCredentials } from '../../api/calls/settings';
import { intentKeys } from '../../platform/intentKeys';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** Generate and Keep bound to the API and toasts; `reloadStored` loads the current pair again. Keep's Idempotency-Key is its intent's (issue 29). */
export const credentialsGenerateLogic = (reloadStored: () => void) => {
  const keyOf = intentKeys();
  return credentialsGenerateMachine.provide({
    actors: {
      generate: fromPromise<KeyPair, CredentialsTarget>(({ input }) => generateCredentials(input.merchantId, input.env)),
      keep: fromPromise<unknown, CredentialsTarget & { keys: KeyPair; intent: number }>(({ input }) =>
        keepCredentials(input.merchantId, input.env, input.keys, { idempotencyKey: keyOf(input.intent) }),
      ),
    },
    actions: {
      announceGenerated: () => notifySuccess(keyMessage('credentials:generated')),
      announceKept: () => notifySuccess(keyMessage('credentials:kept')),
      announceFailure: (_, params) => notifyError(params.message),
      reloadStored: () => reloadStored(),
    },
  });
};
