import type { AnyEventObject } from 'xstate';
import { profileUpdateMachine } from '@machines/settings/profileUpdate';
import type { ModelSpec } from '../../support/model';

/** My profile's personal data chart: one source for the replay test and the coverage test. */
export const NEW_NAME = { first_name: 'Lucía Inés', last_name: 'Ramírez' };
export const MISSING_PROFILE = 'This user has no merchant profile to update.';

const profileUpdateEvents = {
  'the user updates the name': { type: 'SUBMIT', ...NEW_NAME },
  'the user empties a name and updates': { type: 'SUBMIT', first_name: ' ', last_name: 'Ramírez' },
  'the server saves it': { type: 'xstate.done.actor.update', output: NEW_NAME },
  'the server answers 404': {
    type: 'xstate.error.actor.update',
    error: { kind: 'http', status: 404, body: { detail: MISSING_PROFILE }, message: { text: MISSING_PROFILE } },
  },
  'the user leaves while saving': { type: 'xstate.error.actor.update', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
  'the user edits again': { type: 'EDIT' },
} satisfies Record<string, AnyEventObject>;

export type ProfileUpdateEventName = keyof typeof profileUpdateEvents;

export const profileUpdateModel: ModelSpec<undefined> = {
  machine: profileUpdateMachine,
  starts: [{ name: 'my profile opens', input: undefined }],
  events: profileUpdateEvents,
};
