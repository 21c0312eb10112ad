import { fromPromise } from 'xstate';
import { profileUpdateMachine, type PersonalName } from '@machines/settings/profileUpdate';
import { keyMessage } from '@machines/shared/message';
import { updateProfile } from '../../api/calls/users';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** Personal data bound to the API, toasts and the session (which renames the top bar). */
export const profileUpdateLogic = (renameSession: (name: PersonalName) => void) =>
  profileUpdateMachine.provide({
    actors: {
      // The session takes the name that was sent once the server accepted it.
      update: fromPromise<PersonalName, PersonalName>(({ input }) => updateProfile(input).then(() => input)),
    },
    actions: {
      announceUpdated: () => notifySuccess(keyMessage('profile:updated')),
      announceFailure: (_, params) => notifyError(params.message),
      renameSession: (_, params) => renameSession(params),
    },
  });
