import { fromPromise } from 'xstate';
import { credentialsGenerateMachine, type CredentialsTarget, type KeyPair } from '@machines/settings/credentialsGenerate';
import { keyMessage } from '@machines/shared/message';
import { generateCredentials, keepCredentials } from '../../api/calls/settings';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** Generate and Keep bound to the API and toasts; `reloadStored` loads the current pair again. */
export const credentialsGenerateLogic = (reloadStored: () => void) =>
  credentialsGenerateMachine.provide({
    actors: {
      generate: fromPromise<KeyPair, CredentialsTarget>(({ input }) => generateCredentials(input.merchantId, input.env)),
      keep: fromPromise<unknown, CredentialsTarget & { keys: KeyPair }>(({ input }) => keepCredentials(input.merchantId, input.env, input.keys)),
    },
    actions: {
      announceGenerated: () => notifySuccess(keyMessage('credentials:generated')),
      announceKept: () => notifySuccess(keyMessage('credentials:kept')),
      announceFailure: (_, params) => notifyError(params.message),
      reloadStored: () => reloadStored(),
    },
  });
