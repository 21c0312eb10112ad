import type { AnyEventObject } from 'xstate';
import { releaseStepUpMachine, type ReleaseStepUpInput } from '@machines/payouts/releaseStepUp';
import type { ModelSpec } from '../../support/model';

/**
 * The step-up before money leaves (issue 26): one source for the replay test and the coverage
 * test. The payroll id and the codes only stand for what the replay does: it opens the approval
 * of a payroll that needs a code and types real ones (otpauth), right or wrong as the server's
 * answer that follows needs.
 */

export const WRONG_CODE = 'That code is not right. Check the app and try again.';
export const NO_FACTOR = 'Approving this needs two-step verification. Turn it on in My profile.';
export const INCOMPLETE = 'Enter the 6 digits of the code.';
/** What the replay types for 'the user approves an incomplete code'. */
export const INCOMPLETE_CODE = '123';

const httpError = (status: number, body: unknown, text: string) => ({ kind: 'http', status, body, message: { text } });

const releaseStepUpEvents = {
  'the user types a code and approves': { type: 'VERIFY', code: '123456' },
  'the user approves an incomplete code': { type: 'VERIFY', code: INCOMPLETE_CODE },
  'the user cancels': { type: 'CANCEL' },
  'the server takes the code': { type: 'xstate.done.actor.requestGrant', output: { grant: 'grant', expires_in: 300 } },
  'the server refuses the code': { type: 'xstate.error.actor.requestGrant', error: httpError(400, { code: [WRONG_CODE] }, WRONG_CODE) },
  'the server says the user has no factor': { type: 'xstate.error.actor.requestGrant', error: httpError(403, { detail: NO_FACTOR }, NO_FACTOR) },
  'the session has expired': {
    type: 'xstate.error.actor.requestGrant',
    error: { kind: 'unauthorized', status: 401, message: { key: 'errors:sessionExpired' } },
  },
} satisfies Record<string, AnyEventObject>;

export type ReleaseStepUpEventName = keyof typeof releaseStepUpEvents;

export const releaseStepUpModel: ModelSpec<ReleaseStepUpInput> = {
  machine: releaseStepUpMachine,
  starts: [{ name: 'the approval of a payroll above the threshold', input: { ids: [1] } }],
  events: releaseStepUpEvents,
  // The guards read the event (its name is in the key), not the context.
};
