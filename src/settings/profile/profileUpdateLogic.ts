import { fromPromise } from 'xstate';
import { profileUpdateMachine, type PersonalName } from '@machines/settings/profileUpdate';
import { keyMessage } from '@machines/shared/message';
import { updateProfile } from '../../api/calls/users';
import { intentKeys } from '../../platform/intentKeys';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** Personal data bound to the API, toasts and the session (which renames the top bar); each update's Idempotency-Key is its intent's (issue 29). */
export const profileUpdateLogic = (renameSession: (name: PersonalName) => void) => {
  const keyOf = intentKeys();
  return profileUpdateMachine.provide({
    actors: {
      // The session takes the name that was sent once the server accepted it.
      update: fromPromise<PersonalName, PersonalName & { readonly intent: number }>(({ input }) => {
        const name = { first_name: input.first_name, last_name: input.last_name };
        return updateProfile(name, { idempotencyKey: keyOf(input.intent) }).then(() => name);
      }),
    },
    actions: {
      announceUpdated: () => notifySuccess(keyMessage('profile:updated')),
      announceFailure: (_, params) => notifyError(params.message),
      renameSession: (_, params) => renameSession(params),
    },
  });
};
