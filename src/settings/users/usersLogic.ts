import { fromPromise } from 'xstate';
import { usersMachine, type NewUserValues } from '@machines/settings/users';
import { createUser, setUserActive, setUserProfile } from '../../api/calls/users';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** The user list's actions bound to the API and toasts; `refresh` loads the list again. */
export const usersLogic = (refresh: () => void) =>
  usersMachine.provide({
    actors: {
      create: fromPromise<unknown, NewUserValues>(({ input }) => createUser(input)),
      changeProfile: fromPromise<unknown, { id: number; level: string }>(({ input }) => setUserProfile(input.id, input.level)),
      setActive: fromPromise<unknown, { id: number; is_active: boolean }>(({ input }) => setUserActive(input.id, input.is_active)),
    },
    actions: {
      announce: (_, params) => notifySuccess(params.message),
      announceFailure: (_, params) => notifyError(params.message),
      refreshList: () => refresh(),
    },
  });
