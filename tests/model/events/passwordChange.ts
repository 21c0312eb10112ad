import type { AnyEventObject } from 'xstate';
import { passwordChangeMachine } from '@machines/settings/passwordChange';
import type { ModelSpec } from '../../support/model';

/** The change-password chart's model: one source for the replay test and the coverage test. */
export const NEW_PASSWORD = 'n3w-Secret!';

const passwordChangeEvents = {
  'the user submits a valid change': { type: 'SUBMIT', old_password: 'demo1234', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
  'the user submits a mismatch': { type: 'SUBMIT', old_password: 'demo1234', new_password1: NEW_PASSWORD, new_password2: 'other' },
  'the server changes it': { type: 'xstate.done.actor.change', output: { detail: 'Password changed successfully' } },
  'the server refuses the fields': {
    type: 'xstate.error.actor.change',
    error: {
      kind: 'http',
      status: 400,
      body: { old_password: ['Your old password was entered incorrectly. Please enter it again.'] },
      message: { text: 'Your old password was entered incorrectly. Please enter it again.' },
    },
  },
  'the user leaves while sending': { type: 'xstate.error.actor.change', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
  'the user edits again': { type: 'EDIT' },
} satisfies Record<string, AnyEventObject>;

export type PasswordChangeEventName = keyof typeof passwordChangeEvents;

export const passwordChangeModel: ModelSpec<undefined> = {
  machine: passwordChangeMachine,
  starts: [{ name: 'the password form opens', input: undefined }],
  events: passwordChangeEvents,
};
