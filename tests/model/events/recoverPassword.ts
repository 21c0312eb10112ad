import type { AnyEventObject } from 'xstate';
import { recoverPasswordMachine } from '@machines/access/recoverPassword';
import type { ApiFailure } from '@machines/shared/apiError';
import { DEMO_EMAIL_DOMAIN } from '@demo-api/store/seed/access';
import type { ModelSpec } from '../../support/model';

/** The password recovery chart's model: one source for the replay test and the coverage test. */

export const KNOWN_EMAIL = `carga@${DEMO_EMAIL_DOMAIN}`;
const MALFORMED_EMAIL = 'carga@demo';

const failure = (kind: ApiFailure['kind'], message: ApiFailure['message'], status?: number): ApiFailure =>
  status === undefined ? { kind, message } : { kind, message, status };

const recoverPasswordEvents = {
  'submit a valid email': { type: 'SUBMIT', email: KNOWN_EMAIL },
  'submit a malformed email': { type: 'SUBMIT', email: MALFORMED_EMAIL },
  'server sends the instructions': {
    type: 'xstate.done.actor.sendInstructions',
    output: { detail: 'Password reset e-mail has been sent.' },
  },
  'server fails': {
    type: 'xstate.error.actor.sendInstructions',
    error: failure('http', { text: 'Mail service unavailable.' }, 503),
  },
  'user leaves while sending': {
    type: 'xstate.error.actor.sendInstructions',
    error: failure('aborted', { key: 'errors:aborted' }),
  },
} satisfies Record<string, AnyEventObject>;

export type RecoverPasswordEventName = keyof typeof recoverPasswordEvents;

export const recoverPasswordModel: ModelSpec<undefined> = {
  machine: recoverPasswordMachine,
  starts: [{ name: 'recover password page', input: undefined }],
  events: recoverPasswordEvents,
  // isValidEmail reads context.email, set by the SUBMIT event (the event's name is in the key).
};
