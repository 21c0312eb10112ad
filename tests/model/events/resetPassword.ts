import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { resetPasswordMachine, type ResetPasswordInput } from '@machines/access/resetPassword';
import type { ApiFailure } from '@machines/shared/apiError';
import { DEMO_RESET_B64E, DEMO_RESET_TOKEN } from '@demo-api/store/seed/access';
import { invokeInput, type ModelSpec, type ModelStart } from '../../support/model';

/** The reset password chart's model: one source for the replay test and the coverage test. */

const NEW_PASSWORD = 'a-new-password';
const SHORT_PASSWORD = 'short1';
/** The demo API's minimum (demo-api/handlers/access.ts). */
const MIN_LENGTH = 8;

const failure = (kind: ApiFailure['kind'], message: ApiFailure['message'], status?: number): ApiFailure =>
  status === undefined ? { kind, message } : { kind, message, status };

const resetPasswordEvents = {
  'server accepts the link': { type: 'xstate.done.actor.checkToken', output: { isValid: true } },
  'server rejects the link': { type: 'xstate.done.actor.checkToken', output: { isValid: false } },
  'link check fails': {
    type: 'xstate.error.actor.checkToken',
    error: failure('http', { text: 'Temporary failure, try again.' }, 500),
  },
  'user leaves while checking': {
    type: 'xstate.error.actor.checkToken',
    error: failure('aborted', { key: 'errors:aborted' }),
  },
  'try again': { type: 'RETRY' },
  'submit matching passwords': { type: 'SUBMIT', password: NEW_PASSWORD, confirm: NEW_PASSWORD },
  'submit a too short password': { type: 'SUBMIT', password: SHORT_PASSWORD, confirm: SHORT_PASSWORD },
  'submit different passwords': { type: 'SUBMIT', password: NEW_PASSWORD, confirm: 'another-password' },
  'server changes the password': { type: 'xstate.done.actor.resetPassword', output: { detail: 'Password has been reset.' } },
  'server refuses the password': {
    type: 'xstate.error.actor.resetPassword',
    error: failure('http', { text: 'This password is too short. It must contain at least 8 characters.' }, 400),
  },
  'user leaves while saving': {
    type: 'xstate.error.actor.resetPassword',
    error: failure('aborted', { key: 'errors:aborted' }),
  },
} satisfies Record<string, AnyEventObject>;

export type ResetPasswordEventName = keyof typeof resetPasswordEvents;

const EXPIRED_TOKEN = 'expired-token';

const resetPasswordStarts: readonly ModelStart<ResetPasswordInput>[] = [
  { name: 'link from the email', input: { token: DEMO_RESET_TOKEN, b64e: DEMO_RESET_B64E } },
  { name: 'link with an expired token', input: { token: EXPIRED_TOKEN, b64e: DEMO_RESET_B64E } },
  { name: 'link without its parameters', input: { token: null, b64e: null } },
];

/** Server outcomes consistent with the link and the password sent. */
function accept(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const token = (snapshot.context as ResetPasswordInput).token;
  if (event.type === 'xstate.done.actor.checkToken') {
    return (event as unknown as { output: { isValid: boolean } }).output.isValid === (token === DEMO_RESET_TOKEN);
  }
  // Failures of the check itself are tried with the good link.
  if (event.type === 'xstate.error.actor.checkToken') return token === DEMO_RESET_TOKEN;
  if (event.type === 'xstate.done.actor.resetPassword' || event.type === 'xstate.error.actor.resetPassword') {
    const sent = invokeInput<{ password: string }>(snapshot, 'resetPassword');
    if (!sent) return false;
    const longEnough = sent.password.length >= MIN_LENGTH;
    if (event.type === 'xstate.done.actor.resetPassword') return longEnough;
    const kind = (event as unknown as { error: ApiFailure }).error.kind;
    return kind === 'http' ? !longEnough : longEnough;
  }
  return true;
}

export const resetPasswordModel: ModelSpec<ResetPasswordInput> = {
  machine: resetPasswordMachine,
  starts: resetPasswordStarts,
  events: resetPasswordEvents,
  accept,
  // hasLinkParams reads the input (fixed per start); the other guards read event payloads.
};
