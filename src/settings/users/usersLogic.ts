import { fromPromise } from 'xstate';
import { usersMachine, type NewUserValues } from '@machines/settings/users';
import { createUser, setUserActive, setUserProfile } from '../../api/calls/users';
import { intentKeys } from '../../platform/intentKeys';
import { notifyError, notifySuccess } from '../../platform/toasts';

/** The user list's actions bound to the API and toasts; `refresh` loads the list again. */
export const usersLogic = (refresh: () => void) => {
  // One key space per page: each write's key is its intent's (issue 29).
  const keyOf = intentKeys();
  return usersMachine.provide({
    actors: {
      create: fromPromise<unknown, NewUserValues & { intent: number }>(({ input: { intent, ...user } }) =>
        createUser(user, { idempotencyKey: keyOf(intent) }),
      ),
      changeProfile: fromPromise<unknown, { id: number; level: string; intent: number }>(({ input }) =>
        setUserProfile(input.id, input.level, { idempotencyKey: keyOf(input.intent) }),
      ),
      setActive: fromPromise<unknown, { id: number; is_active: boolean; intent: number }>(({ input }) =>
        setUserActive(input.id, input.is_active, { idempotencyKey: keyOf(input.intent) }),
      ),
    },
    actions: {
      announce: (_, params) => notifySuccess(params.message),
      announceFailure: (_, params) => notifyError(params.message),
      refreshList: () => refresh(),
    },
  });
};
