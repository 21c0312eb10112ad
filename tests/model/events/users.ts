import type { AnyEventObject } from 'xstate';
import { usersMachine } from '@machines/settings/users';
import type { ModelSpec } from '../../support/model';

/** The user list's actions chart: one source for the replay test and the coverage test. */
export const TOGGLED = { id: 1, username: 'carga', is_active: true, profile: 'carga' };
export const NEW_USER = { first_name: 'Elena', last_name: 'Paz', email: 'elena.paz@shop.example', profile: 'customer_service' };
export const TAKEN = 'A user with that email already exists.';

const refused = (message: string) => ({ kind: 'http', status: 400, body: [message], message: { text: message } });
const aborted = { kind: 'aborted', message: { key: 'errors:aborted' } };

const usersEvents = {
  'the user opens Add user': { type: 'ADD' },
  'the user fills the form': { type: 'CHANGE', values: NEW_USER },
  'the user saves the new user': { type: 'SUBMIT' },
  'the user cancels': { type: 'CANCEL' },
  'the user is created': { type: 'xstate.done.actor.create', output: {} },
  'creating is refused': { type: 'xstate.error.actor.create', error: refused(TAKEN) },
  'the user leaves while creating': { type: 'xstate.error.actor.create', error: aborted },
  'the user opens Edit profile': { type: 'EDIT_PROFILE', user: TOGGLED },
  'the user clears the profile': { type: 'CHOOSE_PROFILE', profile: '' },
  'the user picks a profile': { type: 'CHOOSE_PROFILE', profile: 'manager' },
  'the profile is saved': { type: 'xstate.done.actor.changeProfile', output: {} },
  'the profile is refused': { type: 'xstate.error.actor.changeProfile', error: refused('You cannot change your own profile.') },
  'the user leaves while saving the profile': { type: 'xstate.error.actor.changeProfile', error: aborted },
  'the user disables a user': { type: 'TOGGLE', user: TOGGLED },
  'the status is saved': { type: 'xstate.done.actor.setActive', output: {} },
  'the status is refused': { type: 'xstate.error.actor.setActive', error: refused('You cannot disable your own user.') },
  'the user leaves while toggling': { type: 'xstate.error.actor.setActive', error: aborted },
} satisfies Record<string, AnyEventObject>;

export type UsersEventName = keyof typeof usersEvents;

export const usersModel: ModelSpec<undefined> = {
  machine: usersMachine,
  starts: [{ name: 'the user list opens', input: undefined }],
  events: usersEvents,
  project: (snapshot) => {
    const context = snapshot.context as { draft: { email: string }; profile: string };
    return { email: context.draft.email !== '', profile: context.profile !== '' };
  },
};
